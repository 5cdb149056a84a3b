import { type MessageKey, translate } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeCheckIns, challengeParticipants, events, projects } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { CONTENT, insertChallenge, joinAndSetUp, PLAN } from "./challenge-check-ins-test-kit.ts";

// docs/product/challenges.md#setup, with the real app and database.

const DAY = 86_400_000;
const zh = (key: MessageKey) => translate("zh", key);
let t: TestApp;
let organizerId: string;

beforeAll(async () => {
  t = await createTestApp();
  organizerId = (await insertUser(t.db)).id;
});
afterAll(() => t.close());

const register = (id: string) => `/api/events/${id}/building-public/register`;
const participantOf = async (userId: string) => (await t.db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, userId)))[0];

describe("POST …/building-public/register", () => {
  it("makes a new project owned by the caller in the same save; saving again edits (one participant row)", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "PENDING");
    const first = await me.client.post(register(id), { newProject: { title: "记账 App", subtitle: "帮你记账", description: "" }, plan21Days: PLAN });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe(zh("challenges.setupSaved"));
    expect(first.json.data).toMatchObject({ status: "PENDING", setUp: true, project: { title: "记账 App", subtitle: "帮你记账", tags: [] }, plan21Days: PLAN, visibilityLevel: "PUBLIC", checkInCount: 0, requiredCheckIns: 7, isCompleted: false, today: 3, todayCheckInId: null });
    const projectId = first.json.data.project.id as string;
    expect((await t.db.select().from(projects).where(eq(projects.id, projectId)))[0]).toMatchObject({ userId: me.userId, stage: "IDEA" });
    const again = await me.client.post(register(id), { projectId, plan21Days: `${PLAN}（修改）`, visibilityLevel: "PARTICIPANTS_ONLY" });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ project: { id: projectId }, plan21Days: `${PLAN}（修改）`, visibilityLevel: "PARTICIPANTS_ONLY" });
    expect(await t.db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, me.userId))).toHaveLength(1);
    expect((await me.client.get(`/api/events/${id}/building-public/registration`)).json.data).toEqual(again.json.data);
  });

  it("refuses each bad input on its field with the specification's message", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "APPROVED");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plan21Days: PLAN }, "projectId", zh("challenges.projectRequired")],
      [{ newProject: { title: "名字", subtitle: " " }, plan21Days: PLAN }, "newProject.subtitle", zh("challenges.newProjectRequired")],
      [{ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: "太短了" }, "plan21Days", zh("challenges.planTooShort")],
      [{ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN, visibilityLevel: "FRIENDS" }, "visibilityLevel", zh("challenges.visibilityInvalid")],
    ];
    for (const [body, field, message] of cases) {
      const res = await me.client.post(register(id), body);
      expect(res.status, field).toBe(422);
      expect(res.json.details).toContainEqual({ field, message });
    }
    expect(await participantOf(me.userId)).toBeUndefined();
  });

  it("takes only the caller's own project (someone else's or an unknown id is refused, nothing saved)", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const [me, other] = await Promise.all([signedIn(t), signedIn(t)]);
    await insertRegistration(t.db, id, me.userId, "APPROVED");
    const theirs = (await other.client.post("/api/projects", { title: "别人的", stage: "MVP" })).json.data.project.id;
    for (const projectId of [theirs, "not-a-project"]) {
      const res = await me.client.post(register(id), { projectId, plan21Days: PLAN });
      expect(res.status).toBe(422);
      expect(res.json.details).toEqual([{ field: "projectId", message: zh("challenges.projectNotYours") }]);
    }
    expect(await participantOf(me.userId)).toBeUndefined();
  });

  it("needs a live registration: none, REJECTED and CANCELLED are refused with their messages", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const body = { newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN };
    const none = await (await signedIn(t)).client.post(register(id), body);
    expect([none.status, none.json.message]).toEqual([403, zh("challenges.registrationRequired")]);
    for (const status of ["REJECTED", "CANCELLED"] as const) {
      const me = await signedIn(t);
      await insertRegistration(t.db, id, me.userId, status);
      const res = await me.client.post(register(id), body);
      expect([res.status, res.json.message]).toEqual([403, zh("challenges.registrationUnavailable")]);
    }
    expect((await t.client().post(register(id), body)).status).toBe(401);
  });

  it("closed setup refuses a first save (409) but an existing setup stays editable", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const [early, late] = await Promise.all([signedIn(t), signedIn(t)]);
    const { project } = await joinAndSetUp(t.db, id, early);
    await t.db.update(events).set({ buildingConfig: { setupOpen: false } }).where(eq(events.id, id));
    await insertRegistration(t.db, id, late.userId, "APPROVED");
    const res = await late.client.post(register(id), { newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN });
    expect([res.status, res.json.message]).toEqual([409, zh("challenges.setupClosed")]);
    expect(await t.db.select().from(projects).where(eq(projects.userId, late.userId))).toHaveLength(0);
    const edited = await early.client.post(register(id), { projectId: project.id, plan21Days: `${PLAN}！` });
    expect([edited.status, edited.json.data.plan21Days]).toEqual([200, `${PLAN}！`]);
  });

  it("after the end only an existing setup may be edited (409 setupEnded otherwise)", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const [early, late] = await Promise.all([signedIn(t), signedIn(t)]);
    const { project } = await joinAndSetUp(t.db, id, early);
    await insertRegistration(t.db, id, late.userId, "APPROVED");
    await t.db.update(events).set({ startTime: new Date(Date.now() - 30 * DAY), endTime: new Date(Date.now() - DAY) }).where(eq(events.id, id));
    const refused = await late.client.post(register(id), { newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN });
    expect([refused.status, refused.json.message]).toEqual([409, zh("challenges.setupEnded")]);
    const edited = await early.client.post(register(id), { projectId: project.id, plan21Days: `${PLAN}！` });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ plan21Days: `${PLAN}！`, today: null });
  });

  it("changing visibility moves the author's check-ins' visible_to_public in the same save", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    const { project } = await joinAndSetUp(t.db, id, me);
    const posted = await me.client.post(`/api/events/${id}/building-public/check-in`, { content: CONTENT });
    expect(posted.status).toBe(200);
    const visible = async () => (await t.db.select().from(challengeCheckIns).where(eq(challengeCheckIns.userId, me.userId)))[0]!.visibleToPublic;
    expect(await visible()).toBe(true);
    await me.client.post(register(id), { projectId: project.id, plan21Days: PLAN, visibilityLevel: "PARTICIPANTS_ONLY" });
    expect(await visible()).toBe(false);
    await me.client.post(register(id), { projectId: project.id, plan21Days: PLAN, visibilityLevel: "PUBLIC" });
    expect(await visible()).toBe(true);
  });
});

