import type { ErrorType } from "@commons/domain";
import type { FieldValues } from "react-hook-form";
import { errorMessage } from "@/lib/api-error.ts";
import type { AppForm } from "@/lib/form/use-app-form.ts";

/**
 * Auth forms show "wrong password"-type failures inline, next to what to fix. Failures that are not
 * about the input (offline, rate limited, server down) get the app-wide toast, which knows how to
 * count down a Retry-After or offer a retry.
 */
const AUTH_TOASTS: readonly ErrorType[] = ["rateLimit", "network", "server"];

/**
 * A refusal the server pins on a field sits on that field; anything else is the form's alert.
 * `alsoAlert` keeps the alert even when a field took the message.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: only the failure is read.
export function reportAuthFailure<V extends FieldValues>(form: AppForm<V, any>, error: unknown, { alsoAlert = false } = {}): void {
  const failure = form.failed(error, { toast: AUTH_TOASTS });
  if (failure && (failure.placed.length === 0 || alsoAlert)) form.setFormError(errorMessage(failure.error, "") || null);
}
