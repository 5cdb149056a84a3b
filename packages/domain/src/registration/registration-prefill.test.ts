import { describe, expect, it } from "vitest";
import { registrationPrefill } from "./registration-prefill.ts";

const questions = [
  { id: "q1", question: "你在做什么？", type: "TEXT" as const, options: [], required: true },
  { id: "q2", question: "渠道", type: "SINGLE_CHOICE" as const, options: ["微信群", "朋友"], required: true },
  { id: "q3", question: "语言", type: "MULTIPLE_CHOICE" as const, options: ["Go", "Rust"], required: false },
];
const facts = { askDigitalCardConsent: true, ticketTypes: [{ id: "a", isActive: true }, { id: "b", isActive: false }], questions };

describe("registrationPrefill", () => {
  it("starts from the last ticket type, answers and consent when all still fit", () => {
    const previous = {
      ticketTypeId: "a",
      answers: [
        { questionId: "q1", answer: "配色工具" },
        { questionId: "q2", answer: "朋友" },
        { questionId: "q3", answer: ["Rust", "Go"] },
      ],
      allowDigitalCardDisplay: false,
    };
    expect(registrationPrefill(facts, previous)).toEqual({ ...previous, answers: previous.answers });
  });

  it("leaves out a ticket type no longer on sale, questions no longer asked and answers that no longer fit", () => {
    const prefill = registrationPrefill(facts, {
      ticketTypeId: "b",
      answers: [
        { questionId: "gone", answer: "旧问题" },
        { questionId: "q1", answer: "x".repeat(201) },
        { questionId: "q2", answer: "公众号" },
        { questionId: "q3", answer: ["Java", "Go", "Go"] },
      ],
      allowDigitalCardDisplay: true,
    });
    expect(prefill).toEqual({ ticketTypeId: null, answers: [{ questionId: "q3", answer: ["Go"] }], allowDigitalCardDisplay: true });
  });

  it("fits an answer to a question whose type changed, or drops it", () => {
    const changed = [
      { ...questions[0]!, type: "SINGLE_CHOICE" as const, options: ["配色工具", "别的"] },
      { ...questions[1]!, type: "MULTIPLE_CHOICE" as const },
      { ...questions[2]!, type: "TEXT" as const, options: [] },
    ];
    const prefill = registrationPrefill(
      { ...facts, questions: changed },
      { ticketTypeId: null, answers: [{ questionId: "q1", answer: "配色工具" }, { questionId: "q2", answer: "朋友" }, { questionId: "q3", answer: ["Go"] }], allowDigitalCardDisplay: null },
    );
    expect(prefill.answers).toEqual([{ questionId: "q1", answer: "配色工具" }, { questionId: "q2", answer: ["朋友"] }]);
  });

  it("forgets the consent when the event no longer asks for it", () => {
    expect(registrationPrefill({ ...facts, askDigitalCardConsent: false }, { ticketTypeId: "a", answers: [], allowDigitalCardDisplay: true }).allowDigitalCardDisplay).toBeNull();
  });
});
