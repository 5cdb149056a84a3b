import type { MessageKey } from "../i18n/messages.zh.ts";
import { RATE_LIMIT_TOAST_DURATION_MS, TOAST_DURATION_MS } from "./request-rules.ts";

/** The error types, in the table's order (docs/product/requests-and-errors.md#error-types). */
export const ERROR_TYPES = [
  "network",
  "authentication",
  "permission",
  "validation",
  "notFound",
  "server",
  "rateLimit",
  "unknown",
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export interface ErrorClassificationInput {
  status?: number;
  code?: string;
  message?: string;
  isNetworkError?: boolean;
  isTimeout?: boolean;
}

// Message patterns cover errors that reach the client without a status (thrown by a library, or
// re-thrown as plain Error by the request helper), in both catalog languages.
const RATE_LIMIT_TEXT = /too many|too frequent|rate limit|频繁|频率/i;
const AUTH_TEXT = /login expired|session (?:has )?expired|unauthori[sz]ed|sign in again|登录已过期|未登录|请先登录|请重新登录/i;
const PERMISSION_TEXT = /no permission|not permitted|forbidden|do not have permission|没有权限|无权|权限不足/i;
const NETWORK_TEXT = /failed to fetch|network ?error|networkerror|load failed|网络连接失败|网络错误/i;
const VALIDATION_TEXT = /request parameters|invalid input|请求参数错误|参数错误/i;

/**
 * docs/product/requests-and-errors.md#error-types. A status or envelope code is authoritative;
 * message text decides only when neither is present. Rate limiting is checked before the other 4xx
 * because the spec also recognises it by code or text, which a proxy may send with another status.
 */
export function classifyError(input: ErrorClassificationInput): ErrorType {
  const { status, code } = input;
  const message = input.message ?? "";
  const textOnly = status === undefined && code === undefined;

  if (input.isNetworkError || input.isTimeout) return "network";
  if (status === 429 || code === "TOO_MANY_REQUESTS" || RATE_LIMIT_TEXT.test(message)) return "rateLimit";
  if (status === 401 || code === "UNAUTHORIZED" || (textOnly && AUTH_TEXT.test(message))) return "authentication";
  if (status === 403 || code === "FORBIDDEN" || (textOnly && PERMISSION_TEXT.test(message))) return "permission";
  // 410 Gone (a deleted event) is "not found" for good: the same type, its own message and page.
  if (status === 404 || status === 410 || code === "NOT_FOUND" || code === "GONE") return "notFound";
  if (status !== undefined && status >= 400 && status <= 499) return "validation";
  if (status !== undefined && status >= 500 && status <= 599) return "server";
  if (code === "VALIDATION_ERROR" || code === "BAD_REQUEST" || code === "CONFLICT" || code === "PAYLOAD_TOO_LARGE")
    return "validation";
  if (code === "INTERNAL_ERROR" || code === "SERVICE_UNAVAILABLE") return "server";
  if (textOnly && NETWORK_TEXT.test(message)) return "network";
  if (textOnly && VALIDATION_TEXT.test(message)) return "validation";
  return "unknown";
}

export function errorTypeTitleKey(type: ErrorType): MessageKey {
  return `errorType.${type}.title`;
}

/** The message shown when the server gave none. */
export function errorTypeMessageKey(type: ErrorType): MessageKey {
  return `errorType.${type}.message`;
}

/** Rate-limit toasts stay 8 s, all others 5 s (docs/product/requests-and-errors.md#toasts). */
export function errorToastDurationMs(type: ErrorType): number {
  return type === "rateLimit" ? RATE_LIMIT_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

export type ErrorPanelVariant = "network" | "permission" | "notFound" | "generic";

/**
 * docs/product/requests-and-errors.md#error-panel: the full-page error
 * panel has four looks; everything without its own falls to generic.
 */
export function errorPanelVariant(type: ErrorType): ErrorPanelVariant {
  if (type === "network" || type === "permission" || type === "notFound") return type;
  return "generic";
}

export function errorPanelKey(variant: ErrorPanelVariant): MessageKey {
  return `errorPanel.${variant}`;
}
