import type { ApiError } from "./api-error.ts";
import { isApiError } from "./api-error.ts";
import { notifyError } from "./notify-error.tsx";

/**
 * docs/product/requests-and-errors.md#toasts for a form's failed save. A failure no field can show (offline,
 * rate-limited, signed out, anything that is not our API's answer) gets the shared toast here and answers
 * null; otherwise the API error comes back for the form to place on its fields and word its own toast.
 */
export function formFailure(error: unknown): ApiError | null {
  if (!isApiError(error) || error.type === "network" || error.type === "rateLimit" || error.type === "authentication") {
    notifyError(error);
    return null;
  }
  return error;
}

type SetFieldError<F extends string> = (field: F, error: { type: "server"; message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Puts each server field message on the form field it names ("tags.2" belongs to "tags"), focusing the
 * first; messages for fields the form does not have are left to its toast. Answers how many were placed.
 */
export function placeFieldErrors<F extends string>(error: ApiError, isField: (name: string) => name is F, setError: SetFieldError<F>): number {
  let placed = 0;
  for (const detail of error.details) {
    const field = detail.field.split(".")[0] ?? "";
    if (!isField(field)) continue;
    setError(field, { type: "server", message: detail.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
