import {
  type Locale,
  missingRegistrationProfileFields,
  type QuestionType,
  type RegistrationFormFacts,
  registrationFormProblems,
  ticketChoiceRequired as domainTicketChoiceRequired,
  REGISTRATION_PROFILE_FIELDS,
  type RegistrationPrefill,
  type RegistrationProfileField,
  type TicketType as RegistrationTicketType,
} from "@commons/domain";
import { formIssue } from "@/lib/form/use-app-form.ts";
import type { SchemaIssue } from "@/lib/form/issue-text.ts";
import { tShared } from "@/lib/i18n.ts";
import type { RegisterBody } from "../api/register.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";

export type ConsentChoice = "" | "yes" | "no";

/** What the form edits. Text boxes hold strings ("" = empty); checkboxes hold the chosen options. */
export interface RegistrationFormValues {
  ticketTypeId: string;
  answers: Record<string, string | string[]>;
  projectId: string;
  consent: ConsentChoice;
  profile: Record<RegistrationProfileField, string>;
}

export interface RegistrationFormContext {
  event: RegistrationEvent;
  /** Profile fields the form shows (the ones that were missing when it opened). */
  profileFields: readonly RegistrationProfileField[];
  locale: Locale;
}


export interface SummaryLine {
  key: "ticket" | "questions" | "project" | "consent" | "profile";
  /** Already worded: "必填问题：A、B". */
  text: string;
}

