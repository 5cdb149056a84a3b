import { z } from "@hono/zod-openapi";
import { REGISTRATION_STATUSES } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";
import { instant } from "../../lib/openapi.ts";

export const myRegistrationSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    ticketTypeId: z.string().nullable(),
    registeredAt: instant(),
    checkedInAt: instant().nullable(),
    allowDigitalCardDisplay: z.boolean().nullable(),
    projectId: z.string().nullable(),
  })
  .openapi("MyRegistration");
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

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
