import { z } from "zod";
import { EVENT_TYPES } from "../events/event-enums.ts";
import { DEFAULT_PARTICIPANTS_VISIBILITY, PARTICIPANTS_VISIBILITIES } from "../participants/participants-visibility.ts";
import {
  CHOICE_QUESTION_TYPES,
  EVENT_ADDRESS_MAX_LENGTH,
  EVENT_CITY_MAX_LENGTH,
  EVENT_INFO_MAX_LENGTH,
  EVENT_MAX_ATTENDEES_LIMIT,
  EVENT_ORGANIZER_CONTACT_MAX_LENGTH,
  EVENT_PAYMENT_NOTE_MAX_LENGTH,
  EVENT_RICH_CONTENT_MAX_LENGTH,
  EVENT_SHORT_DESCRIPTION_MAX_LENGTH,
  EVENT_TAG_MAX_LENGTH,
  EVENT_TAGS_MAX_COUNT,
  EVENT_TIMEZONE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_URL_MAX_LENGTH,
  INSTANT_MAX_YEAR,
  INSTANT_MIN_YEAR,
  QUESTION_DESCRIPTION_MAX_LENGTH,
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX_COUNT,
  QUESTION_OPTIONS_MIN_COUNT,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTION_TYPES,
  QUESTIONS_MAX_COUNT,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_NAME_MAX_LENGTH,
  TICKET_TYPES_MAX_COUNT,
} from "./event-editor-constants.ts";

// Every message below is a catalog key; localiseIssues() renders it in the reader's language and names
// the field (the top-level key's `field.*` label, or the key's own text for list items).

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const clearableText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();
const id = z.string().trim().min(1).max(64);

/** True for a zone the runtime knows (Intl throws a RangeError on an unknown one). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > EVENT_TIMEZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Looks like one of our stored files: `/files/…` (local storage), or an absolute http(s) URL (local
 * storage behind PUBLIC_URL, or the S3 driver's public base). The server decides whether an absolute URL
 * really is ours (its origin and path); the domain cannot know the configuration.
 */
export function isOwnFileUrl(value: string): boolean {
  if (value.includes("..") || value.includes("\\")) return false;
  if (value.startsWith("/files/")) return value.length > "/files/".length && !value.startsWith("/files//");
  return isHttpUrl(value);
}

const httpUrl = z.preprocess(
  blankToNull,
  z.string().trim().max(EVENT_URL_MAX_LENGTH).refine(isHttpUrl, "eventInput.urlInvalid").nullable(),
);
const fileUrl = z.preprocess(
  blankToNull,
  z.string().trim().max(EVENT_URL_MAX_LENGTH).refine(isOwnFileUrl, "eventInput.fileUrlInvalid").nullable(),
);
const instant = z.iso
  .datetime({ offset: true, message: "eventInput.instantInvalid" })
  .superRefine((value, ctx) => {
    // The format alone lets "0000-01-01T00:00:00Z" through (docs/product/requests-and-errors.md#dates).
    // A value the format refused is already reported: NaN adds nothing.
    const at = Date.parse(value);
    if (Number.isFinite(at) && !isInstantInRange(at)) ctx.addIssue({ code: "custom", message: "eventInput.instantOutOfRange", params: { min: INSTANT_MIN_YEAR, max: INSTANT_MAX_YEAR } });
  });

/** Whether a time (ms since the epoch) falls in the years people may type (INSTANT_MIN_YEAR..INSTANT_MAX_YEAR, UTC). */
function isInstantInRange(at: number): boolean {
  return at >= Date.UTC(INSTANT_MIN_YEAR, 0, 1) && at < Date.UTC(INSTANT_MAX_YEAR + 1, 0, 1);
}

