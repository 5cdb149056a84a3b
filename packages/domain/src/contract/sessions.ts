import { z } from "zod";
import { instant } from "./envelope.ts";

/** One of a person's live sessions, as `GET /api/user/sessions` answers it and settings list it. */
export const signedInDeviceSchema = z
  .strictObject({
    id: z.string(),
    current: z.boolean().meta({ description: "The session the request came with" }),
    userAgent: z.string().nullable().meta({ description: "The person's own browser string; the domain's describeDevice names it" }),
    signedInAt: instant(),
    lastActiveAt: instant().meta({ description: "Moves at most once a day, with the session's sliding expiry: a day is its precision" }),
  })
  .meta({ id: "SignedInDevice" });
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** `GET /api/user/sessions`. */
export const signedInDevicesSchema = z.strictObject({ sessions: z.array(signedInDeviceSchema) });
/** `DELETE /api/user/sessions/{id}`. */
export const revokedSessionSchema = z.strictObject({ revoked: z.literal(true) });
/** `DELETE /api/user/sessions`: how many other devices were signed out. */
export const revokedSessionsSchema = z.strictObject({ revoked: z.number().int() });
