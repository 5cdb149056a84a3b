// Test-only helpers for the event suites (never imported by the app).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, registrations } from "../../db/schema/index.ts";

/**
 * Fixture inserts write registration rows directly; in the app the registration transactions keep
 * events.approved_count and seats_taken. This brings the counters of one event (or all) in line with
 * the rows, as those transactions would have.
 */
export async function syncEventCounters(db: Db, eventId?: string): Promise<void> {
  await db.execute(sql`
    update ${events} set
      approved_count = (select count(*)::int from ${registrations} r where r.event_id = ${events.id} and r.status = 'APPROVED'),
      seats_taken = (select count(*)::int from ${registrations} r where r.event_id = ${events.id} and r.status in ('APPROVED', 'PENDING'))
    ${eventId ? sql`where ${events.id} = ${eventId}` : sql``}`);
}
