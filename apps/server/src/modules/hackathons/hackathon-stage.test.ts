import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, notifications } from "../../db/schema/index.ts";
import { grantAdmin } from "../event-console/console-test-kit.ts";
import { attendee } from "../registrations/registration-test-kit.ts";
import { insertEvent, insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { moveHackathonStage } from "./hackathon-stage.service.ts";

// docs/product/hackathons.md#stages, with the real app and database. Two organisers moving at once run
// on PostgreSQL too (TEST_DATABASE_URL): PGlite's one connection would hide a lost update.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let stranger: Person;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, stranger] = (await Promise.all([signedIn(t, "zh", { name: "主办方" }), signedIn(t)])) as [Person, Person];
});
afterAll(() => t.close());

const move = (c: TestClient, id: string, body: object) => c.post(`/api/events/${id}/hackathon-stage`, body);
const configOf = async (id: string) => (await t.db.select({ c: events.hackathonConfig }).from(events).where(eq(events.id, id)))[0]!.c as { stage: { current: string; history: { stage: string; note: string | null; changedBy: string | null }[] } };
const newHackathon = (fields: Partial<typeof events.$inferInsert> = {}) => insertEvent(t.db, host.userId, { type: "HACKATHON", title: "春季黑客松", ...fields });

describe("POST /api/events/{id}/hackathon-stage", () => {
  it("moves forward and back, appending {stage, changedAt, changedBy, note} and naming the mover", async () => {
    const id = await newHackathon();
    const res = await move(host.client, id, { stage: "DEVELOPMENT", note: "  开始开发  " });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("阶段已切换为“开发中”");
    const { config, people } = res.json.data;
    expect(config.stage).toMatchObject({ current: "DEVELOPMENT", lastUpdatedBy: host.userId, lastUpdatedAt: expect.any(String) });
    expect(config.stage.history).toEqual([
      expect.objectContaining({ stage: "REGISTRATION", changedBy: null, note: null }),
      expect.objectContaining({ stage: "DEVELOPMENT", changedBy: host.userId, note: "开始开发" }),
    ]);
    expect(people).toEqual([{ id: host.userId, name: "主办方" }]);
    // Back to REGISTRATION: the history only grows, and the public payload follows each move.
    expect((await t.client().get(`/api/events/${id}`)).json.data.hackathonConfig.stage.current).toBe("DEVELOPMENT");
    expect((await move(host.client, id, { stage: "REGISTRATION", note: "" })).status).toBe(200);
    expect((await configOf(id)).stage.history.map((h) => [h.stage, h.note])).toEqual([["REGISTRATION", null], ["DEVELOPMENT", "开始开发"], ["REGISTRATION", null]]);
    expect((await t.client().get(`/api/events/${id}`)).json.data.hackathonConfig.stage.current).toBe("REGISTRATION");
  });

  it("the stage already current is a 409 and writes nothing", async () => {
    const id = await newHackathon();
    await move(host.client, id, { stage: "SUBMISSION" });
    const before = await configOf(id);
    const res = await move(host.client, id, { stage: "SUBMISSION" });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("活动已处于这个阶段");
    expect(await configOf(id)).toEqual(before);
  });

  it("refuses an unknown stage or an over-long note (422), strangers (403), the anonymous (401), other types (409)", async () => {
    const id = await newHackathon();
    expect((await move(host.client, id, { stage: "JUDGING" })).status).toBe(422);
    const long = await move(host.client, id, { stage: "VOTING", note: "字".repeat(501) });
    expect(long.status).toBe(422);
    expect(long.json.details[0]).toMatchObject({ field: "note", message: "备注不能超过 500 个字" });
    expect((await move(stranger.client, id, { stage: "VOTING" })).status).toBe(403);
    expect((await move(t.client(), id, { stage: "VOTING" })).status).toBe(401);
    const admin = await signedIn(t);
    await grantAdmin(t.db, id, admin.userId, { canEditEvent: true });
    expect((await move(admin.client, id, { stage: "DEVELOPMENT" })).status).toBe(200);
    const meetup = await insertEvent(t.db, host.userId);
    expect((await move(host.client, meetup, { stage: "VOTING" })).status).toBe(409);
    expect((await configOf(id)).stage.current).toBe("DEVELOPMENT");
  });

  it("VOTING and RESULTS notify every APPROVED registrant, and nobody else", async () => {
    const id = await newHackathon();
    const [approved, pending, cancelled] = await Promise.all([insertUser(t.db), insertUser(t.db), insertUser(t.db)]);
    await insertRegistration(t.db, id, approved!.id, "APPROVED");
    await insertRegistration(t.db, id, pending!.id, "PENDING");
    await insertRegistration(t.db, id, cancelled!.id, "CANCELLED");
    const noticesOf = (userId: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.link, `/events/${id}`)));
    await move(host.client, id, { stage: "DEVELOPMENT" });
    expect(await noticesOf(approved!.id)).toHaveLength(0);
    await move(host.client, id, { stage: "VOTING" });
    await move(host.client, id, { stage: "RESULTS" });
    expect((await noticesOf(approved!.id)).map((n) => [n.type, n.params])).toEqual(
      expect.arrayContaining([["hackathonVoting", { event: "春季黑客松" }], ["hackathonResults", { event: "春季黑客松" }]]),
    );
    expect(await noticesOf(pending!.id)).toHaveLength(0);
    expect(await noticesOf(cancelled!.id)).toHaveLength(0);
  });

  it(`two organisers moving at once both land in the history (${onPostgres ? "concurrent, PostgreSQL" : "PGlite"})`, async () => {
    const id = await newHackathon();
    const others = await Promise.all(Array.from({ length: 6 }, () => insertUser(t.db)));
    for (const o of others) await grantAdmin(t.db, id, o.id, { canEditEvent: true });
    const stages = ["DEVELOPMENT", "SUBMISSION", "VOTING", "RESULTS", "DEVELOPMENT", "SUBMISSION"] as const;
    const results = await Promise.allSettled(others.map((o, i) => moveHackathonStage(t.db, o.id, id, stages[i]!, `第${i}个`)));
    const landed = results.filter((r) => r.status === "fulfilled").length;
    const history = (await configOf(id)).stage.history;
    // Every accepted move is in the history exactly once (a refused one is the stage already current).
    expect(history).toHaveLength(1 + landed);
    expect(new Set(history.slice(1).map((h) => h.note)).size).toBe(landed);
    expect(landed).toBeGreaterThanOrEqual(2);
    for (const r of results) if (r.status === "rejected") expect((r.reason as { key: string }).key).toBe("hackathons.stageUnchanged");
  });
});

describe("registering for a hackathon", () => {
  it("is possible only in REGISTRATION, refused with its own message otherwise", async () => {
    const id = await newHackathon();
    const early = await attendee(t);
    expect((await early.client.post(`/api/events/${id}/register`, {})).status).toBe(201);
    await move(host.client, id, { stage: "DEVELOPMENT" });
    const late = await attendee(t, "en");
    const refused = await late.client.post(`/api/events/${id}/register`, {});
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("The hackathon does not take registrations at its current stage");
    // A hackathon with no stage stored derives it: one already running is in DEVELOPMENT.
    const running = await newHackathon({ startTime: new Date(Date.now() - 3_600_000), endTime: new Date(Date.now() + 86_400_000) });
    expect((await late.client.post(`/api/events/${running}/register`, {})).json.error).toBe("The hackathon does not take registrations at its current stage");
  });
});
