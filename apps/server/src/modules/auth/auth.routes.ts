import { Hono } from "hono";
import {
  type FieldError,
  type MessageKey,
  type MessageParams,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  fieldLabel,
  translate,
} from "@commons/domain";
import type { AppEnv } from "../../lib/context.ts";
import { failure } from "../../lib/envelope.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { pathOfUnstorableText, unstorableTextError } from "../../lib/unstorable-text.ts";
import type { Auth } from "./auth.ts";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limit.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { deviceCookie, signInRefusal, slowDownFailure } from "./sign-in-throttle.ts";

// better-auth's error codes, mapped onto our catalog so the user reads them in their language.
const AUTH_ERROR_KEYS: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: "auth.invalidCredentials",
  USER_ALREADY_EXISTS: "auth.userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth.userExists",
  INVALID_OTP: "auth.invalidOtp",
  OTP_EXPIRED: "auth.otpExpired",
  // No code was ever sent to the number (or it was used up): as good as expired.
  OTP_NOT_FOUND: "auth.otpExpired",
  UNSUPPORTED_MEDIA_TYPE: "error.badRequest",
  TOO_MANY_ATTEMPTS: "auth.tooManyAttempts",
  INVALID_PHONE_NUMBER: "auth.invalidPhone",
  INVALID_EMAIL: "auth.invalidEmail",
  PASSWORD_TOO_SHORT: "password.tooShort",
  PASSWORD_TOO_LONG: "password.tooLong",
  // Only change-password verifies a password by itself (sign-in answers INVALID_EMAIL_OR_PASSWORD).
  INVALID_PASSWORD: "auth.wrongCurrentPassword",
  // A phone-code account has no password to change.
  CREDENTIAL_ACCOUNT_NOT_FOUND: "auth.noPassword",
  // reset-password's token: unknown, used or past its hour.
  INVALID_TOKEN: "auth.resetLinkInvalid",
  NAME_TOO_LONG: "validation.tooLong",
  NAME_REQUIRED: "validation.required",
  "Invalid JSON in request body": "error.malformedJson",
};
/** The field each of those codes is about, so the answer's `details` names it (design rule 11). */
const AUTH_ERROR_FIELDS: Record<string, string> = {
  USER_ALREADY_EXISTS: "email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email",
  INVALID_EMAIL: "email",
  INVALID_OTP: "code",
  OTP_EXPIRED: "code",
  OTP_NOT_FOUND: "code",
  // change-password's current password.
  INVALID_PASSWORD: "currentPassword",
  INVALID_TOKEN: "token",
  INVALID_PHONE_NUMBER: "phoneNumber",
  PASSWORD_TOO_SHORT: "password",
  PASSWORD_TOO_LONG: "password",
  PASSWORD_POLICY: "password",
  NAME_TOO_LONG: "name",
  NAME_REQUIRED: "name",
};
/** change-password and reset-password call the password they set `newPassword`: their refusals name that field. */
const FIELD_ON_PATH: Record<string, Record<string, string>> = {
  "/api/auth/change-password": { password: "newPassword" },
  "/api/auth/reset-password": { password: "newPassword" },
};
const STATUS_CODES = { 400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 422: "VALIDATION_ERROR", 429: "TOO_MANY_REQUESTS" } as const;

// Code requests: 5 per minute per address and per account. Sign-up is looser because several people
// behind one address (a venue's wifi) may join at once. Sign-in has its own rules (sign-in-throttle.ts).
const SIGN_IN = "/api/auth/sign-in/email";
const SIGN_UP = "/api/auth/sign-up/email";
const LIMITS: Record<string, RateLimitRule> = {
  "/api/auth/phone-number/send-otp": { limit: 5, windowSeconds: 60 },
  "/api/auth/phone-number/verify": { limit: 5, windowSeconds: 60 },
  "/api/auth/sign-up/email": { limit: 20, windowSeconds: 60 },
  // Proves the current password: with a borrowed session it would otherwise be a way to guess it.
  "/api/auth/change-password": { limit: 5, windowSeconds: 60 },
  // Each request mails the address: a flood would be spam sent in our name.
  "/api/auth/request-password-reset": { limit: 5, windowSeconds: 60 },
  "/api/auth/reset-password": { limit: 5, windowSeconds: 60 },
};

