import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventAdmins, events, registrations, users } from "../db/schema/index.ts";
import type { TestApp } from "./test-app.ts";

// Direct inserts for the people and events a test needs around the one thing it exercises through the API.

type UserInsert = typeof users.$inferInsert;
type EventInsert = typeof events.$inferInsert;
type Status = (typeof registrations.$inferInsert)["status"];

const DAY = 24 * 3_600_000;

export async function insertUser(db: Db, fields: Partial<UserInsert> = {}): Promise<typeof users.$inferSelect> {
  const id = fields.id ?? crypto.randomUUID();
  const [row] = await db
    .insert(users)
    .values({ id, name: "测试主办方", email: `${id.slice(0, 8)}@fixture.example`, username: `u-${id.slice(0, 8)}`, ...fields })
    .returning();
  return row!;
}

/** A published event a week from now unless told otherwise. */
export async function insertEvent(db: Db, organizerId: string, fields: Partial<EventInsert> = {}): Promise<string> {
  const start = fields.startTime ?? new Date(Date.now() + 7 * DAY);
  const [row] = await db
    .insert(events)
    .values({
      title: "测试活动",
      status: "PUBLISHED",
      startTime: start,
      endTime: fields.endTime ?? new Date(start.getTime() + 3 * 3_600_000),
      organizerId,
      ...fields,
    })
    .returning({ id: events.id });
  return row!.id;
}

export async function insertRegistration(db: Db, eventId: string, userId: string, status: Status, registeredAt?: Date) {
  await db.insert(registrations).values({ eventId, userId, status, ...(registeredAt ? { registeredAt } : {}) });
}

export async function addEventAdmin(db: Db, eventId: string, userId: string) {
  await db.insert(eventAdmins).values({ eventId, userId, canEditEvent: true });
}

export async function setUser(db: Db, userId: string, fields: Partial<UserInsert>) {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** A signed-in browser-like client and the id of its fresh account. */
export async function signedIn(t: TestApp, locale: "zh" | "en" = "zh", fields: { name?: string; email?: string } = {}) {
  const client = t.client(locale);
  const { userId, email } = await client.signUp(fields);
  return { client, userId, email };
}

export const days = (n: number) => new Date(Date.now() + n * DAY);
