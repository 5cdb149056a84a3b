import { z } from "zod";

// better-auth's own answers (its standard endpoints, served by apps/server's auth routes). They are not
// ours to shape, so these objects are not strict: better-auth may add fields in a minor release.

export const sessionUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    username: z.string().nullable(),
    phoneNumber: z.string().nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authSessionSchema = z
  .object({ id: z.string(), userId: z.string(), expiresAt: z.string(), token: z.string() })
  .meta({ id: "Session" });

/** Sign-up, sign-in and password change. */
export const signedInSchema = z.object({ token: z.string().nullable(), user: sessionUserSchema });
/** `GET /api/auth/get-session`: null when signed out. */
export const currentSessionSchema = z.object({ session: authSessionSchema, user: sessionUserSchema }).nullable();
/** `POST /api/auth/phone-number/verify`. */
export const phoneSignedInSchema = z.object({ status: z.boolean(), token: z.string().nullable(), user: sessionUserSchema });
