import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEventAdmin, insertEvent, insertRegistration, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { feedbackOf, past } from "./feedback-test-kit.ts";
import { summarise } from "./feedback-summary.service.ts";

type Person = { client: TestClient; userId: string; email: string };

let t: TestApp;
let host: Person;
let admin: Person;
let otherAdmin: Person;
let stranger: Person;
let attendees: Person[];
let eventId: string;

const summaryOf = (id: string) => `/api/events/${id}/feedback/summary`;
const exportOf = (id: string) => `/api/events/${id}/feedback/export`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  const people = (await Promise.all(Array.from({ length: 8 }, (_, i) => signedIn(t, "zh", { name: `人${i}` })))) as Person[];
  [host, admin, otherAdmin, stranger] = people as [Person, Person, Person, Person];
  attendees = people.slice(4);
  eventId = await insertEvent(t.db, host.userId, { title: "反馈/汇总:活动", ...past(), timezone: "Asia/Shanghai" });
  const elsewhere = await insertEvent(t.db, host.userId, past());
  await addEventAdmin(t.db, eventId, admin.userId);
  await addEventAdmin(t.db, elsewhere, otherAdmin.userId);
  for (const a of attendees) await insertRegistration(t.db, eventId, a.userId, "APPROVED");
  await setUser(t.db, attendees[0]!.userId, { username: "first_one", phoneNumber: "+8613800138000" });
  // Ratings 5, 4, 4, 2: average 3.75 → 3.8; recommend yes, yes, no, (no answer) → 2 of 3.
  const bodies = [
    { rating: 5, comment: '=HYPERLINK("http://evil.example","点我")\n第二行', wouldRecommend: true },
    { rating: 4, suggestions: "多一些, 互动", wouldRecommend: true },
    { rating: 4, wouldRecommend: false },
    { rating: 2, comment: "一般" },
  ];
  for (const [i, body] of bodies.entries()) {
    const res = await attendees[i]!.client.post(feedbackOf(eventId), body);
    if (res.status !== 201) throw new Error(`feedback failed: ${res.status} ${res.text}`);
  }
});
afterAll(() => t.close());

describe("GET /api/events/{id}/feedback/summary", () => {
  it("gives the organiser the numbers and every feedback, newest first, without contact data", async () => {
    const res = await host.client.get(summaryOf(eventId));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      count: 4,
      averageRating: 3.8,
      distribution: [
        { rating: 1, count: 0 },
        { rating: 2, count: 1 },
        { rating: 3, count: 0 },
        { rating: 4, count: 2 },
        { rating: 5, count: 1 },
      ],
      recommendAnswered: 3,
      recommendShare: 0.67,
    });
    expect(data.entries.map((e: { rating: number }) => e.rating)).toEqual([2, 4, 4, 5]);
    expect(data.entries[3].author).toEqual({ id: attendees[0]!.userId, name: "人4", username: "first_one", image: null });
    expect(res.text).not.toContain(attendees[0]!.email);
    expect(res.text).not.toContain("13800138000");
  });

  it("an event admin reads it too; an empty event has null numbers", async () => {
    expect((await admin.client.get(summaryOf(eventId))).status).toBe(200);
    const empty = await insertEvent(t.db, host.userId, past());
    const res = await host.client.get(summaryOf(empty));
    expect(res.json.data).toMatchObject({ count: 0, averageRating: null, recommendAnswered: 0, recommendShare: null, entries: [] });
  });

  it("refuses an attendee, a stranger and the admin of another event (403), and a visitor (401)", async () => {
    for (const p of [attendees[0]!, stranger, otherAdmin]) {
      expect((await p.client.get(summaryOf(eventId))).status).toBe(403);
      expect((await p.client.get(exportOf(eventId))).status).toBe(403);
    }
    expect((await t.client().get(summaryOf(eventId))).status).toBe(401);
    expect((await t.client().get(exportOf(eventId))).status).toBe(401);
  });

  it("a draft's summary is missing (404) to anyone without a role on it", async () => {
    const draft = await insertEvent(t.db, host.userId, { status: "DRAFT" });
    expect((await stranger.client.get(summaryOf(draft))).status).toBe(404);
    expect((await host.client.get(summaryOf(draft))).status).toBe(200);
  });
});

describe("GET /api/events/{id}/feedback/export", () => {
  it("is a CSV attachment with a BOM, formulas defused and quotes, commas and newlines quoted", async () => {
    const res = await host.client.get(exportOf(eventId));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="feedback-[^"]+\.csv"; filename\*=UTF-8''/);
    expect(res.headers.get("content-disposition")).not.toContain("/");
    // The client's text() strips a BOM, so read the bytes themselves.
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.text.startsWith("姓名,用户名,评分,评价,建议,是否推荐,提交时间（GMT+8）,修改时间（GMT+8）\r\n")).toBe(true);
    expect(res.text).toContain(`人4,first_one,5,"'=HYPERLINK(""http://evil.example"",""点我"")\n第二行",,是,`);
    expect(res.text).toMatch(/\r\n人5,\w+,4,,"多一些, 互动",是,/);
    expect(res.text).toMatch(/\r\n人7,\w+,2,一般,,,2\d{3}-/);
    expect(res.text).not.toContain(attendees[0]!.email);
  });

  it("speaks the caller's language", async () => {
    host.client.locale = "en";
    const res = await host.client.get(exportOf(eventId));
    host.client.locale = "zh";
    expect(res.text.startsWith("Name,Username,Rating,Comment,Suggestions,Would recommend,Submitted at (GMT+8),Edited at (GMT+8)\r\n")).toBe(true);
    expect(res.text).toContain(",No,");
  });
});

describe("summarise", () => {
  it("rounds the average to one decimal and the share to two", () => {
    const s = summarise([
      { rating: 1, wouldRecommend: null },
      { rating: 2, wouldRecommend: true },
      { rating: 2, wouldRecommend: false },
    ]);
    expect(s).toMatchObject({ count: 3, averageRating: 1.7, recommendAnswered: 2, recommendShare: 0.5 });
  });
});

