import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEventAdmin, insertEvent, insertRegistration, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { feedbackOf, feedbackRows, myFeedbackOf, past, putFeedback } from "./feedback-test-kit.ts";

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person;
let attendee: Person;
let other: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  [host, attendee, other] = (await Promise.all([signedIn(t), signedIn(t), signedIn(t)])) as [Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId, { title: "已结束的活动", ...past() });
  await insertRegistration(t.db, eventId, attendee.userId, "APPROVED");
  await insertRegistration(t.db, eventId, other.userId, "APPROVED");
});
afterAll(() => t.close());

describe("giving and editing feedback (docs/product/people.md#feedback)", () => {
  it("my-feedback answers 404 before any feedback, and 401 to a visitor", async () => {
    const none = await attendee.client.get(myFeedbackOf(eventId));
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ code: "NOT_FOUND", error: "你还没有提交过反馈" });
    expect((await t.client().get(myFeedbackOf(eventId))).status).toBe(401);
  });

  it("PUT before any feedback answers 404 and creates nothing", async () => {
    const res = await putFeedback(attendee.client, eventId, { rating: 4 });
    expect(res.status).toBe(404);
    expect(await feedbackRows(t.db, eventId, attendee.userId)).toBe(0);
  });

  it("gives feedback once: trimmed text, empty text as null, the spec's success message", async () => {
    const res = await attendee.client.post(feedbackOf(eventId), { rating: 5, comment: "  很棒的分享  ", suggestions: "   ", wouldRecommend: true });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("反馈提交成功！感谢您的参与");
    expect(res.json.data).toMatchObject({ eventId, rating: 5, comment: "很棒的分享", suggestions: null, wouldRecommend: true });
    const mine = await attendee.client.get(myFeedbackOf(eventId));
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual(res.json.data);
  });

  it("a second POST answers 409 telling to edit instead, and changes nothing", async () => {
    const res = await attendee.client.post(feedbackOf(eventId), { rating: 1, comment: "改主意了" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "CONFLICT", error: "你已提交过反馈，请修改已有的反馈" });
    attendee.client.locale = "en";
    const en = await attendee.client.post(feedbackOf(eventId), { rating: 1 });
    attendee.client.locale = "zh";
    expect(en.json.error).toBe("You have already given feedback; edit it instead");
    expect(await feedbackRows(t.db, eventId, attendee.userId)).toBe(1);
    expect((await attendee.client.get(myFeedbackOf(eventId))).json.data).toMatchObject({ rating: 5, comment: "很棒的分享" });
  });

  it("edits with PUT: the spec's message, the new values, a later updatedAt", async () => {
    const before = (await attendee.client.get(myFeedbackOf(eventId))).json.data;
    const res = await putFeedback(attendee.client, eventId, { rating: 3, comment: "还可以", suggestions: "多一些互动", wouldRecommend: false });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("反馈修改成功！");
    expect(res.json.data).toMatchObject({ id: before.id, rating: 3, comment: "还可以", suggestions: "多一些互动", wouldRecommend: false, createdAt: before.createdAt });
    expect(new Date(res.json.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());
    attendee.client.locale = "en";
    const en = await putFeedback(attendee.client, eventId, { rating: 3 });
    attendee.client.locale = "zh";
    expect(en.json.message).toBe("Feedback updated!");
    // Leaving out a text clears it: PUT replaces the whole feedback.
    expect(en.json.data).toMatchObject({ comment: null, suggestions: null, wouldRecommend: null });
    expect(await feedbackRows(t.db, eventId, attendee.userId)).toBe(1);
  });

  it("one feedback per person: another attendee's is their own", async () => {
    const res = await other.client.post(feedbackOf(eventId), { rating: 4 });
    expect(res.status).toBe(201);
    expect(await feedbackRows(t.db, eventId, other.userId)).toBe(1);
    expect(await feedbackRows(t.db, eventId, attendee.userId)).toBe(1);
  });

  it("the organiser and an admin who did not register may not give feedback", async () => {
    const admin = await signedIn(t);
    await addEventAdmin(t.db, eventId, admin.userId);
    for (const p of [host, admin]) {
      const res = await p.client.post(feedbackOf(eventId), { rating: 5 });
      expect(res.status).toBe(403);
      expect(res.json.error).toBe("只有报名已通过的参与者可以提交反馈");
    }
  });
});
