import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins";
import {
  isPlaceholderEmail,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_MINUTES,
  placeholderEmailFor,
  translate,
  validateFullPhone,
} from "@commons/domain";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users, verifications } from "../../db/schema/index.ts";
import type { Env } from "../../env.ts";
import type { SessionCache } from "../../lib/session-cache.ts";
import type { MessageQueue } from "../messaging/message-queue.ts";
import { passwordProblem } from "./password-policy.ts";
import { localeOfHeaders } from "./locale-of-headers.ts";

/**
 * Idle timeout: a session not used for this long expires. Each use (at most once a day, see below)
 * pushes the expiry this far ahead again, so an active session stays signed in.
 */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
const SESSION_REFRESH_AGE_S = 60 * 60 * 24;
/** Absolute lifetime: however active, a session ends this long after sign-in (a stolen cookie ages out). */
export const SESSION_ABSOLUTE_LIFETIME_S = 60 * 60 * 24 * 90;
const OTP_TTL_S = 5 * 60;
const OTP_ATTEMPTS = 5;
const PASSWORD_PATHS = new Set(["/sign-up/email", "/change-password", "/reset-password", "/phone-number/reset-password"]);

/** How passwords are hashed and checked: better-auth's `emailAndPassword.password`. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export interface AuthDeps {
  db: Db;
  env: Env;
  messages: MessageQueue;
  trustedOrigins: string[];
  sessionCache: SessionCache;
  /**
   * Only the server's test apps pass this (a cheap hash, test/test-password-hashing.ts, ADR 0047). Unset, as
   * everywhere else, better-auth hashes with its scrypt; no environment variable reaches it.
   */
  passwordHashing?: PasswordHashing;
}

