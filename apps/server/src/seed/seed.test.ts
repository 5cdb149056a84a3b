import { existsSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.ts";
import { DEMO_HACKERS } from "./demo-hackathon.ts";

const DEMO_HACKER_COUNT = Object.keys(DEMO_HACKERS).length;
import { seedDemoContent } from "./seed.ts";

const log = createLogger("silent");
const TABLES = {
  users: schema.users,
  accounts: schema.accounts,
  organizations: schema.organizations,
  organizationMembers: schema.organizationMembers,
  events: schema.events,
  eventAdmins: schema.eventAdmins,
  ticketTypes: schema.ticketTypes,
  eventQuestions: schema.eventQuestions,
  registrations: schema.registrations,
  registrationAnswers: schema.registrationAnswers,
  notifications: schema.notifications,
};

async function counts(db: Db) {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = Number(row?.n);
  }
  return out;
}

let t: TestApp;
// The whole demo world (six scrypt hashes, the hackathon, the challenge) on a shared, busy machine can pass a minute.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, log);
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe("demo seed", () => {
  it("creates the demo world once; seeding again changes nothing", async () => {
    const first = await counts(t.db);
    expect(first).toMatchObject({ users: DEMO_ACCOUNTS.length + DEMO_HACKER_COUNT, accounts: DEMO_ACCOUNTS.length, organizations: 2, events: 6 });
    expect(first.notifications).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    await seedDemoContent(t.db, log);
    await seedDemoContent(t.db, log);
    expect(await counts(t.db)).toEqual(first);
  });

  it("lets every demo account sign in through the API", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const c = t.client();
      const res = await c.post("/api/auth/sign-in/email", { email: account.email, password: account.password });
      expect(res.status, account.email).toBe(200);
      const profile = await c.get("/api/profile");
      expect(profile.json.data.user).toMatchObject({ email: account.email, name: account.name });
      expect((await c.get("/api/notifications/unread-count")).json.data.unreadCount).toBeGreaterThan(0);
    }
  });

  it("makes the meetup the first upcoming event, with tickets, questions and approved participants", async () => {
    const list = await t.client().get("/api/events");
    // The running challenge lists before it (the list holds events not yet ended); the meetup is the first to start.
    const first = list.json.data.events.find((e: { startTime: string }) => new Date(e.startTime).getTime() > Date.now());
    expect(list.json.data.events[0].type).toBe("BUILDING_PUBLIC");
    expect(first).toMatchObject({ type: "MEETUP", status: "PUBLISHED", featured: true, timezone: "Asia/Shanghai" });
    expect(first.coverImage).toMatch(/^\/demo\/.+\.png$/);
    expect(new Date(first.startTime).getTime()).toBeGreaterThan(Date.now());
    const detail = (await t.client().get(`/api/events/${first.id}`)).json.data;
    expect(detail.ticketTypes.map((x: { name: string }) => x.name)).toEqual(["普通票", "学生票"]);
    expect(detail.questions.map((q: { type: string; required: boolean }) => [q.type, q.required])).toEqual([
      ["TEXT", true],
      ["SINGLE_CHOICE", false],
    ]);
    expect(detail.participants.length).toBe(detail.registrationCount);
    expect(detail.registrationCount).toBeGreaterThan(0);
    const types = list.json.data.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(["HACKATHON", "BUILDING_PUBLIC"]));
    expect((await t.client().get("/api/events?when=past")).json.data.events[0].status).toBe("COMPLETED");
  });

  it("keeps seat counters consistent with the registrations it made", async () => {
    const rows = await t.db.select().from(schema.events);
    const regs = await t.db.select().from(schema.registrations);
    for (const e of rows) {
      const holding = regs.filter((r) => r.eventId === e.id && (r.status === "APPROVED" || r.status === "PENDING")).length;
      expect(e.seatsTaken, e.title).toBe(holding);
      expect(e.approvedCount, e.title).toBe(regs.filter((r) => r.eventId === e.id && r.status === "APPROVED").length);
      if (e.maxAttendees !== null) expect(e.seatsTaken).toBeLessThanOrEqual(e.maxAttendees);
    }
    expect(new Set(regs.map((r) => r.status))).toEqual(new Set(["APPROVED", "PENDING", "WAITLISTED"]));
    for (const r of regs) expect(Boolean(r.ticketCode), r.status).toBe(r.status === "APPROVED");
  });

  it("offers an upcoming meetup with two active ticket types and a required question, and a full event with a waitlist", async () => {
    const rows = await t.db.select().from(schema.events);
    const tickets = await t.db.select().from(schema.ticketTypes);
    const questions = await t.db.select().from(schema.eventQuestions);
    const regs = await t.db.select().from(schema.registrations);
    const upcoming = rows.filter((e) => e.status === "PUBLISHED" && e.startTime.getTime() > Date.now());
    const meetup = upcoming.find((e) => e.type === "MEETUP");
    expect(tickets.filter((x) => x.eventId === meetup?.id && x.isActive)).toHaveLength(2);
    expect(questions.some((q) => q.eventId === meetup?.id && q.required)).toBe(true);
    // The full one is the challenge's group, which is running (registration stays open until the end).
    const open = rows.filter((e) => e.status === "PUBLISHED" && e.endTime.getTime() > Date.now());
    const full = open.find((e) => e.maxAttendees !== null && e.seatsTaken >= e.maxAttendees);
    expect(full?.requireApproval).toBe(false);
    expect(regs.filter((r) => r.eventId === full?.id && r.status === "WAITLISTED").length).toBeGreaterThan(0);
  });

  it("serves the demo organisations and people", async () => {
    expect((await t.client().get("/api/orgs/shanghai-builders")).json.data.organization.name).toBe("上海独立开发者社区");
    expect((await t.client().get("/api/orgs/ai-makers")).json.data.upcomingEvents.length).toBeGreaterThan(0);
    const host = (await t.client().get("/api/users/linxiao")).json.data;
    expect(host.organizedEvents.length).toBeGreaterThan(0);
  });

  it("gives the hackathon resources, awards, the VOTING stage and a gallery of a dozen teams' projects, votes varied", async () => {
    const list = (await t.client().get("/api/events")).json.data.events as { id: string; type: string }[];
    const hackathon = list.find((e) => e.type === "HACKATHON")!;
    const detail = (await t.client().get(`/api/events/${hackathon.id}`)).json.data;
    expect(detail.hackathonConfig.stage.current).toBe("VOTING");
    expect(detail.hackathonConfig.awards.length).toBeGreaterThanOrEqual(2);
    expect(detail.hackathonConfig.resources.tutorials.length).toBeGreaterThan(0);
    const recent = (await t.client().get(`/api/events/${hackathon.id}/submissions`)).json.data;
    const popular = (await t.client().get(`/api/events/${hackathon.id}/submissions?sort=popular`)).json.data;
    expect(recent.total).toBeGreaterThan(12);
    expect(recent.hasNextPage).toBe(true);
    expect(popular.submissions.map((s: { id: string }) => s.id)).not.toEqual(recent.submissions.map((s: { id: string }) => s.id));
    expect(recent.submissions.some((s: { team: unknown[] }) => s.team.length > 1)).toBe(true);
    for (const s of recent.submissions) {
      expect(s.coverImage).toMatch(/^\/demo\/hackathon-shot-[a-h]\.svg$/);
      expect(existsSync(new URL(`../../../web/public${s.coverImage}`, import.meta.url)), s.coverImage).toBe(true);
      expect(s.projectId).toEqual(expect.any(String));
    }
    // Everyone on a team is an approved registrant of the hackathon.
    const members = await t.db.select().from(schema.submissionMembers).where(eq(schema.submissionMembers.eventId, hackathon.id));
    const approved = await t.db.select().from(schema.registrations).where(eq(schema.registrations.eventId, hackathon.id));
    const ok = new Set(approved.filter((r) => r.status === "APPROVED").map((r) => r.userId));
    for (const m of members) expect(ok.has(m.userId)).toBe(true);
  });

  it("points only at demo images that ship with the web app", async () => {
    const [people, orgs, events] = await Promise.all([
      t.db.select({ url: schema.users.image }).from(schema.users),
      t.db.select({ url: schema.organizations.logo }).from(schema.organizations),
      t.db.select({ url: schema.events.coverImage }).from(schema.events),
    ]);
    const checkInImages = (await t.db.select({ urls: schema.challengeCheckIns.imageUrls }).from(schema.challengeCheckIns)).flatMap((r) => r.urls.map((url) => ({ url })));
    expect(checkInImages.length).toBeGreaterThan(10);
    const urls = [...people, ...orgs, ...events, ...checkInImages].map((row) => row.url).filter((url): url is string => Boolean(url));
    expect(urls.filter((url) => url.startsWith("/demo/")).length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url, "a seeded image lies outside /demo/").toMatch(/^\/demo\/[a-z-]+\.(png|svg)$/);
      expect(existsSync(new URL(`../../../web/public${url}`, import.meta.url)), url).toBe(true);
    }
  });
});

