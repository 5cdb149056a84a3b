import { isApiError } from "@/lib/api-error.ts";

/**
 * docs/product/engagement.md#likes: 'toast with the server error, or update error'. Only an answer in our envelope
 * (it always carries a `code`) is the server speaking; a lost connection or a proxy page gets the UI's own text.
 */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.code && error.message ? error.message : null;
}
