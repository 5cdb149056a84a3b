import type { MyRegistration } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";

export type RegistrationRow = typeof registrations.$inferSelect;

export function toMyRegistration(r: RegistrationRow): MyRegistration {
  return {
    id: r.id,
    eventId: r.eventId,
    status: r.status,
    ticketTypeId: r.ticketTypeId,
    registeredAt: r.registeredAt.toISOString(),
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    allowDigitalCardDisplay: r.allowDigitalCardDisplay,
    projectId: r.projectId,
  };
}

// Ids are UUIDs today; anything implausible is "not found" without touching the database.
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export async function findRegistration(db: Db, eventId: string, userId: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
    .limit(1);
  return row ?? null;
}
