import { Hono } from "hono";
import { type MessageKey, type MessageParams, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, translate } from "@commons/domain";
import type { AppEnv } from "../../lib/context.ts";
import type { Auth } from "./auth.ts";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limit.ts";
import { rateLimited } from "../../lib/rate-limit.ts";

// better-auth's error codes, mapped onto our catalog so the user reads them in their language.
const AUTH_ERROR_KEYS: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: "auth.invalidCredentials",
  USER_ALREADY_EXISTS: "auth.userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth.userExists",
  INVALID_OTP: "auth.invalidOtp",
  OTP_EXPIRED: "auth.otpExpired",
  TOO_MANY_ATTEMPTS: "auth.tooManyAttempts",
  INVALID_PHONE_NUMBER: "auth.invalidPhone",
  INVALID_EMAIL: "auth.invalidEmail",
  PASSWORD_TOO_SHORT: "password.tooShort",
  PASSWORD_TOO_LONG: "password.tooLong",
};
const STATUS_CODES = { 400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 422: "VALIDATION_ERROR", 429: "TOO_MANY_REQUESTS" } as const;

// Sign-in and code requests: 5 per minute per address and per account. Sign-up is looser because
// several people behind one address (a venue's wifi) may join at once.
const LIMITS: Record<string, RateLimitRule> = {
  "/api/auth/sign-in/email": { limit: 5, windowSeconds: 60 },
  "/api/auth/phone-number/send-otp": { limit: 5, windowSeconds: 60 },
  "/api/auth/phone-number/verify": { limit: 5, windowSeconds: 60 },
  "/api/auth/sign-up/email": { limit: 20, windowSeconds: 60 },
};

export function authRoutes(auth: Auth, limiter: RateLimiter) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const req = c.req.raw;
    const rule = req.method === "POST" ? LIMITS[c.req.path] : undefined;
    if (rule) {
      const ip = c.get("clientIp");
      let account = "";
      try {
        const body = (await req.clone().json()) as Record<string, unknown>;
        account = String(body.email ?? body.phoneNumber ?? "").toLowerCase();
      } catch {
        // Malformed bodies are better-auth's to refuse; the address key still applies.
      }
      const keys = [`auth:${c.req.path}:ip:${ip}`, ...(account ? [`auth:${c.req.path}:acct:${account}`] : [])];
      const limited = await rateLimited(c, limiter, keys, rule);
      if (limited) return limited;
    }
    const res = await auth.handler(req);
    if (res.status < 400) return res;
    return translateAuthError(res, c.get("locale"));
  });
}

async function translateAuthError(res: Response, locale: "zh" | "en"): Promise<Response> {
  let body: { code?: string; message?: string } = {};
  try {
    body = (await res.clone().json()) as typeof body;
  } catch {
    // Non-JSON error bodies keep the generic message below.
  }
  const key = body.code ? AUTH_ERROR_KEYS[body.code] : undefined;
  const params: MessageParams =
    key === "password.tooShort" ? { min: PASSWORD_MIN_LENGTH } : key === "password.tooLong" ? { max: PASSWORD_MAX_LENGTH } : {};
  const message = key ? translate(locale, key, params) : body.code === "PASSWORD_POLICY" && body.message ? body.message : translate(locale, res.status === 401 ? "auth.invalidCredentials" : "auth.failed");
  const code = STATUS_CODES[res.status as keyof typeof STATUS_CODES] ?? (res.status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify({ success: false, error: message, message, code, authCode: body.code }), {
    status: res.status >= 500 ? 500 : res.status,
    headers,
  });
}
