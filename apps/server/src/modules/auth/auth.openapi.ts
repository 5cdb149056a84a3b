import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.ts";
import {
  currentSessionSchema,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_MINUTES,
  phoneSignedInSchema,
  signedInSchema,
} from "@commons/domain";
import { errorResponses } from "../../lib/openapi.ts";

// better-auth serves these routes itself (auth.routes.ts, which serves no other better-auth endpoint);
// they are only described here, so that /api/openapi.json is the whole contract. Bodies follow
// better-auth 1.7's standard endpoints.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const signedIn = (description: string) => ({
  description: `${description}; sets the httpOnly session cookie`,
  ...json(signedInSchema),
});
const originNote = "Requires an Origin header equal to the site's origin.";
const tags = ["auth"];

export function registerAuthOpenApi(app: OpenAPIHono<AppEnv>): void {
  const r = app.openAPIRegistry;
  r.registerPath({
    method: "post",
    path: "/api/auth/sign-up/email",
    tags,
    summary: "Create an account with email and password (answers alike for a taken address; signs nobody in)",
    description: `${originNote} Password: 8-128 characters, common passwords refused. A taken address gets the same 200 (a made-up user, no session) and its owner is mailed instead; sign in next with the same password.`,
    request: {
      body: {
        required: true,
        ...json(z.object({ name: z.string().min(1).max(NAME_MAX_LENGTH), email: z.string(), password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH) })),
      },
    },
    responses: { 200: { description: "Account created, or the address's owner mailed; no session cookie", ...json(signedInSchema) }, 400: errorResponses[400], 422: errorResponses[422], 429: errorResponses[429] },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/sign-in/email",
    tags,
    summary: "Sign in with email and password",
    description: originNote,
    request: {
      body: { required: true, ...json(z.object({ email: z.string(), password: z.string(), rememberMe: z.boolean().optional() })) },
    },
    responses: { 200: signedIn("Signed in"), 401: errorResponses[401], 429: errorResponses[429] },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/sign-out",
    tags,
    summary: "Sign out; the session is deleted on the server",
    description: originNote,
    responses: { 200: { description: "Signed out", ...json(z.object({ success: z.boolean() })) } },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/change-password",
    tags,
    summary: "Change the signed-in person's password; revokeOtherSessions signs out every other session",
    description: `${originNote} The new password follows the sign-up rules.`,
    request: {
      body: {
        required: true,
        ...json(
          z.object({
            currentPassword: z.string(),
            newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
            revokeOtherSessions: z.boolean().optional(),
          }),
        ),
      },
    },
    responses: {
      200: { description: "Changed", ...json(signedInSchema) },
      400: errorResponses[400],
      401: errorResponses[401],
      422: errorResponses[422],
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/request-password-reset",
    tags,
    summary: "Mail a password-reset link to an account's address",
    description: `${originNote} Answers the same whether or not the address has an account, so it tells nobody which addresses do. The link opens /{locale}/auth/reset-password?token=… and works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. 5 a minute per address and per email.`,
    request: { body: { required: true, ...json(z.object({ email: z.string() })) } },
    responses: {
      200: { description: "Queued if the address has an account", ...json(z.object({ status: z.boolean(), message: z.string() })) },
      422: errorResponses[422],
      429: errorResponses[429],
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    tags,
    summary: "Set a new password with a reset link's token; every session of the account is signed out",
    description: `${originNote} The new password follows the sign-up rules. An unknown, used or expired token is a 400 naming \`token\`.`,
    request: {
      body: { required: true, ...json(z.object({ token: z.string(), newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH) })) },
    },
    responses: {
      200: { description: "Password set", ...json(z.object({ status: z.boolean() })) },
      400: errorResponses[400],
      422: errorResponses[422],
      429: errorResponses[429],
    },
  });
  r.registerPath({
    method: "get",
    path: "/api/auth/get-session",
    tags,
    summary: "The current session, or null when signed out",
    responses: {
      200: { description: "Session and user, or null", ...json(currentSessionSchema) },
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/phone-number/send-otp",
    tags,
    summary: "Send a 6-digit sign-in code by SMS (valid 5 minutes)",
    description: `${originNote} Development: the code is in the outbox at /dev/outbox.`,
    request: { body: { required: true, ...json(z.object({ phoneNumber: z.string().openapi({ example: "+8613812345678" }) })) } },
    responses: {
      200: { description: "Code sent", ...json(z.object({ message: z.string() })) },
      400: errorResponses[400],
      429: errorResponses[429],
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/auth/phone-number/verify",
    tags,
    summary: "Check the code and sign in, creating the account on first use",
    description: `${originNote} New phone accounts get a placeholder email, answered as null by /api/profile.`,
    request: { body: { required: true, ...json(z.object({ phoneNumber: z.string(), code: z.string() })) } },
    responses: {
      200: { description: "Signed in; sets the httpOnly session cookie", ...json(phoneSignedInSchema) },
      400: errorResponses[400],
      429: errorResponses[429],
    },
  });
}
