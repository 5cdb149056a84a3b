import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventFeedbacks, events, registrations, users } from "../db/schema/index.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { seedDemoContent } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, createLogger("silent"));
});
afterAll(() => t.close());

describe("demo feedback", () => {
  it("gives the past meetup feedback from approved attendees, and leaves wang.fang an approved attendee without any", async () => {
    const [meetup] = await t.db.select({ id: events.id }).from(events).where(like(events.title, "%第 41 期%"));
    const rows = await t.db
      .select({ email: users.email, status: registrations.status })
      .from(eventFeedbacks)
      .innerJoin(users, eq(users.id, eventFeedbacks.userId))
      .innerJoin(registrations, and(eq(registrations.userId, eventFeedbacks.userId), eq(registrations.eventId, eventFeedbacks.eventId)))
      .where(eq(eventFeedbacks.eventId, meetup!.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === "APPROVED")).toBe(true);
    expect(rows.map((r) => r.email)).not.toContain("wang.fang@example.com");
    const [wang] = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(and(eq(registrations.eventId, meetup!.id), eq(users.email, "wang.fang@example.com")));
    expect(wang?.status).toBe("APPROVED");
  });
});