/**
 * The better-auth endpoints this app uses, each described in auth.openapi.ts. better-auth serves many
 * more (update-user, list-sessions, list-accounts…); left open they were routes outside the published
 * contract, untested by the authorisation matrix and the bad-input suite, and update-user stored a
 * 100,000-character name past the profile's limits. Anything else under /api/auth is "not found".
 */
const SERVED = new Set([
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "GET /api/auth/get-session",
  "POST /api/auth/phone-number/send-otp",
  "POST /api/auth/phone-number/verify",
  "POST /api/auth/change-password",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
]);

/**
 * `secret` signs the device cookie; `https` marks it Secure (as the session cookie is). `afterSignUp` runs once a
 * sign-up answered 200 and better-auth's own writes are committed (a new account takes over the invitations
 * waiting for its address, modules/invitations).
 */
export function authRoutes(
  auth: Auth,
  limiter: RateLimiter,
  { secret, https, afterSignUp = async () => {} }: { secret: string; https: boolean; afterSignUp?: (email: string) => Promise<void> },
) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const req = c.req.raw;
    if (!SERVED.has(`${req.method} ${c.req.path}`)) throw notFound();
    let body: unknown = null;
    if (req.method === "POST") {
      try {
        body = await req.clone().json();
      } catch {
        // Malformed bodies are better-auth's to refuse (translated below).
      }
      // better-auth would hand a NUL to PostgreSQL, which cannot store it: a 500 (lib/unstorable-text.ts).
      // Only an object's fields can reach the database; any other body is better-auth's to refuse.
      const at = body && typeof body === "object" && !Array.isArray(body) ? pathOfUnstorableText(body) : null;
      if (at !== null) throw unstorableTextError(at, c.get("locale"));
    }
    const rule = req.method === "POST" ? LIMITS[c.req.path] : undefined;
    const account = rule || c.req.path === SIGN_IN || c.req.path === SIGN_UP ? await accountOf(auth, req, body) : "";
    if (rule) {
      const ip = c.get("clientIp");
      const keys = [`auth:${c.req.path}:ip:${ip}`, ...(account ? [`auth:${c.req.path}:acct:${account}`] : [])];
      const limited = await rateLimited(c, limiter, keys, rule);
      if (limited) return limited;
    }
    const signIn = req.method === "POST" && c.req.path === SIGN_IN;
    if (signIn) {
      const limited = await signInRefusal(c, limiter, secret, account);
      if (limited) return limited;
    }
    const res = await auth.handler(req);
    if (res.status === 200 && c.req.path === SIGN_UP) {
      // No device cookie for a sign-up: it answers a taken address alike and signs nobody in (ADR 0031), so it
      // proves nothing about the account; a device becomes known only by signing in.
      const answer = await sameSignUpAnswer(res);
      await afterSignUp(String((body as { email?: unknown }).email));
      return answer;
    }
    if (res.status < 400) {
      // A browser that signed in is a known device for this account from now on.
      if (signIn && account) res.headers.append("set-cookie", deviceCookie(secret, account, https));
      return res;
    }
    if (signIn && res.status === 401) await slowDownFailure(limiter, account);
    return translateAuthError(res, c.get("locale"), c.req.path);
  });
}

/**
 * docs/product/accounts-and-profile.md#sign-up: a new and a taken address get the same answer. better-auth
 * answers a taken one with a made-up user; only the fields every answer has, with the values a fresh
 * account has, are passed on, so no field (a derived username, an echoed image) tells the two apart.
 */
async function sameSignUpAnswer(res: Response): Promise<Response> {
  const { user } = (await res.json()) as { user: Record<string, unknown> };
  const fresh = { id: user.id, name: user.name, email: user.email, emailVerified: false, image: null, username: null, phoneNumber: null, createdAt: user.createdAt, updatedAt: user.updatedAt };
  return new Response(JSON.stringify({ token: null, user: fresh }), { status: 200, headers: { "content-type": "application/json; charset=utf-8" } });
}