export function createAuth({ db, env, messages, trustedOrigins, sessionCache, passwordHashing }: AuthDeps) {
  return betterAuth({
    appName: "Commons",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, schema: { users, sessions, accounts, verifications } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // docs/product/accounts-and-profile.md#sign-up: sign-up answers alike for a new and a taken address
      // (better-auth then answers a taken one with a made-up user and no session), so it never signs in;
      // the page signs in next with the same password (ADR 0031).
      autoSignIn: false,
      // The owner of a taken address hears about the attempt, and how to get back in.
      onExistingUserSignUp: async ({ user }, request) => {
        if (isPlaceholderEmail(user.email)) return;
        const locale = localeOfHeaders(request?.headers);
        const text = translate(locale, "mail.signUpTaken.body", {
          name: user.name,
          signIn: `${env.publicUrl}/${locale}/auth/login`,
          reset: `${env.publicUrl}/${locale}/auth/forgot-password`,
        });
        await messages.send({ payload: { kind: "mail", to: user.email, subject: translate(locale, "mail.signUpTaken.subject"), text } });
      },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_MINUTES * 60,
      // Whoever held the password may still hold a session: a reset ends them all.
      revokeSessionsOnPasswordReset: true,
      // Queued like every mail: a slow mail server never holds up the request (and its timing says nothing
      // about whether the address has an account). The link opens our page, in the language it was asked in.
      sendResetPassword: async ({ user, token }, request) => {
        if (isPlaceholderEmail(user.email)) return;
        const locale = localeOfHeaders(request?.headers);
        const link = `${env.publicUrl}/${locale}/auth/reset-password?token=${encodeURIComponent(token)}`;
        const subject = translate(locale, "mail.resetPassword.subject");
        const text = translate(locale, "mail.resetPassword.body", { name: user.name, link, minutes: PASSWORD_RESET_LINK_MINUTES });
        await messages.send({
          payload: { kind: "mail", to: user.email, subject, text },
          expiresAt: new Date(Date.now() + PASSWORD_RESET_LINK_MINUTES * 60 * 1000),
        });
      },
    },
    session: { expiresIn: SESSION_MAX_AGE_S, updateAge: SESSION_REFRESH_AGE_S },
    user: { additionalFields: { username: { type: "string", required: false, input: false } } },
    // Limits for auth routes are applied by our own limiter in front of this handler (one place, one policy).
    rateLimit: { enabled: false },
    // An exception that is not one of better-auth's refusals leaves its handler instead of becoming a
    // bare 500, so our error handler logs it and answers 503 when the database is unreachable.
    onAPIError: { throw: true },
    advanced: {
      cookiePrefix: "commons",
      useSecureCookies: env.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        update: {
          // A refresh slides the expiry forward; it never passes the absolute lifetime.
          before: async (data, ctx) => ({ data: capSessionExpiry(data, ctx?.context.session?.session.createdAt) }),
        },
        // Sign-out, revoking devices, a password reset, a deleted account: every way better-auth ends a
        // session passes here, so no process answers it from memory afterwards (ADR 0045).
        delete: { after: async (session) => sessionCache.forgetUser(session.userId) },
      },
      user: {
        // A changed name or email is in the cached sessions: drop them so the next request reads it.
        update: { after: async (user) => sessionCache.forgetUser(user.id) },
        delete: { after: async (user) => sessionCache.forgetUser(user.id) },
        create: {
          before: async (user, ctx) => ({
            data: {
              ...user,
              username: await freeUsername(db, user.email, user.name),
              // better-auth's email sign-up stores any `image` string unchecked (another person's upload, a
              // `javascript:` URL). It is no field of our sign-up (auth.openapi.ts), so it is never stored
              // (design rule 11); a photo is set through the profile, which checks it (design rule 8).
              ...(ctx?.path === "/sign-up/email" ? { image: null } : {}),
            },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") refuseBadName(ctx.body);
        if (ctx.path === "/phone-number/verify") await detachUnverifiedPhone(db, ctx.body);
        if (ctx.path.startsWith("/phone-number/")) return normalisePhoneBody(ctx.body);
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body.password ?? body.newPassword;
        if (typeof password !== "string") return;
        const problem = passwordProblem(password);
        if (problem) {
          const locale = localeOfHeaders(ctx.headers);
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_POLICY", message: translate(locale, problem.key, problem.params) });
        }
      }),
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_TTL_S,
        allowedAttempts: OTP_ATTEMPTS,
        phoneNumberValidator: (value) => validateFullPhone(value, "zh").valid,
        // Queued, not sent: a slow SMS provider never holds up the request; the worker sends it at once.
        sendOTP: async ({ phoneNumber: to, code }) => {
          const text = `【Commons】验证码 ${code}，${OTP_TTL_S / 60} 分钟内有效。Your code is ${code}.`;
          await messages.send({ payload: { kind: "sms", to, text }, expiresAt: new Date(Date.now() + OTP_TTL_S * 1000) });
        },
        signUpOnVerification: {
          // Phone accounts get a placeholder address, which counts as "no
          // email" (docs/product/accounts-and-profile.md#placeholder-emails).
          getTempEmail: (value) => placeholderEmailFor("phone", value.replace(/\D/g, "")),
          getTempName: (value) => `用户${value.replace(/\D/g, "").slice(-4)}`,
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Clamps a session's new expiry to its sign-in time plus the absolute lifetime. */
export function capSessionExpiry<T extends { expiresAt?: Date | null }>(data: T, createdAt: Date | undefined): T {
  if (!createdAt || !data.expiresAt) return data;
  const cap = new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_LIFETIME_S * 1000);
  return data.expiresAt > cap ? { ...data, expiresAt: cap } : data;
}

/**
 * better-auth signs a code in to whichever account holds the number, verified or not. A number typed into
 * a profile is only a claim: the person who proves they own it must not land in that account, so the
 * unproven claim is dropped first and the code then signs in (or creates) the owner's own account.
 */
async function detachUnverifiedPhone(db: Db, body: unknown) {
  const { phoneNumber: raw, code } = (body ?? {}) as { phoneNumber?: unknown; code?: unknown };
  if (typeof raw !== "string" || typeof code !== "string") return;
  const parsed = validateFullPhone(raw, "zh");
  if (!parsed.valid) return;
  // Only a request that will succeed may drop the claim: a wrong code is refused and must change nothing
  // (else anyone could strip a number off someone's profile by guessing). better-auth keeps the pending
  // code as "<code>:<failed attempts>" under this identifier; it counts the attempt itself afterwards.
  const [pending] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, `phone-number-otp-${parsed.e164}`), gt(verifications.expiresAt, new Date())))
    // better-auth reads the newest row for an identifier; so does this.
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  const [stored, attempts] = (pending?.value ?? "").split(":");
  if (!stored || stored !== code || Number(attempts ?? 0) >= OTP_ATTEMPTS) return;
  await db
    .update(users)
    .set({ phoneNumber: null })
    .where(and(eq(users.phoneNumber, parsed.e164), eq(users.phoneNumberVerified, false)));
}

/**
 * Sign-up's name follows the profile's rule (1-50 characters): better-auth itself only asks for a string,
 * and stored a 100,000-character name. A 422 naming the field (auth.routes.ts translates the code).
 */
function refuseBadName(body: unknown) {
  const name = (body as { name?: unknown } | null)?.name;
  if (typeof name !== "string") return; // better-auth's own schema refuses a missing or non-string name
  const length = name.trim().length;
  if (length === 0) throw new APIError("UNPROCESSABLE_ENTITY", { code: "NAME_REQUIRED", message: "name is required" });
  if (length > NAME_MAX_LENGTH) throw new APIError("UNPROCESSABLE_ENTITY", { code: "NAME_TOO_LONG", message: "name is too long" });
}

/** "+86 138-1234-5678" and "+8613812345678" are one person: store and look up the E.164 form only. */
function normalisePhoneBody(body: unknown) {
  if (!body || typeof body !== "object") return;
  const raw = (body as { phoneNumber?: unknown }).phoneNumber;
  if (typeof raw !== "string") return;
  const parsed = validateFullPhone(raw, "zh");
  if (!parsed.valid || parsed.e164 === raw) return;
  return { context: { body: { ...body, phoneNumber: parsed.e164 } } };
}

/** A readable, unique handle derived from the email's local part, with a short suffix on collision. */
async function freeUsername(db: Db, email: string, name: string): Promise<string> {
  const local = email.split("@")[0] ?? "";
  const base = (/^\d+$/.test(local) ? "user" : local || name).toLowerCase().replace(/[^a-z0-9_-]/g, "").slice(0, 20) || "user";
  const stem = base.length >= 3 ? base : `${base}user`;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}-${Math.random().toString(36).slice(2, 6)}`;
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
    if (taken.length === 0) return candidate;
  }
  return `${stem}-${crypto.randomUUID().slice(0, 8)}`;
}
