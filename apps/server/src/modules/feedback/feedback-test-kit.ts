// Test-only helpers for the feedback suites (never imported by the app).
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventFeedbacks } from "../../db/schema/index.ts";
import { days } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

export const feedbackOf = (eventId: string) => `/api/events/${eventId}/feedback`;
export const myFeedbackOf = (eventId: string) => `/api/events/${eventId}/my-feedback`;

/** The test client has no `put`; feedback edits are the only PUT so far. */
export const putFeedback = (client: TestClient, eventId: string, body: unknown) => client.request("PUT", feedbackOf(eventId), body);

/** An event that started yesterday and ended three hours later. */
export const past = () => ({ startTime: days(-1), endTime: new Date(days(-1).getTime() + 3 * 3_600_000) });

/** How many feedback rows the person has on the event (0 or 1, by the unique constraint). */
export async function feedbackRows(db: Db, eventId: string, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventFeedbacks).where(and(eq(eventFeedbacks.eventId, eventId), eq(eventFeedbacks.userId, userId)));
  return Number(row?.n ?? 0);
}
