// Test-only helpers shared by the registration suites (never imported by the app).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventQuestions, events, registrations, ticketTypes } from "../../db/schema/index.ts";
import { insertEvent, setUser, signedIn } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

export const COMPLETE_PROFILE = {
  bio: "十五个字以上的个人简介，用来通过报名的资料检查。",
  userRoleString: "独立开发者",
  currentWorkOn: "一个记账 App",
  lifeStatus: "全职创业",
};

let phoneSeq = 0;
/** A unique valid mainland mobile number (phone numbers are unique per account). */
export function nextPhone(): string {
  phoneSeq += 1;
  return `+86139${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}${String(phoneSeq).padStart(4, "0")}`;
}

/** A signed-in client whose profile meets docs/product/registration.md#profile-requirements. */
export async function attendee(t: TestApp, locale: "zh" | "en" = "zh") {
  const who = await signedIn(t, locale);
  await setUser(t.db, who.userId, { ...COMPLETE_PROFILE, phoneNumber: nextPhone() });
  return who;
}

export async function addTicket(db: Db, eventId: string, fields: Partial<typeof ticketTypes.$inferInsert> = {}) {
  const [row] = await db.insert(ticketTypes).values({ eventId, name: "普通票", ...fields }).returning({ id: ticketTypes.id });
  return row!.id;
}

export async function addQuestion(db: Db, eventId: string, fields: Partial<typeof eventQuestions.$inferInsert> = {}) {
  const [row] = await db.insert(eventQuestions).values({ eventId, question: "你在做什么？", ...fields }).returning({ id: eventQuestions.id });
  return row!.id;
}

/** The counters next to what the rows say; the two must always agree. */
export async function counters(db: Db, eventId: string) {
  const [e] = await db.select({ seatsTaken: events.seatsTaken, approvedCount: events.approvedCount }).from(events).where(eq(events.id, eventId));
  const rows = await db.select({ status: registrations.status }).from(registrations).where(eq(registrations.eventId, eventId));
  const countOf = (s: string) => rows.filter((r) => r.status === s).length;
  return {
    seatsTaken: e!.seatsTaken,
    approvedCount: e!.approvedCount,
    approved: countOf("APPROVED"),
    pending: countOf("PENDING"),
    waitlisted: countOf("WAITLISTED"),
    cancelled: countOf("CANCELLED"),
  };
}

export async function statusOf(db: Db, eventId: string, userId: string) {
  const rows = await db.select().from(registrations).where(eq(registrations.eventId, eventId));
  return rows.find((r) => r.userId === userId)?.status ?? null;
}

const HOUR = 3_600_000;

/** An event starting in `startsIn` ms (by default an hour: check-in open), its organiser, and an approved attendee with a ticket. */
export async function checkInEvent(t: TestApp, startsIn = HOUR) {
  const organizer = await signedIn(t, "zh");
  const start = new Date(Date.now() + startsIn);
  const eventId = await insertEvent(t.db, organizer.userId, { startTime: start, endTime: new Date(start.getTime() + 2 * HOUR), maxAttendees: 10 });
  const a = await attendee(t);
  await a.client.post(`/api/events/${eventId}/register`, {});
  const ticket = (await a.client.get(`/api/events/${eventId}/ticket`)).json.data;
  return { organizer, eventId, a, ticket };
}
