import { useState } from "react";
import { isApiError } from "@/lib/api-error.ts";
import { notifyError } from "@/lib/notify-error.tsx";

/**
 * Auth forms show "wrong password"-type failures inline, next to what to fix. Failures that are not
 * about the input — offline, rate limited, server down — get the app-wide toast, which knows how to
 * count down a Retry-After or offer a retry.
 */
export function useAuthError() {
  const [message, setMessage] = useState<string | null>(null);
  const report = (error: unknown) => {
    if (isApiError(error) && (error.type === "rateLimit" || error.type === "network" || error.type === "server")) {
      setMessage(null);
      notifyError(error);
      return;
    }
    setMessage(isApiError(error) ? error.message || error.details[0]?.message || null : error instanceof Error ? error.message : null);
  };
  return { message, report, clear: () => setMessage(null) };
}
