import { z } from "zod";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";
import { instant, paginationSchema } from "./envelope.ts";
import { eventCardSchema } from "./event-cards.ts";
import { registrationSubmissionSchema } from "./hackathon-submissions.ts";
import { userSummarySchema } from "./users.ts";

export const myRegistrationSchema = z
  .strictObject({
    id: z.string(),
    eventId: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    ticketTypeId: z.string().nullable(),
    registeredAt: instant(),
    checkedInAt: instant().nullable(),
    allowDigitalCardDisplay: z.boolean().nullable(),
    projectId: z.string().nullable(),
  })
  .meta({ id: "MyRegistration" });
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** Cancel, undo check-in, an organiser's status change or addition: the registration after it. */
export const registrationResultSchema = z.strictObject({ registration: myRegistrationSchema });
const answerValueSchema = z.union([z.string(), z.array(z.string())]);

/** Where the form starts for a person registering again (docs/product/registration.md#registering-again). */
export const registrationPrefillSchema = z
  .strictObject({
    ticketTypeId: z.string().nullable(),
    answers: z.array(z.strictObject({ questionId: z.string(), answer: answerValueSchema })),
    allowDigitalCardDisplay: z.boolean().nullable(),
  })
  .meta({ id: "RegistrationPrefill" });

/** `GET /api/events/{id}/my-registration`; `prefill` only for a CANCELLED registration, else null. */
export const myRegistrationResultSchema = z.strictObject({
  registration: myRegistrationSchema.nullable(),
  prefill: registrationPrefillSchema.nullable().meta({ description: "The caller's last answers that still fit, when their registration is CANCELLED" }),
});
export type MyRegistrationResult = z.infer<typeof myRegistrationResultSchema>;

const organizerInfoSchema = z.strictObject({ info: z.string().nullable(), image: z.string().nullable() });
export type OrganizerInfo = z.infer<typeof organizerInfoSchema>;

/** `POST /api/events/{id}/register`. */
export const registerResultSchema = z.strictObject({
  registration: myRegistrationSchema,
  successInfo: organizerInfoSchema.nullable(),
  pendingInfo: organizerInfoSchema.nullable(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** `GET /api/user/registrations`; `submission` is the caller's hackathon team's (as submitter or member), null otherwise. */
export const userRegistrationsSchema = z.strictObject({
  registrations: z.array(myRegistrationSchema.extend({ event: eventCardSchema, submission: registrationSubmissionSchema.nullable() })),
});
export type UserRegistrations = z.infer<typeof userRegistrationsSchema>;

export const registrationAnswerSchema = z.strictObject({ questionId: z.string(), question: z.string(), answer: answerValueSchema });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** One row of `GET /api/events/{id}/registrations`: the organiser's view, with the contact fields given. */
export const organiserRegistrationSchema = z
  .strictObject({
    id: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    ticketTypeId: z.string().nullable(),
    projectId: z.string().nullable(),
    allowDigitalCardDisplay: z.boolean().nullable(),
    note: z.string().nullable(),
    registeredAt: instant(),
    statusChangedAt: instant(),
    checkedInAt: instant().nullable(),
    user: userSummarySchema.extend({ email: z.string().nullable(), phoneNumber: z.string().nullable(), wechatId: z.string().nullable() }),
    answers: z.array(registrationAnswerSchema),
  })
  .meta({ id: "OrganiserRegistration" });
export type OrganiserRegistration = z.infer<typeof organiserRegistrationSchema>;

export const registrationsPageSchema = z.strictObject({ registrations: z.array(organiserRegistrationSchema), pagination: paginationSchema });
export type RegistrationsPage = z.infer<typeof registrationsPageSchema>;