describe("GET …/registration and …/my-check-ins", () => {
  it("answer null and [] without a registration, 401 signed out, 404 for another type of event", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    expect((await me.client.get(`/api/events/${id}/building-public/registration`)).json.data).toBeNull();
    expect((await me.client.get(`/api/events/${id}/building-public/my-check-ins`)).json.data).toEqual([]);
    expect((await t.client().get(`/api/events/${id}/building-public/registration`)).status).toBe(401);
    const meetup = await insertEvent(t.db, organizerId);
    const res = await me.client.get(`/api/events/${meetup}/building-public/registration`);
    expect([res.status, res.json.message]).toEqual([404, zh("challenges.notAChallenge")]);
  });

  it("a registrant before setup sees setUp false; my-check-ins lists own check-ins, private ones too, newest day first", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "WAITLISTED");
    expect((await me.client.get(`/api/events/${id}/building-public/registration`)).json.data).toMatchObject({ status: "WAITLISTED", setUp: false, project: null, checkInCount: 0, today: 3 });
    await me.client.post(register(id), { newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN });
    const posted = await me.client.post(`/api/events/${id}/building-public/check-in`, { content: CONTENT, isPublic: false });
    const mine = (await me.client.get(`/api/events/${id}/building-public/my-check-ins`)).json.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: posted.json.data.checkIn.id, day: 3, isPublic: false, isLiked: false, registration: { checkInCount: 1 } });
    expect((await me.client.get(`/api/events/${id}/building-public/registration`)).json.data).toMatchObject({ todayCheckInId: posted.json.data.checkIn.id, checkInCount: 1 });
  });
});
