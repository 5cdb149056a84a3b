// Test-only helpers for the console suites (never imported by the app).
import type { EventInputDraft } from "@commons/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, eventMessages, eventQuestions, events, registrationAnswers, registrations, ticketTypes } from "../../db/schema/index.ts";
import type { TestClient } from "../../test/test-app.ts";

const DAY = 24 * 3_600_000;

/** A complete, valid editor payload a week from now; overrides replace whole fields. */
export function eventInput(overrides: Partial<EventInputDraft> = {}): EventInputDraft {
  const start = new Date(Date.now() + 7 * DAY);
  return {
    title: "周末独立开发者聚会",
    shortDescription: "一起聊聊在做的产品",
    richContent: "<p>欢迎<strong>大家</strong></p>",
    type: "MEETUP",
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    timezone: "Asia/Shanghai",
    isOnline: false,
    address: "上海市徐汇区",
    city: "上海",
    maxAttendees: 50,
    requireApproval: false,
    tags: ["独立开发", "AI"],
    ticketTypes: [
      { name: "普通票", maxQuantity: 40, isActive: true, sortOrder: 0, priceCents: 0 },
      { name: "学生票", maxQuantity: 10, isActive: true, sortOrder: 1, priceCents: 0 },
    ],
    questions: [
      { question: "你在做什么产品？", type: "TEXT", required: true, sortOrder: 0, options: [] },
      { question: "你从哪里知道活动？", type: "SINGLE_CHOICE", options: ["朋友", "公众号"], required: false, sortOrder: 1 },
    ],
    ...overrides,
  };
}

/** Creates a draft through the API and answers its id. */
export async function createDraft(client: TestClient, overrides: Partial<EventInputDraft> = {}): Promise<string> {
  const res = await client.post("/api/events", eventInput(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json.data.event.id as string;
}

/** Creates and publishes; answers the id. */
export async function createPublished(client: TestClient, overrides: Partial<EventInputDraft> = {}): Promise<string> {
  const id = await createDraft(client, overrides);
  const res = await client.post(`/api/events/${id}/publish`);
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return id;
}

export async function grantAdmin(
  db: Db,
  eventId: string,
  userId: string,
  flags: Partial<{ canEditEvent: boolean; canManageRegistrations: boolean; canCheckIn: boolean }>,
) {
  await db.insert(eventAdmins).values({ eventId, userId, canEditEvent: false, canManageRegistrations: false, canCheckIn: false, ...flags });
}

/** Everything the console can change about an event, to prove a refused call changed nothing. */
export async function snapshot(db: Db, eventId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const order = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    event,
    tickets: order(await db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId))),
    questions: order(await db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId))),
    admins: (await db.select().from(eventAdmins).where(eq(eventAdmins.eventId, eventId))).sort((a, b) => a.userId.localeCompare(b.userId)),
    registrations: order(await db.select().from(registrations).where(eq(registrations.eventId, eventId))),
    messages: order(await db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId))),
    answers: order(
      await db
        .select({ id: registrationAnswers.id, answer: registrationAnswers.answer, questionId: registrationAnswers.questionId })
        .from(registrationAnswers)
        .innerJoin(registrations, eq(registrations.id, registrationAnswers.registrationId))
        .where(eq(registrations.eventId, eventId)),
    ),
  };
}
