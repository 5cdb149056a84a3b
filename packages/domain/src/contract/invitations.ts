import { z } from "zod";
import { ATTENDEE_INVITATION_STATUSES } from "../invitations/invitation-rules.ts";
import { instant } from "./envelope.ts";
import { myRegistrationSchema } from "./registrations.ts";

/**
 * One attendee invitation as its organiser sees it. `invitee` is what the organiser typed (an address, a
 * username) and nothing more until the person answers: it never tells whether an address has an account.
 */
export const attendeeInvitationSchema = z
  .strictObject({
    id: z.string(),
    status: z.enum(ATTENDEE_INVITATION_STATUSES),
    invitee: z.string(),
    createdAt: instant(),
    respondedAt: instant().nullable(),
  })
  .meta({ id: "AttendeeInvitation" });
export type AttendeeInvitation = z.infer<typeof attendeeInvitationSchema>;

/** `POST /api/events/{id}/invitations`: the same shape for a known and an unknown address. */
export const attendeeInvitationResultSchema = z.strictObject({ invitation: attendeeInvitationSchema });
/** `GET /api/events/{id}/invitations`, newest first. */
export const attendeeInvitationsSchema = z.strictObject({ invitations: z.array(attendeeInvitationSchema) });

/** `POST /api/invitations/{id}/accept` and `/decline`: the invitation's status, and the registration accepting made. */
export const invitationAnswerSchema = z.strictObject({
  invitation: z.strictObject({ id: z.string(), eventId: z.string(), status: z.enum(ATTENDEE_INVITATION_STATUSES) }),
  registration: myRegistrationSchema.nullable(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;
