import type { FieldPath, FieldValues } from "react-hook-form";
import { errorMessage } from "@/lib/api-error.ts";
import type { AppForm } from "@/lib/form/use-app-form.ts";

/**
 * The console's one-box forms (add someone, invite a co-admin): whatever went wrong, nobody by that
 * name or offline, is said under the box the organiser typed in, not in a toast that hides the dialog.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: only the failure is placed.
export function failureUnderField<V extends FieldValues>(form: AppForm<V, any>, error: unknown, field: FieldPath<V>, fallback: string): void {
  const failure = form.failed(error, { toast: [] });
  if (failure && failure.placed.length > 0) return;
  form.setFormError(null);
  form.setError(field, { type: "server", message: errorMessage(error, fallback) }, { shouldFocus: true });
}
