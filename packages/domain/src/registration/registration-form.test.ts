import { describe, expect, it } from "vitest";
import { canJoinWaitlist } from "./registration-rules.ts";
import { checkInOpensAt, checkInWindow, CHECK_IN_OPENS_BEFORE_MS } from "./registration-constants.ts";
import { registerRequestSchema } from "./registration-schemas.ts";
import { registrationFormProblems } from "./registration-form.ts";
import { canRegister } from "../events/event-rules.ts";

const questions = [
  { id: "q1", question: "你在做什么？", type: "TEXT" as const, options: [], required: true },
  { id: "q2", question: "渠道", type: "SINGLE_CHOICE" as const, options: ["微信群", "朋友"], required: true },
  { id: "q3", question: "语言", type: "MULTIPLE_CHOICE" as const, options: ["Go", "Rust"], required: false },
];
const facts = { requireProjectSubmission: true, askDigitalCardConsent: true, ticketTypes: [{ id: "a", isActive: true }, { id: "b", isActive: true }], questions };

describe("registrationFormProblems", () => {
  it("lists every problem in form order, the missing questions by text", () => {
    expect(registrationFormProblems(facts, {}, "zh").map((p) => [p.field, p.key])).toEqual([
      ["ticketTypeId", "registration.error.ticketRequired"],
      ["answers", "registration.error.questionsMissing"],
      ["projectId", "registration.error.projectRequired"],
      ["allowDigitalCardDisplay", "registration.error.consentRequired"],
    ]);
    expect(registrationFormProblems(facts, {}, "zh")[1]!.params.questions).toBe("你在做什么？、渠道");
    expect(registrationFormProblems(facts, {}, "en")[1]!.params.questions).toBe("你在做什么？, 渠道");
  });

  it("accepts a complete form; consent 'next time' (false) is an answer", () => {
    const values = { ticketTypeId: "a", projectId: "p", allowDigitalCardDisplay: false, answers: [{ questionId: "q1", answer: "x" }, { questionId: "q2", answer: "朋友" }, { questionId: "q3", answer: ["Go", "Rust"] }] };
    expect(registrationFormProblems(facts, values)).toEqual([]);
  });

  it("checks answers against their question type", () => {
    const base = { ticketTypeId: "a", projectId: "p", allowDigitalCardDisplay: true };
    const keys = (answers: { questionId: string; answer: string | string[] }[]) =>
      registrationFormProblems(facts, { ...base, answers: [{ questionId: "q1", answer: "x" }, { questionId: "q2", answer: "朋友" }, ...answers] }).map((p) => p.key);
    expect(keys([{ questionId: "q3", answer: ["Go", "Go"] }])).toEqual(["registration.error.answerInvalid"]);
    expect(keys([{ questionId: "q3", answer: ["Java"] }])).toEqual(["registration.error.answerInvalid"]);
    expect(keys([{ questionId: "zz", answer: "x" }])).toEqual(["registration.error.unknownQuestion"]);
    expect(registrationFormProblems(facts, { ...base, answers: [{ questionId: "q1", answer: "x".repeat(201) }, { questionId: "q2", answer: "朋友" }] }).map((p) => p.key)).toEqual(["registration.error.answerTooLong"]);
  });

  it("needs no ticket choice with one active type, and refuses an inactive one", () => {
    const one = { ...facts, requireProjectSubmission: false, askDigitalCardConsent: false, questions: [], ticketTypes: [{ id: "a", isActive: true }, { id: "b", isActive: false }] };
    expect(registrationFormProblems(one, {})).toEqual([]);
    expect(registrationFormProblems(one, { ticketTypeId: "b" }).map((p) => p.key)).toEqual(["registration.error.ticketInvalid"]);
  });
});

describe("registerRequestSchema", () => {
  it("refuses unknown keys and accepts nulls for 'not chosen'", () => {
    expect(registerRequestSchema.safeParse({ status: "APPROVED" }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ticketTypeId: null, projectId: null, allowDigitalCardDisplay: null }).success).toBe(true);
  });
});

describe("canJoinWaitlist and the check-in window", () => {
  const event = { isExternalEvent: false, status: "PUBLISHED" as const, startTime: "2030-01-01T10:00:00Z", endTime: "2030-01-01T12:00:00Z", registrationDeadline: null, maxAttendees: 1, registrationCount: 1 };
  const now = new Date("2029-12-31T00:00:00Z");
  it("offers the waitlist exactly where only fullness stops registering", () => {
    expect(canRegister({ event, isLoggedIn: true, myStatus: null, now })).toBe(false);
    expect(canJoinWaitlist({ event, isLoggedIn: true, myStatus: null, now })).toBe(true);
    expect(canJoinWaitlist({ event, isLoggedIn: true, myStatus: "WAITLISTED", now })).toBe(false);
    expect(canJoinWaitlist({ event: { ...event, isExternalEvent: true }, isLoggedIn: true, myStatus: null, now })).toBe(false);
    expect(canJoinWaitlist({ event, isLoggedIn: false, myStatus: null, now })).toBe(false);
  });
  it("opens 2 h before the start and closes at the end", () => {
    const start = new Date(event.startTime).getTime();
    expect(checkInWindow(event, new Date(start - CHECK_IN_OPENS_BEFORE_MS - 1))).toBe("notOpen");
    expect(checkInWindow(event, new Date(start - CHECK_IN_OPENS_BEFORE_MS))).toBe("open");
    expect(checkInWindow(event, new Date(event.endTime))).toBe("closed");
  });
  it("names the moment check-in opens, the instant the window turns open", () => {
    const opens = checkInOpensAt(event);
    expect(opens.toISOString()).toBe("2030-01-01T08:00:00.000Z");
    expect(checkInWindow(event, new Date(opens.getTime() - 1))).toBe("notOpen");
    expect(checkInWindow(event, opens)).toBe("open");
  });
});
