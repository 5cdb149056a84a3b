import { dailyAllowance, ORGANISER_ALLOWANCE_WINDOW_S } from "@commons/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { TooManyError } from "../../lib/errors.ts";

type Kind = "invitations" | "messages";
// Keeps the per-account allowance locks apart from every other advisory lock (any constant works).
const ALLOWANCE_LOCK_CLASS = 0x616c6c6f;

const firstRow = <T>(result: unknown): T | undefined => ((result as { rows?: T[] }).rows ?? [])[0];

// What was sent in the window: invitations made, or messages sent, by this account (whatever the event).
const SENT: Record<Kind, (actorId: string, since: Date) => ReturnType<typeof sql>> = {
  invitations: (actorId, since) =>
    sql`select count(*)::int as n, min(created_at) as oldest from attendee_invitations where invited_by = ${actorId} and created_at > ${since.toISOString()}::timestamptz`,
  messages: (actorId, since) =>
    sql`select count(*)::int as n, min(created_at) as oldest from event_messages where sent_by = ${actorId} and created_at > ${since.toISOString()}::timestamptz`,
};

/**
 * People other than the organiser who registered themselves for any event this account organises: a
 * registration that came from an accepted invitation does not count (docs/product/organiser-console.md#allowance).
 */
async function selfRegistrants(tx: Db, actorId: string): Promise<number> {
  const result = await tx.execute(sql`
    select count(distinct r.user_id)::int as n
    from registrations r join events e on e.id = r.event_id
    where e.organizer_id = ${actorId} and r.user_id <> ${actorId} and r.status <> 'CANCELLED'
      and not exists (select 1 from attendee_invitations i
        where i.event_id = r.event_id and i.user_id = r.user_id and i.status = 'ACCEPTED')`);
  return Number(firstRow<{ n: number }>(result)?.n ?? 0);
}

/**
 * Refuses with 429 (and Retry-After: when the oldest counted item leaves the window) once this account's
 * daily allowance of `kind` is spent. Call inside the transaction that then writes the item: a
 * transaction-scoped advisory lock per account makes concurrent requests count one after another.
 */
export async function spendAllowance(tx: Db, actorId: string, kind: Kind, now = new Date()): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ALLOWANCE_LOCK_CLASS}, hashtext(${`${kind}:${actorId}`}))`);
  const since = new Date(now.getTime() - ORGANISER_ALLOWANCE_WINDOW_S * 1000);
  const result = await tx.execute(SENT[kind](actorId, since));
  const row = firstRow<{ n: number; oldest: string | Date | null }>(result);
  const sent = Number(row?.n ?? 0);
  const limit = dailyAllowance(kind, await selfRegistrants(tx, actorId));
  if (sent < limit) return;
  const oldest = row?.oldest ? new Date(row.oldest) : now;
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + ORGANISER_ALLOWANCE_WINDOW_S * 1000 - now.getTime()) / 1000));
  const key = kind === "invitations" ? "invitation.error.dailyInvitations" : "invitation.error.dailyMessages";
  throw new TooManyError(key, { limit, hours: Math.ceil(retryAfter / 3600) }, retryAfter);
}
