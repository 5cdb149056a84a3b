import { z } from "zod";
import { instant } from "./envelope.ts";
import { userSummarySchema } from "./users.ts";

/** `GET /api/events/{id}/ticket`: the caller's signed check-in token and manual code. */
export const checkInTicketSchema = z.strictObject({
  token: z.string(),
  manualCode: z.string(),
  checkedInAt: instant().nullable(),
  event: z.strictObject({ id: z.string(), title: z.string(), startTime: instant(), endTime: instant(), timezone: z.string() }),
});
export type CheckInTicket = z.infer<typeof checkInTicketSchema>;

/** `POST /api/events/{id}/checkin`. */
export const checkInResultSchema = z.strictObject({
  checkedIn: z.literal(true),
  alreadyCheckedIn: z.boolean(),
  checkedInAt: instant(),
  user: userSummarySchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * `POST /api/events/{id}/checkin/validate`: whether a code would check its holder in, changing nothing
 * (docs/product/organiser-console.md#check-in). Valid: whose ticket it is and whether they are in already.
 */
export const checkInValidationSchema = z
  .discriminatedUnion("valid", [
    z.strictObject({ valid: z.literal(true), user: userSummarySchema, checkedInAt: instant().nullable() }),
    z.strictObject({ valid: z.literal(false) }),
  ])
  .meta({ id: "CheckInValidation" });
export type CheckInValidation = z.infer<typeof checkInValidationSchema>;

/** One row of `GET /api/events/{id}/checkin`. */
export const checkInEntrySchema = z.strictObject({
  registrationId: z.string().meta({ description: "For undo: DELETE /api/events/{id}/checkin/{registrationId}" }),
  user: userSummarySchema,
  checkedInAt: instant(),
  ticketTypeId: z.string().nullable(),
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;
export const checkInListSchema = z.array(checkInEntrySchema);
