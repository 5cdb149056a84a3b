// Test-only helpers for the participants suites (never imported by the app).
import type { ParticipantsVisibility } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projects, registrations } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration, signedIn } from "../../test/fixtures.ts";
import type { TestApp, TestClient } from "../../test/test-app.ts";

export type Person = { client: TestClient; userId: string; email: string };

/** A fresh signed-in person, optionally with a registration of the given status on the event. */
export async function person(t: TestApp, eventId?: string, status?: "APPROVED" | "PENDING" | "WAITLISTED" | "REJECTED" | "CANCELLED", at?: Date): Promise<Person> {
  const p = await signedIn(t);
  if (eventId && status) await insertRegistration(t.db, eventId, p.userId, status, at);
  return p;
}

/** A published event of a fresh organiser, with the given visibility. */
export async function eventWith(t: TestApp, visibility: ParticipantsVisibility = "REGISTRANTS") {
  const host = await signedIn(t);
  const eventId = await insertEvent(t.db, host.userId, { participantsVisibility: visibility });
  return { host, eventId };
}

/** A project of the user's, attached to their registration for the event. */
export async function attachProject(db: Db, eventId: string, userId: string, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await db
    .insert(projects)
    .values({ userId, title: "配色工具", subtitle: "给设计师的配色助手", stage: "MVP", screenshots: ["/files/a.png", "/files/b.png"], projectTags: ["设计"], ...fields })
    .returning({ id: projects.id });
  await db
    .update(registrations)
    .set({ projectId: row!.id })
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  return row!.id;
}

export const participantsPath = (eventId: string, query = "") => `/api/events/${eventId}/participants${query}`;
export const interestsPath = (eventId: string) => `/api/events/${eventId}/participant-interests`;