describe("demo seed under concurrency", () => {
  it("seeds once when two processes start together", async () => {
    const fresh = await createTestApp();
    try {
      await Promise.all([seedDemoContent(fresh.db, log), seedDemoContent(fresh.db, log)]);
      expect(await counts(fresh.db)).toMatchObject({ users: DEMO_ACCOUNTS.length + DEMO_HACKER_COUNT, organizations: 2, events: 6 });
    } finally {
      await fresh.close();
    }
  });

  it("leaves a database alone when a demo email already belongs to someone", async () => {
    const fresh = await createTestApp({ RATE_LIMIT: "off" });
    try {
      await fresh.client().signUp({ email: DEMO_ACCOUNTS[0]!.email });
      await seedDemoContent(fresh.db, log);
      expect(await counts(fresh.db)).toMatchObject({ users: 1, organizations: 0, events: 0 });
    } finally {
      await fresh.close();
    }
  });
});

describe("demo volunteers", () => {
  it("gives the upcoming meetup two roles (one approved at once, one reviewed) and the past meetup approved volunteers, counters matching", async () => {
    const roles = await t.db.select().from(schema.eventVolunteerRoles);
    const apps = await t.db.select().from(schema.volunteerApplications);
    const perEvent = new Map<string, number>();
    for (const r of roles) perEvent.set(r.eventId, (perEvent.get(r.eventId) ?? 0) + 1);
    expect([...perEvent.values()]).toEqual([2, 2]);
    expect(roles.some((r) => !r.requireApproval) && roles.some((r) => r.requireApproval)).toBe(true);
    for (const role of roles) {
      expect(role.approvedCount, role.id).toBe(apps.filter((a) => a.roleId === role.id && a.status === "APPROVED").length);
    }
    const withContact = await t.db.select({ info: schema.events.volunteerContactInfo }).from(schema.events);
    expect(withContact.filter((e) => e.info).length).toBe(2);
  });
});