export const ticketTypeInputSchema = z.strictObject({
  id: id.optional(),
  name: z
    .string()
    .trim()
    .min(1, "eventInput.ticketType.nameRequired")
    .max(TICKET_NAME_MAX_LENGTH, "eventInput.ticketType.nameTooLong"),
  description: z.preprocess(
    blankToNull,
    z.string().trim().max(TICKET_DESCRIPTION_MAX_LENGTH, "eventInput.ticketType.descriptionTooLong").nullable(),
  ).optional(),
  priceCents: z.number().int("eventInput.ticketType.priceInvalid").min(0, "eventInput.ticketType.priceInvalid").max(100_000_000, "eventInput.ticketType.priceInvalid").default(0),
  maxQuantity: z
    .number()
    .int("eventInput.ticketType.maxQuantityInvalid")
    .min(1, "eventInput.ticketType.maxQuantityInvalid")
    .max(EVENT_MAX_ATTENDEES_LIMIT, "eventInput.ticketType.maxQuantityInvalid")
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type TicketTypeInput = z.output<typeof ticketTypeInputSchema>;

export const questionInputSchema = z
  .strictObject({
    id: id.optional(),
    question: z
      .string()
      .trim()
      .min(1, "eventInput.question.textRequired")
      .max(QUESTION_TEXT_MAX_LENGTH, "eventInput.question.textTooLong"),
    description: z.preprocess(
      blankToNull,
      z.string().trim().max(QUESTION_DESCRIPTION_MAX_LENGTH, "eventInput.question.descriptionTooLong").nullable(),
    ).optional(),
    type: z.enum(QUESTION_TYPES, "eventInput.question.typeInvalid"),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, "eventInput.question.optionRequired")
          .max(QUESTION_OPTION_MAX_LENGTH, "eventInput.question.optionTooLong"),
      )
      .max(QUESTION_OPTIONS_MAX_COUNT, "eventInput.question.optionsTooMany")
      .default([]),
    required: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((q, ctx) => {
    const isChoice = CHOICE_QUESTION_TYPES.includes(q.type);
    if (!isChoice && q.options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "eventInput.question.optionsNotAllowed" });
    }
    if (isChoice && q.options.length < QUESTION_OPTIONS_MIN_COUNT) {
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "eventInput.question.optionsTooFew",
        params: { min: QUESTION_OPTIONS_MIN_COUNT },
      });
    }
    if (new Set(q.options).size !== q.options.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "eventInput.question.optionsDuplicate" });
    }
  });
export type QuestionInput = z.output<typeof questionInputSchema>;

function uniqueIds(items: readonly { id?: string | undefined }[]): boolean {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  return new Set(ids).size === ids.length;
}

/** Tags compare case-insensitively; the first spelling wins. */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/**
 * Every field of the editor, without cross-field rules. Strict: an unknown key is refused (design
 * rule 11), so status, counters, organiser or view counts can never be written through it.
 * Optional fields have no defaults here, so that the PATCH schema (all optional) never invents values;
 * the server fills defaults on create (see EVENT_INPUT_DEFAULTS).
 */
export const eventInputFieldsSchema = z.strictObject({
  title: z.string().trim().min(1).max(EVENT_TITLE_MAX_LENGTH),
  shortDescription: clearableText(EVENT_SHORT_DESCRIPTION_MAX_LENGTH),
  richContent: z.preprocess(blankToNull, z.string().max(EVENT_RICH_CONTENT_MAX_LENGTH).nullable()).optional(),
  coverImage: fileUrl.optional(),
  type: z.enum(EVENT_TYPES),
  startTime: instant,
  endTime: instant,
  timezone: z.string().trim().refine(isValidTimeZone, "eventInput.timezoneInvalid"),
  isOnline: z.boolean().optional(),
  onlineUrl: httpUrl.optional(),
  address: clearableText(EVENT_ADDRESS_MAX_LENGTH),
  city: clearableText(EVENT_CITY_MAX_LENGTH),
  maxAttendees: z.number().int().min(1).max(EVENT_MAX_ATTENDEES_LIMIT).nullable().optional(),
  registrationDeadline: z.preprocess(blankToNull, instant.nullable()).optional(),
  requireApproval: z.boolean().optional(),
  requireProjectSubmission: z.boolean().optional(),
  askDigitalCardConsent: z.boolean().optional(),
  // docs/product/people.md#who-sees-participants: the organiser's choice of who sees the participants.
  participantsVisibility: z.enum(PARTICIPANTS_VISIBILITIES).optional(),
  registrationSuccessInfo: clearableText(EVENT_INFO_MAX_LENGTH),
  registrationSuccessImage: fileUrl.optional(),
  registrationPendingInfo: clearableText(EVENT_INFO_MAX_LENGTH),
  registrationPendingImage: fileUrl.optional(),
  organizerContact: clearableText(EVENT_ORGANIZER_CONTACT_MAX_LENGTH),
  // Payment happens outside Commons; this tells a registrant with a priced ticket how (plain text, shown as typed).
  paymentNote: clearableText(EVENT_PAYMENT_NOTE_MAX_LENGTH),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, "eventInput.tagRequired")
        .max(EVENT_TAG_MAX_LENGTH, "eventInput.tagTooLong"),
    )
    .max(EVENT_TAGS_MAX_COUNT, "eventInput.tagsTooMany")
    .transform(dedupeTags)
    .optional(),
  organizationId: z.preprocess(blankToNull, id.nullable()).optional(),
  isExternalEvent: z.boolean().optional(),
  externalUrl: httpUrl.optional(),
  ticketTypes: z
    .array(ticketTypeInputSchema)
    .max(TICKET_TYPES_MAX_COUNT, "eventInput.ticketTypesTooMany")
    .refine(uniqueIds, "eventInput.duplicateId")
    .optional(),
  questions: z
    .array(questionInputSchema)
    .max(QUESTIONS_MAX_COUNT, "eventInput.questionsTooMany")
    .refine(uniqueIds, "eventInput.duplicateId")
    .optional(),
});

