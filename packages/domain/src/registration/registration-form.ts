import type { Locale } from "../i18n/locale.ts";
import type { MessageKey } from "../i18n/messages.zh.ts";
import type { MessageParams } from "../i18n/translate.ts";
import { textLength } from "../profile/profile.ts";
import { ANSWER_TEXT_MAX_LENGTH, ANSWER_TEXTAREA_MAX_LENGTH } from "./registration-constants.ts";

export type QuestionType = "TEXT" | "TEXTAREA" | "SINGLE_CHOICE" | "MULTIPLE_CHOICE";

export interface FormQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options: readonly string[];
  required: boolean;
}

export interface FormTicketType {
  id: string;
  isActive: boolean;
}

export interface RegistrationFormFacts {
  requireProjectSubmission: boolean;
  askDigitalCardConsent: boolean;
  ticketTypes: readonly FormTicketType[];
  /** The questions still asked (archived ones excluded). */
  questions: readonly FormQuestion[];
}

export interface RegistrationFormValues {
  ticketTypeId?: string | null;
  answers?: readonly { questionId: string; answer: string | readonly string[] }[];
  projectId?: string | null;
  allowDigitalCardDisplay?: boolean | null;
}

/** One thing wrong with the form, in form order; `field` is `ticketTypeId`, `answers`, `answers.<id>`, … */
export interface RegistrationFormProblem {
  field: string;
  key: MessageKey;
  params: MessageParams;
}

/** A ticket type must be chosen when more than one is available (docs/product/registration.md#ticket-types). */
export function ticketChoiceRequired(ticketTypes: readonly FormTicketType[]): boolean {
  return ticketTypes.filter((t) => t.isActive).length > 1;
}

function isBlankAnswer(answer: string | readonly string[] | undefined): boolean {
  if (answer === undefined) return true;
  if (typeof answer === "string") return answer.trim() === "";
  return answer.filter((a) => a.trim() !== "").length === 0;
}

const LIST_SEPARATOR: Record<Locale, string> = { zh: "、", en: ", " };

/**
 * docs/product/registration.md#form-rules, the registration form's own rules
 * (the profile rules are missingRegistrationProfileFields). The same function
 * runs in the form and on the server, so both word a refusal identically.
 */
export function registrationFormProblems(
  facts: RegistrationFormFacts,
  values: RegistrationFormValues,
  locale: Locale = "zh",
): RegistrationFormProblem[] {
  const problems: RegistrationFormProblem[] = [];
  const active = facts.ticketTypes.filter((t) => t.isActive);
  if (values.ticketTypeId) {
    if (!active.some((t) => t.id === values.ticketTypeId))
      problems.push({ field: "ticketTypeId", key: "registration.error.ticketInvalid", params: {} });
  } else if (ticketChoiceRequired(facts.ticketTypes)) {
    problems.push({ field: "ticketTypeId", key: "registration.error.ticketRequired", params: {} });
  }

  const byId = new Map(facts.questions.map((q) => [q.id, q]));
  const answers = new Map<string, string | readonly string[]>();
  for (const a of values.answers ?? []) {
    const question = byId.get(a.questionId);
    if (!question) {
      problems.push({ field: "answers", key: "registration.error.unknownQuestion", params: {} });
      continue;
    }
    answers.set(a.questionId, a.answer);
    const problem = answerProblem(question, a.answer);
    if (problem) problems.push({ field: `answers.${question.id}`, key: problem.key, params: { question: question.question, ...problem.params } });
  }
  const missing = facts.questions.filter((q) => q.required && isBlankAnswer(answers.get(q.id)));
  if (missing.length) {
    problems.push({
      field: "answers",
      key: "registration.error.questionsMissing",
      params: { questions: missing.map((q) => q.question).join(LIST_SEPARATOR[locale]) },
    });
  }

  if (facts.requireProjectSubmission && !values.projectId)
    problems.push({ field: "projectId", key: "registration.error.projectRequired", params: {} });
  if (facts.askDigitalCardConsent && typeof values.allowDigitalCardDisplay !== "boolean")
    problems.push({ field: "allowDigitalCardDisplay", key: "registration.error.consentRequired", params: {} });
  return problems;
}

/** An answer of the wrong shape or outside the options; blank answers are the "missing" rule's business. */
export function answerProblem(
  question: FormQuestion,
  answer: string | readonly string[],
): { key: MessageKey; params: MessageParams } | null {
  if (isBlankAnswer(answer)) return null;
  switch (question.type) {
    case "TEXT":
    case "TEXTAREA": {
      if (typeof answer !== "string") return { key: "registration.error.answerInvalid", params: {} };
      const max = question.type === "TEXT" ? ANSWER_TEXT_MAX_LENGTH : ANSWER_TEXTAREA_MAX_LENGTH;
      return textLength(answer.trim()) > max ? { key: "registration.error.answerTooLong", params: { max } } : null;
    }
    case "SINGLE_CHOICE":
      return typeof answer === "string" && question.options.includes(answer)
        ? null
        : { key: "registration.error.answerInvalid", params: {} };
    case "MULTIPLE_CHOICE": {
      const list = typeof answer === "string" ? [answer] : answer;
      const unique = new Set(list);
      return unique.size === list.length && list.every((a) => question.options.includes(a))
        ? null
        : { key: "registration.error.answerInvalid", params: {} };
    }
  }
}
