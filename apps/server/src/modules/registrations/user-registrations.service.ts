import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, registrations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { selectCards, toEventCard } from "../events/event-cards.queries.ts";
import { findRegistration, ID_PATTERN, toMyRegistration } from "./registration-view.ts";

/** GET /api/user/registrations: every registration of the caller, newest first, with its event card. */
export async function listMyRegistrations(db: Db, userId: string) {
  const rows = await db.select().from(registrations).where(eq(registrations.userId, userId)).orderBy(desc(registrations.registeredAt));
  if (!rows.length) return { registrations: [] };
  const cards = await selectCards(db).where(inArray(events.id, rows.map((r) => r.eventId)));
  const byId = new Map(cards.map((c) => [c.id, toEventCard(c)]));
  return {
    registrations: rows.flatMap((r) => {
      const event = byId.get(r.eventId);
      return event ? [{ ...toMyRegistration(r), event }] : [];
    }),
  };
}

/** GET /api/events/{id}/my-registration. */
export async function getMyRegistration(db: Db, userId: string, eventId: string) {
  if (!ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const reg = await findRegistration(db, eventId, userId);
  return { registration: reg ? toMyRegistration(reg) : null };
}
