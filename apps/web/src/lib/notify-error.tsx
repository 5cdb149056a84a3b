import {
  classifyError,
  errorToastDurationMs,
  errorTypeTitleKey,
  LOGIN_TOAST_DELAY_MS,
  LOGIN_TOAST_DURATION_MS,
  RATE_LIMIT_TOAST_DURATION_MS,
  type ErrorType,
} from "@commons/domain";
import { useEffect, useState } from "react";
import { toast } from "./toast.tsx";
import { ApiError } from "./api-error.ts";
import { currentLocale, tShared } from "./i18n.ts";
import { navigateTo } from "./navigation.ts";
import { loginHref } from "./locale-path.ts";

export interface NotifyOptions {
  /** What "retry" on a network error does; without it the page reloads (docs/product/requests-and-errors.md#toasts). */
  onRetry?: () => void;
}

/** One toast per failure, titled by its error type (docs/product/requests-and-errors.md#toasts). */
export function notifyError(error: unknown, options: NotifyOptions = {}): void {
  const type = errorTypeOf(error);
  const message = error instanceof Error ? error.message : "";

  if (type === "authentication") {
    notifyLoginRequired(window.location.pathname + window.location.search);
    return;
  }
  if (type === "rateLimit") {
    notifyRateLimit(error instanceof ApiError ? error.retryAfter : null);
    return;
  }

  const title = tShared(errorTypeTitleKey(type));
  // Identical failures (several queries losing the network at once) collapse into one toast.
  toast.error(title, {
    id: `error:${type}:${message}`,
    description: message && message !== title ? message : undefined,
    duration: errorToastDurationMs(type),
    action:
      type === "network"
        ? { label: tShared("toast.retry"), onClick: () => (options.onRetry ? options.onRetry() : window.location.reload()) }
        : undefined,
  });
}

export function notifyRateLimit(retryAfterSeconds: number | null): void {
  toast.error(tShared(errorTypeTitleKey("rateLimit")), {
    id: "error:rateLimit",
    description:
      retryAfterSeconds !== null && retryAfterSeconds > 0 ? (
        // A fresh key restarts the countdown when a newer limit replaces the toast.
        <RateLimitCountdown key={Date.now()} seconds={retryAfterSeconds} />
      ) : (
        tShared("error.tooManyRequests")
      ),
    duration: RATE_LIMIT_TOAST_DURATION_MS,
    action: { label: tShared("toast.gotIt"), onClick: () => undefined },
  });
}

/**
 * docs/product/requests-and-errors.md#login-required-toast: a visitor who tries
 * something that needs an account sees this after 500 ms (so it does not flash
 * over the click that caused it), for 5 s, with a way straight to the login page.
 */
export function notifyLoginRequired(redirectTo: string): void {
  window.setTimeout(() => {
    toast.info(tShared("toast.loginRequired"), {
      id: "login-required",
      duration: LOGIN_TOAST_DURATION_MS,
      action: { label: tShared("toast.login"), onClick: () => navigateTo(loginHref(currentLocale(), redirectTo)) },
    });
  }, LOGIN_TOAST_DELAY_MS);
}

export function rateLimitWaitText(seconds: number): string {
  return tShared("request.rateLimitWait", { seconds });
}

/** "Please wait N seconds", counting down once a second to zero. */
export function RateLimitCountdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return <span aria-live="polite">{rateLimitWaitText(left)}</span>;
}

export function errorTypeOf(error: unknown): ErrorType {
  if (error instanceof ApiError) return error.type;
  return classifyError({ message: error instanceof Error ? error.message : String(error) });
}
