import { CHOICE_QUESTION_TYPES, DEFAULT_PARTICIPANTS_VISIBILITY, type ParticipantsVisibility, EVENT_DEFAULT_TIMEZONE, eventConsistencyIssues, type EventInput, type EventType, type QuestionInput, type EventEdit as EditableEvent } from "@commons/domain";
import { formIssue } from "@/lib/form/use-app-form.ts";
import { utcToZonedLocal, zonedLocalToUtc } from "../lib/zoned-time.ts";

/** One ticket type row. `id` is the server's (kept so the row is updated in place); `key` is React's. */
export interface TicketTypeRow {
  key?: string;
  id?: string;
  name: string;
  description: string;
  free: boolean;
  /** Yuan as typed ("49", "12.5"); sent as integer fen. */
  price: string;
  unlimited: boolean;
  maxQuantity: string;
  isActive: boolean;
  /** Seats it already holds (0 for a new row): the quantity may not go below it. */
  currentQuantity: number;
}

export interface QuestionRow {
  key?: string;
  id?: string;
  question: string;
  description: string;
  type: QuestionInput["type"];
  options: string[];
  required: boolean;
}

/**
 * What the editor's boxes hold. Keys are the event input's own, so a field error from the schema or
 * the server (`ticketTypes.1.name`) lands on its box unchanged; date-times are wall time in `timezone`.
 */
export interface EventFormValues {
  title: string;
  type: EventType;
  shortDescription: string;
  richContent: string;
  coverImage: string | null;
  organizationId: string;
  timezone: string;
  startTime: string;
  endTime: string;
  isOnline: boolean;
  onlineUrl: string;
  address: string;
  city: string;
  isExternalEvent: boolean;
  externalUrl: string;
  unlimitedCapacity: boolean;
  maxAttendees: string;
  registrationDeadline: string;
  requireApproval: boolean;
  requireProjectSubmission: boolean;
  askDigitalCardConsent: boolean;
  participantsVisibility: ParticipantsVisibility;
  registrationSuccessInfo: string;
  registrationSuccessImage: string | null;
  registrationPendingInfo: string;
  registrationPendingImage: string | null;
  organizerContact: string;
  paymentNote: string;
  tags: string[];
  ticketTypes: TicketTypeRow[];
  questions: QuestionRow[];
}

export function emptyTicketType(): TicketTypeRow {
  return { name: "", description: "", free: true, price: "", unlimited: true, maxQuantity: "", isActive: true, currentQuantity: 0 };
}

export function emptyQuestion(): QuestionRow {
  return { question: "", description: "", type: "TEXT", options: [], required: false };
}

export function isChoiceType(type: QuestionInput["type"]): boolean {
  return CHOICE_QUESTION_TYPES.includes(type);
}

/** A new event: next week at 19:00–21:00 in the default zone, one free ticket type, nothing else. */
export function newEventValues(now: Date = new Date()): EventFormValues {
  const day = utcToZonedLocal(new Date(now.getTime() + 7 * 86_400_000).toISOString(), EVENT_DEFAULT_TIMEZONE).slice(0, 10);
  return {
    title: "",
    type: "MEETUP",
    shortDescription: "",
    richContent: "",
    coverImage: null,
    organizationId: "",
    timezone: EVENT_DEFAULT_TIMEZONE,
    startTime: `${day}T19:00`,
    endTime: `${day}T21:00`,
    isOnline: false,
    onlineUrl: "",
    address: "",
    city: "",
    isExternalEvent: false,
    externalUrl: "",
    unlimitedCapacity: true,
    maxAttendees: "",
    registrationDeadline: "",
    requireApproval: false,
    requireProjectSubmission: false,
    askDigitalCardConsent: false,
    participantsVisibility: DEFAULT_PARTICIPANTS_VISIBILITY,
    registrationSuccessInfo: "",
    registrationSuccessImage: null,
    registrationPendingInfo: "",
    registrationPendingImage: null,
    organizerContact: "",
    paymentNote: "",
    tags: [],
    ticketTypes: [],
    questions: [],
  };
}

function centsToYuan(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function toFormValues(event: EditableEvent): EventFormValues {
  const zone = event.timezone;
  return {
    title: event.title,
    type: event.type,
    shortDescription: event.shortDescription ?? "",
    richContent: event.richContent ?? "",
    coverImage: event.coverImage,
    organizationId: event.organizationId ?? "",
    timezone: zone,
    startTime: utcToZonedLocal(event.startTime, zone),
    endTime: utcToZonedLocal(event.endTime, zone),
    isOnline: event.isOnline,
    onlineUrl: event.onlineUrl ?? "",
    address: event.address ?? "",
    city: event.city ?? "",
    isExternalEvent: event.isExternalEvent,
    externalUrl: event.externalUrl ?? "",
    unlimitedCapacity: event.maxAttendees === null,
    maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
    registrationDeadline: utcToZonedLocal(event.registrationDeadline, zone),
    requireApproval: event.requireApproval,
    requireProjectSubmission: event.requireProjectSubmission,
    askDigitalCardConsent: event.askDigitalCardConsent,
    participantsVisibility: event.participantsVisibility,
    registrationSuccessInfo: event.registrationSuccessInfo ?? "",
    registrationSuccessImage: event.registrationSuccessImage,
    registrationPendingInfo: event.registrationPendingInfo ?? "",
    registrationPendingImage: event.registrationPendingImage,
    organizerContact: event.organizerContact ?? "",
    paymentNote: event.paymentNote ?? "",
    tags: event.tags,
    ticketTypes: event.ticketTypes.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description ?? "",
      free: t.priceCents === 0,
      price: t.priceCents === 0 ? "" : centsToYuan(t.priceCents),
      unlimited: t.maxQuantity === null,
      maxQuantity: t.maxQuantity === null ? "" : String(t.maxQuantity),
      isActive: t.isActive,
      currentQuantity: t.currentQuantity,
    })),
    questions: event.questions.map((q) => ({
      id: q.id,
      question: q.question,
      description: q.description ?? "",
      type: q.type,
      options: q.options,
      required: q.required,
    })),
  };
}

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;