describe("demo challenge", () => {
  async function challenge() {
    const list = (await t.client().get("/api/events")).json.data.events as { id: string; type: string }[];
    return list.find((e) => e.type === "BUILDING_PUBLIC")!.id;
  }

  it("is in progress with a dozen participants at different progress, exactly one completed", async () => {
    const id = await challenge();
    const [event] = await t.db.select().from(schema.events).where(eq(schema.events.id, id));
    expect(event!.startTime.getTime()).toBeLessThan(Date.now());
    expect(event!.endTime.getTime()).toBeGreaterThan(Date.now());
    const admin = t.client();
    await admin.post("/api/auth/sign-in/email", { email: "lin.xiao@example.com", password: DEMO_PASSWORD });
    const all = (await admin.get(`/api/events/${id}/building-public/participants`)).json.data;
    expect(all.total).toBe(12);
    expect(all.completed).toBe(1);
    expect(new Set(all.participants.map((p: { checkInCount: number }) => p.checkInCount)).size).toBeGreaterThan(5);
    expect(all.topContributors[0].isCompleted).toBe(true);
    // Visitors do not see the participants-only people, whom the organiser does.
    const visitor = (await t.client().get(`/api/events/${id}/building-public/participants`)).json.data;
    expect(visitor.participants.length).toBeLessThan(all.participants.length);
    expect(visitor.total).toBe(12);
  });

  it("has public and restricted check-ins with images, likes and comments, counters matching their rows", async () => {
    const id = await challenge();
    const rows = await t.db.select().from(schema.challengeCheckIns).where(eq(schema.challengeCheckIns.eventId, id));
    expect(rows.some((r) => r.visibleToPublic)).toBe(true);
    expect(rows.some((r) => !r.isPublic)).toBe(true);
    expect(rows.some((r) => r.isPublic && !r.visibleToPublic)).toBe(true);
    expect(rows.some((r) => r.imageUrls.length > 4)).toBe(true);
    const likes = await t.db.select().from(schema.challengeCheckInLikes);
    const comments = await t.db.select().from(schema.challengeCheckInComments);
    expect(likes.length).toBeGreaterThan(10);
    expect(comments.length).toBeGreaterThan(3);
    for (const r of rows) {
      expect(r.likeCount).toBe(likes.filter((l) => l.checkInId === r.id).length);
      expect(r.commentCount).toBe(comments.filter((c) => c.checkInId === r.id).length);
    }
    const participants = await t.db.select().from(schema.challengeParticipants).where(eq(schema.challengeParticipants.eventId, id));
    for (const p of participants) expect(p.checkInCount, p.userId).toBe(rows.filter((r) => r.registrationId === p.registrationId).length);
    const visitorFeed = (await t.client().get(`/api/events/${id}/building-public/check-ins?limit=50`)).json.data.checkIns as { isPublic: boolean }[];
    expect(visitorFeed.length).toBe(rows.filter((r) => r.visibleToPublic).length);
  });

  it("gives certificates of all three sources; alex holds a FIRST-level award certificate, verifiable by number", async () => {
    const rows = await t.db.select().from(schema.certificates);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(["AWARD", "CHALLENGE", "ATTENDANCE"]));
    const alex = DEMO_ACCOUNTS.find((a) => a.key === "alex")!;
    const c = t.client();
    await c.post("/api/auth/sign-in/email", { email: alex.email, password: alex.password });
    const mine = (await c.get("/api/user/certificates")).json.data as { source: string; awardLevel: string; awardName: string; number: string; recipientName: string }[];
    const first = mine.find((x) => x.source === "AWARD" && x.awardLevel === "FIRST")!;
    expect(first).toMatchObject({ awardName: "评委大奖", recipientName: alex.name });
    expect(mine.some((x) => x.source === "ATTENDANCE")).toBe(true);
    expect((await t.client().get(`/api/certificates/by-number/${first.number}`)).json.data.status).toBe("VALID");
    // Every certificate's notice is there, dated when it was issued.
    const notices = await t.db.select().from(schema.notifications).where(eq(schema.notifications.type, "certificateIssued"));
    expect(notices).toHaveLength(rows.length);
  });
});