export interface RegistrationProblems {
  /** One per form path ("ticketTypeId", "answers.<id>", "profile.bio"), each a catalog key for the form's helper to word. */
  fieldIssues: SchemaIssue[];
  summary: SummaryLine[];
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function activeTicketTypes(event: RegistrationEvent): RegistrationTicketType[] {
  return event.ticketTypes.filter((ticket) => ticket.isActive);
}

/**
 * docs/product/registration.md#ticket-types: a choice is required
 * only when more than one type is on sale; a single one is implied.
 */
export function ticketChoiceRequired(event: RegistrationEvent): boolean {
  return domainTicketChoiceRequired(event.ticketTypes);
}

export function ticketSeatsLeft(ticket: RegistrationTicketType): number | null {
  return ticket.maxQuantity === null ? null : Math.max(0, ticket.maxQuantity - ticket.currentQuantity);
}

/**
 * Where the form starts: empty, or, for a person registering again, their last ticket type, answers and card
 * consent as the server fitted them to the event (`prefill`; docs/product/registration.md#registering-again).
 */
export function initialFormValues(
  event: RegistrationEvent,
  profile: Partial<Record<RegistrationProfileField, string | null>>,
  prefill: RegistrationPrefill | null = null,
): RegistrationFormValues {
  const tickets = activeTicketTypes(event);
  const previous = new Map(prefill?.answers.map((a) => [a.questionId, a.answer]));
  const answers: Record<string, string | string[]> = {};
  for (const question of event.questions) {
    const multiple = question.type === "MULTIPLE_CHOICE";
    const given = previous.get(question.id);
    answers[question.id] = given !== undefined && Array.isArray(given) === multiple ? given : multiple ? [] : "";
  }
  const profileValues = {} as Record<RegistrationProfileField, string>;
  for (const field of REGISTRATION_PROFILE_FIELDS) profileValues[field] = profile[field] ?? "";
  const lastTicket = tickets.find((ticket) => ticket.id === prefill?.ticketTypeId)?.id;
  const consent = prefill?.allowDigitalCardDisplay;
  return {
    ticketTypeId: lastTicket ?? (tickets.length === 1 ? (tickets[0]?.id ?? "") : ""),
    answers,
    projectId: "",
    consent: consent === true ? "yes" : consent === false ? "no" : "",
    profile: profileValues,
  };
}

function isAnswered(value: string | string[] | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

/** The event as the domain's form rules read it. */
function formFacts(event: RegistrationEvent): RegistrationFormFacts {
  return {
    requireProjectSubmission: Boolean(event.requireProjectSubmission),
    askDigitalCardConsent: Boolean(event.askDigitalCardConsent),
    ticketTypes: event.ticketTypes,
    questions: event.questions.map((question) => ({
      id: question.id,
      question: question.question,
      type: question.type as QuestionType,
      options: question.options ?? [],
      required: question.required,
    })),
  };
}

const SUMMARY_KEY: Record<string, SummaryLine["key"]> = {
  ticketTypeId: "ticket",
  answers: "questions",
  projectId: "project",
  allowDigitalCardDisplay: "consent",
};

/**
 * docs/product/registration.md#form-rules, every rule the form can check before sending. Ticket, questions, project
 * and consent are the domain's registrationFormProblems and the profile is missingRegistrationProfileFields: the
 * same functions the server runs, so the form and a 422 word each problem identically. The missing required
 * questions are listed by name in one line, and each is also marked on its own field.
 */
export function validateRegistration(values: RegistrationFormValues, context: RegistrationFormContext, t: Translate): RegistrationProblems {
  const { event, profileFields, locale } = context;
  const fieldIssues: SchemaIssue[] = [];
  const summary: SummaryLine[] = [];
  const body = toRegisterBody(values, event, null);
  for (const problem of registrationFormProblems(formFacts(event), body, locale)) {
    const path = problem.field === "allowDigitalCardDisplay" ? "consent" : problem.field;
    if (path !== "answers") fieldIssues.push(formIssue(path, problem.key, problem.params));
    if (path.startsWith("answers.")) continue;
    summary.push({ key: SUMMARY_KEY[problem.field] ?? "questions", text: tShared(problem.key, problem.params) });
  }
  for (const question of event.questions) {
    if (question.required && !isAnswered(values.answers[question.id])) fieldIssues.push(formIssue(`answers.${question.id}`, "reg.question.required"));
  }

  const shown = new Set(profileFields);
  const profileProblems = missingRegistrationProfileFields(values.profile, locale).filter((problem) => shown.has(problem.field));
  for (const problem of profileProblems) fieldIssues.push(formIssue(`profile.${problem.field}`, problem.key, problem.params));
  if (profileProblems.length > 0) {
    const list = profileProblems.map((problem) => tShared(`field.${problem.field}`)).join(t("reg.listSeparator"));
    summary.push({ key: "profile", text: t("reg.profile.missing", { fields: list }) });
  }
  return { fieldIssues, summary };
}

/** The register call's body (contract): only what the event asks for, answers trimmed, blanks left out. */
export function toRegisterBody(values: RegistrationFormValues, event: RegistrationEvent, inviteCode: string | null): RegisterBody {
  const body: RegisterBody = {};
  const tickets = activeTicketTypes(event);
  if (tickets.some((ticket) => ticket.id === values.ticketTypeId)) body.ticketTypeId = values.ticketTypeId;
  const answers = event.questions.flatMap((question): { questionId: string; answer: string | string[] }[] => {
    const value = values.answers[question.id];
    if (Array.isArray(value)) return value.length ? [{ questionId: question.id, answer: value }] : [];
    const text = (value ?? "").trim();
    return text ? [{ questionId: question.id, answer: text }] : [];
  });
  if (answers.length) body.answers = answers;
  if (event.requireProjectSubmission && values.projectId) body.projectId = values.projectId;
  if (event.askDigitalCardConsent && values.consent) body.allowDigitalCardDisplay = values.consent === "yes";
  if (inviteCode) body.inviteCode = inviteCode;
  return body;
}

/** Only the profile fields the form showed and the person changed; the rest of the profile is untouched. */
export function profileChanges(
  values: RegistrationFormValues,
  profileFields: readonly RegistrationProfileField[],
  loaded: Partial<Record<RegistrationProfileField, string | null>>,
): Partial<Record<RegistrationProfileField, string>> {
  const changes: Partial<Record<RegistrationProfileField, string>> = {};
  for (const field of profileFields) {
    const value = values.profile[field].trim();
    if (value !== (loaded[field] ?? "").trim()) changes[field] = value;
  }
  return changes;
}

/**
 * Maps a server field name (422 details) onto a form path; null when the form has no such field. The
 * form's own paths ("consent", "profile.bio") map onto themselves, so the form's rules land too.
 */
export function formPathOf(serverField: string, event: RegistrationEvent): string | null {
  if (serverField === "consent") return serverField;
  if (serverField.startsWith("profile.")) return formPathOf(serverField.slice("profile.".length), event);
  const [head, second] = serverField.split(".");
  if (head === "ticketTypeId" || head === "projectId") return head;
  if (head === "allowDigitalCardDisplay") return "consent";
  if ((REGISTRATION_PROFILE_FIELDS as readonly string[]).includes(head ?? "")) return `profile.${head}`;
  if ((head === "answers" || head === "questions") && second && event.questions.some((question) => question.id === second)) {
    return `answers.${second}`;
  }
  return null;
}