/**
 * The account a limited request is about: the address or number it names, or, for a signed-in action
 * such as change-password, the session's user. Empty when none can be told.
 */
async function accountOf(auth: Auth, req: Request, body: unknown): Promise<string> {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  // Only a string names an account: String() of a deeply nested array overflows the stack (a 500).
  const named = fields.email ?? fields.phoneNumber;
  if (typeof named === "string") return named.toLowerCase();
  if (!req.headers.get("cookie")) return "";
  const session = await auth.api.getSession({ headers: req.headers });
  return session ? `user:${session.user.id}` : "";
}

async function translateAuthError(res: Response, locale: "zh" | "en", path: string): Promise<Response> {
  let body: { code?: string; message?: string } = {};
  try {
    body = (await res.clone().json()) as typeof body;
  } catch {
    // Non-JSON error bodies keep the generic message below.
  }
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  const answer = (status: number, payload: object) => new Response(JSON.stringify({ ...payload, authCode: body.code }), { status, headers });

  // better-auth's own schema check: a wrong type or a missing field. It names them in its message
  // ("[body.email] Invalid input: expected string, received number; …"): answer our 422 naming each.
  if (body.code === "VALIDATION_ERROR") {
    const details = validationDetails(body.message ?? "", locale);
    return answer(422, failure(new AppError(422, "VALIDATION_ERROR", "error.validation", {}, details), locale));
  }
  const key = (body.code && AUTH_ERROR_KEYS[body.code]) || (body.message && AUTH_ERROR_KEYS[body.message]) || undefined;
  const params: MessageParams =
    key === "password.tooShort" ? { min: PASSWORD_MIN_LENGTH } : key === "password.tooLong" ? { max: PASSWORD_MAX_LENGTH } : key === "validation.tooLong" ? { max: NAME_MAX_LENGTH, field: "field.name" } : key === "validation.required" ? { field: "field.name" } : {};
  const message = key ? translate(locale, key, params) : body.code === "PASSWORD_POLICY" && body.message ? body.message : translate(locale, res.status === 401 ? "auth.invalidCredentials" : "auth.failed");
  const code = STATUS_CODES[res.status as keyof typeof STATUS_CODES] ?? (res.status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
  const generic = body.code ? AUTH_ERROR_FIELDS[body.code] : undefined;
  const field = generic ? (FIELD_ON_PATH[path]?.[generic] ?? generic) : undefined;
  // A 422 always names its field; so does any refusal that is about one field.
  const details: FieldError[] | undefined = field ? [{ field, message }] : code === "VALIDATION_ERROR" ? [{ field: "body", message }] : undefined;
  return answer(res.status >= 500 ? 500 : res.status, { success: false, error: message, message, code, ...(details ? { details } : {}) });
}

/** "[body.name] Invalid input: expected string, received undefined; [body] …" → one detail per field. */
function validationDetails(message: string, locale: "zh" | "en"): FieldError[] {
  const details: FieldError[] = [];
  for (const part of message.split("; ")) {
    const match = /^\[body(?:\.([^\]]+))?\]\s*(.*)$/.exec(part);
    if (!match) continue;
    const field = match[1] ?? "body";
    const text = match[2] ?? "";
    const key: MessageKey = /received undefined/.test(text) ? "validation.required" : /expected \w+, received/.test(text) ? "validation.invalidType" : "validation.invalid";
    // Translated here, not at the edge: an auth field's label depends on the auth route (`code` is the SMS code).
    if (!details.some((d) => d.field === field)) details.push({ field, message: translate(locale, key, { field: authFieldLabel(field) }) });
  }
  return details.length ? details : [{ field: "body", message: translate(locale, "validation.invalid", { field: "field.body" }) }];
}

const AUTH_FIELD_LABELS: Record<string, MessageKey> = { code: "field.otpCode" };

function authFieldLabel(field: string): string {
  const top = field.split(".")[0]!;
  return AUTH_FIELD_LABELS[top] ?? fieldLabel(field);
}
