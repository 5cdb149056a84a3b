import { challengeCheckInInputSchema, challengeSetupInputSchema } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, registrations } from "../../db/schema/index.ts";
import { insertRegistration, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { checkIn } from "./challenge-check-ins.service.ts";
import { CONTENT, insertChallenge, PLAN } from "./challenge-check-ins-test-kit.ts";
import { sendChallengeReminders } from "./challenge-reminders.ts";
import { saveSetup } from "./challenge-setup.service.ts";

// docs/product/challenges.md#reminders, with the real database and an injected clock (the queue's).

const DAY = 86_400_000;
const start = new Date("2026-03-01T10:00:00+08:00");
/** 19:59 and 20:00 in Shanghai on a day of the challenge (day 3 is 3 March). */
const before8 = new Date("2026-03-03T19:59:00+08:00");
const at8 = new Date("2026-03-03T20:00:00+08:00");
let clock = before8;
let t: TestApp;
let organizerId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" }, { queue: { now: () => clock } });
  organizerId = (await insertUser(t.db)).id;
});
afterAll(() => t.close());

async function participant(eventId: string, status: "APPROVED" | "PENDING" = "APPROVED", setUpAt = start) {
  const userId = (await insertUser(t.db)).id;
  await insertRegistration(t.db, eventId, userId, status);
  await saveSetup(t.db, userId, eventId, challengeSetupInputSchema.parse({ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN }), setUpAt);
  return userId;
}
const remindersOf = (userId: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, "challengeReminder")));

describe("challenge reminders", () => {
  it("at 20:00 in the event's zone: those without today's check-in, not completed, live registration, once a day", async () => {
    const id = await insertChallenge(t.db, organizerId, { startTime: start, endTime: new Date(start.getTime() + 21 * DAY), config: { requiredCheckIns: 1 } });
    const idle = await participant(id);
    const pending = await participant(id, "PENDING");
    const checkedInToday = await participant(id);
    const cancelled = await participant(id);
    await t.db.update(registrations).set({ status: "CANCELLED" }).where(eq(registrations.userId, cancelled));
    const input = challengeCheckInInputSchema.parse({ content: CONTENT });
    // requiredCheckIns 1: a check-in today also completes, so test "completed" with yesterday's check-in.
    const completedYesterday = await participant(id);
    await checkIn(t.deps, completedYesterday, id, input, new Date(before8.getTime() - DAY));
    await checkIn(t.deps, checkedInToday, id, input, new Date("2026-03-03T08:00:00+08:00"));

    expect(await sendChallengeReminders(t.db, before8)).toBe(0);
    expect(await sendChallengeReminders(t.db, at8)).toBe(2);
    const [notice] = await remindersOf(idle);
    expect(notice).toMatchObject({ link: `/events/${id}`, params: { event: "21天公开构建挑战", day: 3 } });
    expect(await remindersOf(pending)).toHaveLength(1);
    for (const userId of [checkedInToday, cancelled, completedYesterday]) expect(await remindersOf(userId)).toHaveLength(0);
    // Once a day, however often the sweep runs.
    expect(await sendChallengeReminders(t.db, new Date("2026-03-03T23:30:00+08:00"))).toBe(0);
    // The next day at 20:00 it is due again (the idle one still has not checked in).
    expect(await sendChallengeReminders(t.db, new Date(at8.getTime() + DAY))).toBe(2);
    expect(await remindersOf(idle)).toHaveLength(2);
  });

  it("runs on the message queue's worker by its clock; nothing before the start, after the end, or in another zone's evening", async () => {
    const newYork = await insertChallenge(t.db, organizerId, { startTime: start, endTime: new Date(start.getTime() + 21 * DAY), timezone: "America/New_York" });
    const ended = await insertChallenge(t.db, organizerId, { startTime: new Date(start.getTime() - 30 * DAY), endTime: new Date(start.getTime() - DAY) });
    const shanghai = await insertChallenge(t.db, organizerId, { startTime: start, endTime: new Date(start.getTime() + 21 * DAY) });
    const [inNewYork, inEnded, inShanghai] = [await participant(newYork), await participant(ended, "APPROVED", new Date(start.getTime() - 10 * DAY)), await participant(shanghai)];
    // 20:00 in Shanghai is 07:00 in New York.
    clock = new Date("2026-03-05T20:00:00+08:00");
    await t.deps.messages.runDue();
    expect(await remindersOf(inShanghai)).toHaveLength(1);
    expect(await remindersOf(inNewYork)).toHaveLength(0);
    expect(await remindersOf(inEnded)).toHaveLength(0);
    const list = await t.db.select().from(notifications).where(eq(notifications.userId, inShanghai));
    expect(list[0]!.createdAt).toEqual(clock);
  });
});