/** The facts the cross-field rules look at; on PATCH the server checks them on the merged event. */
export interface EventConsistencyFacts {
  startTime: string | Date;
  endTime: string | Date;
  registrationDeadline?: string | Date | null | undefined;
  isExternalEvent?: boolean | undefined;
  externalUrl?: string | null | undefined;
}

export interface EventConsistencyIssue {
  path: string;
  message: "eventInput.endBeforeStart" | "eventInput.deadlineAfterEnd" | "eventInput.externalUrlRequired";
}

export function eventConsistencyIssues(facts: EventConsistencyFacts): EventConsistencyIssue[] {
  const issues: EventConsistencyIssue[] = [];
  const start = new Date(facts.startTime).getTime();
  const end = new Date(facts.endTime).getTime();
  if (!(end > start)) issues.push({ path: "endTime", message: "eventInput.endBeforeStart" });
  if (facts.registrationDeadline && new Date(facts.registrationDeadline).getTime() > end) {
    issues.push({ path: "registrationDeadline", message: "eventInput.deadlineAfterEnd" });
  }
  if (facts.isExternalEvent && !facts.externalUrl) {
    issues.push({ path: "externalUrl", message: "eventInput.externalUrlRequired" });
  }
  return issues;
}

/** `POST /api/events` and the editor form: every field, plus the cross-field rules. */
export const eventInputSchema = eventInputFieldsSchema.superRefine((input, ctx) => {
  for (const issue of eventConsistencyIssues(input)) {
    ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }
});
export type EventInput = z.output<typeof eventInputSchema>;
export type EventInputDraft = z.input<typeof eventInputSchema>;

/**
 * `PATCH /api/events/{id}`: any subset of the fields. An owned list, when given, is the whole list:
 * items with an id are updated in place, items without are added, rows left out are deactivated or
 * archived (never deleted). Cross-field rules run on the server against the merged event.
 */
export const eventPatchSchema = eventInputFieldsSchema.partial();
export type EventPatch = z.output<typeof eventPatchSchema>;

/** What the server stores for a field the create request left out. */
export const EVENT_INPUT_DEFAULTS = {
  shortDescription: null,
  richContent: null,
  coverImage: null,
  isOnline: false,
  onlineUrl: null,
  address: null,
  city: null,
  maxAttendees: null,
  registrationDeadline: null,
  requireApproval: false,
  requireProjectSubmission: false,
  askDigitalCardConsent: false,
  participantsVisibility: DEFAULT_PARTICIPANTS_VISIBILITY,
  registrationSuccessInfo: null,
  registrationSuccessImage: null,
  registrationPendingInfo: null,
  registrationPendingImage: null,
  organizerContact: null,
  paymentNote: null,
  tags: [] as string[],
  organizationId: null,
  isExternalEvent: false,
  externalUrl: null,
} as const;
