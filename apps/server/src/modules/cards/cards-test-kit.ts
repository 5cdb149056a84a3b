// Test-only helpers for the card suites (never imported by the app).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";

type Status = (typeof registrations.$inferInsert)["status"];

/** A registration straight into the table, with its consent (null: the event never asked). */
export async function registerWithConsent(db: Db, eventId: string, userId: string, status: Status, consent: boolean | null, registeredAt?: Date) {
  await db.insert(registrations).values({ eventId, userId, status, allowDigitalCardDisplay: consent, ...(registeredAt ? { registeredAt } : {}) });
}

export async function consentOf(db: Db, eventId: string, userId: string): Promise<boolean | null | undefined> {
  const [row] = await db
    .select({ v: registrations.allowDigitalCardDisplay })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  return row?.v;
}

export const cardsOf = (eventId: string) => `/api/events/${eventId}/cards`;
export const consentPath = (eventId: string) => `/api/events/${eventId}/my-registration/card-consent`;
