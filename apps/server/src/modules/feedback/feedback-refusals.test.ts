import { FEEDBACK_COMMENT_MAX, FEEDBACK_SUGGESTIONS_MAX, FEEDBACK_WRITE_RATE_LIMIT } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days, insertEvent, insertRegistration, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { feedbackOf, feedbackRows, myFeedbackOf, past, putFeedback } from "./feedback-test-kit.ts";

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person;
let me: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  [host, me] = (await Promise.all([signedIn(t), signedIn(t)])) as [Person, Person];
  eventId = await insertEvent(t.db, host.userId, past());
  await insertRegistration(t.db, eventId, me.userId, "APPROVED");
});
afterAll(() => t.close());

async function expectNothingStored(id: string, userId: string) {
  expect(await feedbackRows(t.db, id, userId)).toBe(0);
}

describe("who may give feedback", () => {
  it.each(["PENDING", "WAITLISTED", "REJECTED", "CANCELLED"] as const)("a %s registrant gets 403 'only approved attendees'", async (status) => {
    const p = await signedIn(t);
    await insertRegistration(t.db, eventId, p.userId, status);
    const res = await p.client.post(feedbackOf(eventId), { rating: 4 });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "FORBIDDEN", error: "只有报名已通过的参与者可以提交反馈" });
    await expectNothingStored(eventId, p.userId);
  });

  it("someone not registered gets the same 403, in English too", async () => {
    const p = await signedIn(t, "en");
    const res = await p.client.post(feedbackOf(eventId), { rating: 4 });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("Only approved attendees can give feedback");
  });

  it("an event that has not started yet: 403 naming why", async () => {
    const future = await insertEvent(t.db, host.userId, { startTime: days(2) });
    await insertRegistration(t.db, future, me.userId, "APPROVED");
    const res = await me.client.post(feedbackOf(future), { rating: 5 });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("活动尚未开始，开始后才能提交反馈");
    me.client.locale = "en";
    expect((await me.client.post(feedbackOf(future), { rating: 5 })).json.error).toBe("The event has not started yet; feedback opens once it starts");
    me.client.locale = "zh";
    await expectNothingStored(future, me.userId);
  });

  it("an event under way (started, not ended) takes feedback", async () => {
    const running = await insertEvent(t.db, host.userId, { startTime: days(-0.01), endTime: days(0.1) });
    await insertRegistration(t.db, running, me.userId, "APPROVED");
    expect((await me.client.post(feedbackOf(running), { rating: 5 })).status).toBe(201);
  });

  it("an external event: 403", async () => {
    const external = await insertEvent(t.db, host.userId, { ...past(), isExternalEvent: true, externalUrl: "https://example.com/e" });
    await insertRegistration(t.db, external, me.userId, "APPROVED");
    const res = await me.client.post(feedbackOf(external), { rating: 5 });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("外部活动不支持提交反馈");
    await expectNothingStored(external, me.userId);
  });

  it.each(["DRAFT", "CANCELLED"] as const)("a %s event answers 404 like a missing id, on every route", async (status) => {
    const hidden = await insertEvent(t.db, host.userId, { ...past(), status });
    await insertRegistration(t.db, hidden, me.userId, "APPROVED");
    for (const res of [
      await me.client.post(feedbackOf(hidden), { rating: 5 }),
      await putFeedback(me.client, hidden, { rating: 5 }),
      await me.client.get(myFeedbackOf(hidden)),
      await me.client.post(feedbackOf("no-such-event"), { rating: 5 }),
      await me.client.post(feedbackOf("%2E%2E%2Fetc"), { rating: 5 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: "NOT_FOUND", error: "活动不存在" });
    }
    await expectNothingStored(hidden, me.userId);
  });

  it("a visitor gets 401 on every route", async () => {
    const visitor = t.client();
    for (const res of [
      await visitor.post(feedbackOf(eventId), { rating: 5 }),
      await putFeedback(visitor, eventId, { rating: 5 }),
      await visitor.get(myFeedbackOf(eventId)),
    ]) expect(res.status).toBe(401);
  });
});

describe("what a feedback may hold", () => {
  it.each([
    ["0", { rating: 0 }],
    ["6", { rating: 6 }],
    ["2.5", { rating: 2.5 }],
    ["missing", { comment: "没有评分" }],
    ["a string", { rating: "5" }],
  ])("rating %s: 422 naming the rating", async (_, body) => {
    const res = await me.client.post(feedbackOf(eventId), body);
    expect(res.status).toBe(422);
    expect(res.json.details).toContainEqual({ field: "rating", message: "请选择 1 到 5 星的评分" });
    await expectNothingStored(eventId, me.userId);
  });

  it("a comment over the limit: 422 naming the comment and the limit", async () => {
    const res = await me.client.post(feedbackOf(eventId), { rating: 4, comment: "好".repeat(FEEDBACK_COMMENT_MAX + 1) });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "comment", message: `评价不能超过${FEEDBACK_COMMENT_MAX}个字符` }]);
    await expectNothingStored(eventId, me.userId);
  });

  it("suggestions over the limit: 422 naming the suggestions, in English too", async () => {
    me.client.locale = "en";
    const res = await me.client.post(feedbackOf(eventId), { rating: 4, suggestions: "x".repeat(FEEDBACK_SUGGESTIONS_MAX + 1) });
    me.client.locale = "zh";
    expect(res.status).toBe(422);
    expect(res.json.details).toHaveLength(1);
    expect(res.json.details[0].field).toBe("suggestions");
    expect(res.json.details[0].message).toMatch(/^Suggestions .*300/);
    await expectNothingStored(eventId, me.userId);
  });

  it("exactly the limits, counted after trimming, are accepted", async () => {
    const res = await me.client.post(feedbackOf(eventId), {
      rating: 1,
      comment: ` ${"好".repeat(FEEDBACK_COMMENT_MAX)} `,
      suggestions: "x".repeat(FEEDBACK_SUGGESTIONS_MAX),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.comment).toHaveLength(FEEDBACK_COMMENT_MAX);
  });

  it("unknown fields and a non-boolean wouldRecommend are refused", async () => {
    const unknown = await putFeedback(me.client, eventId, { rating: 4, userId: host.userId });
    expect(unknown.status).toBe(422);
    const recommend = await putFeedback(me.client, eventId, { rating: 4, wouldRecommend: "yes" });
    expect(recommend.status).toBe(422);
    expect(recommend.json.details[0].field).toBe("wouldRecommend");
  });
});

describe("writes are rate-limited", () => {
  it(`after ${FEEDBACK_WRITE_RATE_LIMIT.limit} writes a minute: 429 with Retry-After`, async () => {
    const p = await signedIn(t);
    await insertRegistration(t.db, eventId, p.userId, "APPROVED");
    expect((await p.client.post(feedbackOf(eventId), { rating: 3 })).status).toBe(201);
    for (let i = 1; i < FEEDBACK_WRITE_RATE_LIMIT.limit; i++) expect((await putFeedback(p.client, eventId, { rating: 3 })).status).toBe(200);
    const res = await putFeedback(p.client, eventId, { rating: 4 });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
