import { z } from "zod";
import {
  MAX_ANSWERS,
  ANSWER_TEXTAREA_MAX_LENGTH,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_STAGES,
  PROJECT_SUBTITLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  REGISTRATIONS_PAGE_SIZE,
} from "./registration-constants.ts";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";

const id = z.string().trim().min(1).max(64);
// A form may send null for "not chosen"; it means the same as leaving the key out.
const optionalId = id.nullable().optional();

/**
 * `POST /api/events/{id}/register`. Strict: an unknown key is refused with 422 (design rule 11).
 * Answer lengths are capped here generously; the per-type cap is checked against the question.
 */
export const registerRequestSchema = z.strictObject({
  ticketTypeId: optionalId,
  answers: z
    .array(
      z.strictObject({
        questionId: id,
        answer: z.union([
          z.string().max(ANSWER_TEXTAREA_MAX_LENGTH),
          z.array(z.string().max(ANSWER_TEXTAREA_MAX_LENGTH)).max(MAX_ANSWERS),
        ]),
      }),
    )
    .max(MAX_ANSWERS)
    .optional(),
  projectId: optionalId,
  allowDigitalCardDisplay: z.boolean().nullable().optional(),
  inviteCode: z.string().trim().max(64).nullable().optional(),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;

/** `PATCH /api/events/{id}/registrations/{registrationId}` by the organiser or an admin. */
export const organiserStatusChangeSchema = z.strictObject({
  status: z.enum(["APPROVED", "REJECTED", "WAITLISTED", "CANCELLED"]),
  note: z.string().trim().max(500).nullable().optional(),
});
export type OrganiserStatusChange = z.output<typeof organiserStatusChangeSchema>;

/**
 * `POST /api/events/{id}/registrations`: the organiser adds someone (always through the capacity guard),
 * named by `userId` or by what the organiser knows of them, `usernameOrEmail` — exactly one of the two.
 */
export const organiserAddSchema = z
  .strictObject({
    userId: id.optional(),
    usernameOrEmail: z.string().trim().min(1).max(254).optional(),
    ticketTypeId: optionalId,
    note: z.string().trim().max(500).nullable().optional(),
  })
  .refine((input) => (input.userId === undefined) !== (input.usernameOrEmail === undefined), {
    path: ["usernameOrEmail"],
    message: "registration.error.addWhoRequired",
  });
export type OrganiserAdd = z.output<typeof organiserAddSchema>;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const registrationsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REGISTRATION_STATUSES).optional()),
  ticketTypeId: z.preprocess(blankToUndefined, id.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type RegistrationsQuery = z.output<typeof registrationsQuerySchema>;
export { REGISTRATIONS_PAGE_SIZE };

/** `POST /api/events/{id}/checkin`: the scanned token, or the code typed by hand. */
export const checkInRequestSchema = z.union([
  z.strictObject({ token: z.string().trim().min(1).max(300) }),
  z.strictObject({ code: z.string().trim().min(1).max(32) }),
]);
export type CheckInRequest = z.output<typeof checkInRequestSchema>;

/** Manual codes are typed loosely: case, spaces and dashes don't matter. */
export function normaliseTicketCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * `POST /api/projects`: title, subtitle, stage, and optionally
 * description and tags (docs/product/registration.md#projects).
 */
export const projectCreateSchema = z.strictObject({
  title: z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH),
  subtitle: z.string().trim().max(PROJECT_SUBTITLE_MAX_LENGTH).nullable().optional(),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX_LENGTH).nullable().optional(),
  stage: z.enum(PROJECT_STAGES).default("IDEA_VALIDATION"),
  projectTags: z.array(z.string().trim().min(1).max(30)).max(20).optional(),
});
export type ProjectCreate = z.output<typeof projectCreateSchema>;
