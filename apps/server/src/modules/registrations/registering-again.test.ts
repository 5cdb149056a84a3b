import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventQuestions, ticketTypes } from "../../db/schema/index.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { addQuestion, addTicket, attendee } from "./registration-test-kit.ts";

// docs/product/registration.md#registering-again: a person who cancelled starts the form from their last
// ticket type, answers and card consent, as far as they still fit the event; nobody ever sees another's.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const reg = (id: string) => `/api/events/${id}/register`;
const mine = async (c: TestClient, id: string) => (await c.get(`/api/events/${id}/my-registration`)).json.data;

/** An event with two ticket types, a text, a single-choice and a multiple-choice question, asking for card consent. */
async function askingEvent() {
  const eventId = await insertEvent(t.db, (await insertUser(t.db)).id, { askDigitalCardConsent: true });
  const standard = await addTicket(t.db, eventId, { name: "普通票", sortOrder: 0 });
  const early = await addTicket(t.db, eventId, { name: "早鸟票", sortOrder: 1, priceCents: 4900 });
  const work = await addQuestion(t.db, eventId, { question: "你在做什么？", required: true, sortOrder: 0 });
  const channel = await addQuestion(t.db, eventId, { question: "渠道", type: "SINGLE_CHOICE", options: ["微信群", "朋友"], sortOrder: 1 });
  const langs = await addQuestion(t.db, eventId, { question: "语言", type: "MULTIPLE_CHOICE", options: ["Go", "Rust", "Zig"], sortOrder: 2 });
  return { eventId, standard, early, work, channel, langs };
}

/** A full first registration: the early-bird ticket, every question answered. */
const firstBody = (e: Awaited<ReturnType<typeof askingEvent>>, allowDigitalCardDisplay: boolean) => ({
  ticketTypeId: e.early,
  answers: [
    { questionId: e.work, answer: "一款配色工具" },
    { questionId: e.channel, answer: "朋友" },
    { questionId: e.langs, answer: ["Rust", "Go"] },
  ],
  allowDigitalCardDisplay,
});

describe("registering again after cancelling", () => {
  it("answers the last ticket, answers and consent, only once the registration is cancelled", async () => {
    const e = await askingEvent();
    const a = await attendee(t);
    const body = firstBody(e, false);
    expect((await a.client.post(reg(e.eventId), body)).status).toBe(201);
    // While the registration is live there is nothing to start again from.
    expect(await mine(a.client, e.eventId)).toMatchObject({ registration: { status: "APPROVED" }, prefill: null });

    expect((await a.client.delete(reg(e.eventId))).status).toBe(200);
    const { registration, prefill } = await mine(a.client, e.eventId);
    expect(registration.status).toBe("CANCELLED");
    expect(prefill).toEqual(body);
    // What it answers is a valid registration as it stands.
    const again = await a.client.post(reg(e.eventId), prefill);
    expect(again.status).toBe(201);
    expect(again.json.data.registration).toMatchObject({ status: "APPROVED", ticketTypeId: e.early, allowDigitalCardDisplay: false });
  });

  it("keeps only what still fits: a ticket type off sale, an archived question and a removed option are left out", async () => {
    const e = await askingEvent();
    const a = await attendee(t);
    expect((await a.client.post(reg(e.eventId), firstBody(e, true))).status).toBe(201);
    await a.client.delete(reg(e.eventId));
    // The organiser edits the event afterwards.
    await t.db.update(ticketTypes).set({ isActive: false }).where(eq(ticketTypes.id, e.early));
    await t.db.update(eventQuestions).set({ archivedAt: new Date() }).where(eq(eventQuestions.id, e.work));
    await t.db.update(eventQuestions).set({ options: ["微信群", "公众号"] }).where(eq(eventQuestions.id, e.channel));
    await t.db.update(eventQuestions).set({ options: ["Go", "Zig"] }).where(eq(eventQuestions.id, e.langs));

    expect((await mine(a.client, e.eventId)).prefill).toEqual({
      ticketTypeId: null,
      answers: [{ questionId: e.langs, answer: ["Go"] }],
      allowDigitalCardDisplay: true,
    });
  });

  it("is the caller's own: another person gets theirs or nothing, never someone else's", async () => {
    const e = await askingEvent();
    const a = await attendee(t);
    const b = await attendee(t);
    await a.client.post(reg(e.eventId), { ticketTypeId: e.standard, answers: [{ questionId: e.work, answer: "A 的项目" }], allowDigitalCardDisplay: true });
    await b.client.post(reg(e.eventId), { ticketTypeId: e.early, answers: [{ questionId: e.work, answer: "B 的项目" }], allowDigitalCardDisplay: false });
    await a.client.delete(reg(e.eventId));
    await b.client.delete(reg(e.eventId));
    expect((await mine(a.client, e.eventId)).prefill).toMatchObject({ ticketTypeId: e.standard, answers: [{ questionId: e.work, answer: "A 的项目" }] });
    expect((await mine(b.client, e.eventId)).prefill).toMatchObject({ ticketTypeId: e.early, answers: [{ questionId: e.work, answer: "B 的项目" }] });
    const stranger = await attendee(t);
    expect(await mine(stranger.client, e.eventId)).toEqual({ registration: null, prefill: null });
    expect((await t.client().get(`/api/events/${e.eventId}/my-registration`)).status).toBe(401);
  });
});