/** Yuan text → integer fen; NaN for anything else, which the schema then refuses on that field. */
export function yuanToCents(text: string): number {
  const trimmed = text.trim();
  if (!YUAN.test(trimmed)) return Number.NaN;
  const [whole, fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An instant, or the text as typed so the schema names the field as "not a valid time". */
function instantOrRaw(local: string, zone: string): string {
  return zonedLocalToUtc(local, zone) ?? local;
}

/**
 * The form → the shared event input (before validation). Owned rows keep their ids, are ordered by
 * position, and rows left out of the list are simply absent (the server archives them).
 */
export function toEventInput(values: EventFormValues): Record<string, unknown> {
  const zone = values.timezone;
  return {
    title: values.title,
    type: values.type,
    shortDescription: values.shortDescription,
    richContent: isBlankHtml(values.richContent) ? null : values.richContent,
    coverImage: values.coverImage,
    organizationId: values.organizationId || null,
    timezone: zone,
    startTime: instantOrRaw(values.startTime, zone),
    endTime: instantOrRaw(values.endTime, zone),
    isOnline: values.isOnline,
    onlineUrl: values.onlineUrl,
    address: values.address,
    city: values.city,
    isExternalEvent: values.isExternalEvent,
    externalUrl: values.externalUrl,
    maxAttendees: values.unlimitedCapacity ? null : wholeNumber(values.maxAttendees),
    registrationDeadline: values.registrationDeadline ? instantOrRaw(values.registrationDeadline, zone) : null,
    requireApproval: values.requireApproval,
    requireProjectSubmission: values.requireProjectSubmission,
    askDigitalCardConsent: values.askDigitalCardConsent,
    participantsVisibility: values.participantsVisibility,
    registrationSuccessInfo: values.registrationSuccessInfo,
    registrationSuccessImage: values.registrationSuccessImage,
    registrationPendingInfo: values.registrationPendingInfo,
    registrationPendingImage: values.registrationPendingImage,
    organizerContact: values.organizerContact,
    paymentNote: values.paymentNote,
    tags: values.tags,
    ticketTypes: values.ticketTypes.map((row, index) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
      description: row.description,
      priceCents: row.free ? 0 : yuanToCents(row.price),
      maxQuantity: row.unlimited ? null : wholeNumber(row.maxQuantity),
      isActive: row.isActive,
      sortOrder: index,
    })),
    questions: values.questions.map((row, index) => ({
      ...(row.id ? { id: row.id } : {}),
      question: row.question,
      description: row.description,
      type: row.type,
      options: isChoiceType(row.type) ? row.options : [],
      required: row.required,
      sortOrder: index,
    })),
  };
}

/** An emptied editor leaves "<p></p>" behind; that is no description. */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<p>\s*<\/p>|<br\s*\/?>/g, "").trim() === "";
}

/**
 * Schema and server paths → form paths: the keys are the event input's own, except that the price box
 * holds yuan under its own name. Null for a path the editor has no box for.
 */
export function eventFieldOf(path: string): string | null {
  const head = path.split(".")[0] ?? "";
  return Object.hasOwn(EVENT_FORM_FIELDS, head) ? path.replace(/\.priceCents$/, ".price") : null;
}

const EVENT_FORM_FIELDS = newEventValues(new Date(0));

/**
 * The schema's cross-field rules, run by the form even while another field fails: zod skips them until
 * every field parses, and "end before start" should show together with an empty title.
 */
export function eventCrossFieldIssues(input: unknown) {
  const facts = input as Record<string, unknown>;
  const start = typeof facts.startTime === "string" ? Date.parse(facts.startTime) : Number.NaN;
  const end = typeof facts.endTime === "string" ? Date.parse(facts.endTime) : Number.NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  return eventConsistencyIssues({
    startTime: facts.startTime as string,
    endTime: facts.endTime as string,
    registrationDeadline: typeof facts.registrationDeadline === "string" && !Number.isNaN(Date.parse(facts.registrationDeadline)) ? facts.registrationDeadline : null,
    isExternalEvent: facts.isExternalEvent === true,
    externalUrl: typeof facts.externalUrl === "string" && facts.externalUrl.trim() ? facts.externalUrl : null,
  }).map((issue) => formIssue(issue.path, issue.message));
}

/**
 * On edit only what changed is sent: an untouched field is never rewritten (a seeded cover from
 * elsewhere stays), and an owned list is sent whole whenever any row in it changed.
 */
export function changedInput(parsed: EventInput, current: EventFormValues, loaded: EventFormValues): Partial<EventInput> {
  const now = toEventInput(current);
  const before = toEventInput(loaded);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes as Partial<EventInput>;
}
