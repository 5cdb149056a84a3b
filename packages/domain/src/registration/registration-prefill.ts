import { answerProblem, type FormQuestion, type FormTicketType } from "./registration-form.ts";

/** What a person answered last time, as stored (an answer is a string or a list of strings). */
export interface PreviousRegistration {
  ticketTypeId: string | null;
  answers: readonly { questionId: string; answer: unknown }[];
  allowDigitalCardDisplay: boolean | null;
}

/** Where the form starts when a person who cancelled registers again. */
export interface RegistrationPrefill {
  ticketTypeId: string | null;
  answers: { questionId: string; answer: string | string[] }[];
  allowDigitalCardDisplay: boolean | null;
}

export interface PrefillFacts {
  askDigitalCardConsent: boolean;
  ticketTypes: readonly FormTicketType[];
  /** The questions still asked (archived ones excluded). */
  questions: readonly FormQuestion[];
}

/**
 * A stored answer as it still fits its question today, or null. A multiple choice keeps the options still
 * offered; anything else that no longer fits (an option removed, a type changed, a cap lowered) is dropped.
 */
function stillFitting(question: FormQuestion, answer: unknown): string | string[] | null {
  if (question.type === "MULTIPLE_CHOICE") {
    const list: unknown = typeof answer === "string" ? [answer] : answer;
    if (!Array.isArray(list)) return null;
    const kept = [...new Set(list)].filter((a): a is string => typeof a === "string" && question.options.includes(a));
    return kept.length ? kept : null;
  }
  if (typeof answer !== "string" || !answer.trim()) return null;
  return answerProblem(question, answer) ? null : answer;
}

/**
 * docs/product/registration.md#registering-again: the last registration's ticket type (if it is still on sale),
 * its answers to the questions still asked (matched by question id) that still fit them, and the card consent
 * (if the event still asks for it).
 */
export function registrationPrefill(facts: PrefillFacts, previous: PreviousRegistration): RegistrationPrefill {
  const offered = facts.ticketTypes.some((t) => t.isActive && t.id === previous.ticketTypeId);
  const byId = new Map(previous.answers.map((a) => [a.questionId, a.answer]));
  const answers = facts.questions.flatMap((question) => {
    const answer = byId.has(question.id) ? stillFitting(question, byId.get(question.id)) : null;
    return answer === null ? [] : [{ questionId: question.id, answer }];
  });
  return {
    ticketTypeId: offered ? previous.ticketTypeId : null,
    answers,
    allowDigitalCardDisplay: facts.askDigitalCardConsent ? previous.allowDigitalCardDisplay : null,
  };
}
