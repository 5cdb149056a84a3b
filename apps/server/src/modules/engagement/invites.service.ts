import { randomBytes } from "node:crypto";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_CODE_PATTERN } from "@commons/domain";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventInvites, registrations, users } from "../../db/schema/index.ts";
import { AppError, forbidden } from "../../lib/errors.ts";
import type { UserSummary } from "@commons/domain";
import { findVisibleEvent } from "../events/event-permissions.ts";
import { userSummaryColumns } from "../users/user-summary.ts";

/** A random code from the URL-safe alphabet; rejection sampling keeps every character equally likely. */
export function generateInviteCode(): string {
  const alphabet = INVITE_CODE_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let code = "";
  while (code.length < INVITE_CODE_LENGTH) {
    for (const byte of randomBytes(INVITE_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < INVITE_CODE_LENGTH) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

async function findOwnInvite(db: Db, eventId: string, inviterId: string) {
  const [row] = await db
    .select({ code: eventInvites.code })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.inviterId, inviterId)))
    .limit(1);
  return row ?? null;
}

/**
 * The caller's invite code for this event: created on first ask, the same one ever after (unique on
 * (event, inviter)), so a share link stays valid. Two racing first asks both end with the one row.
 */
export async function getOrCreateInvite(db: Db, eventId: string, userId: string): Promise<{ invite: { code: string } }> {
  await findVisibleEvent(db, eventId, userId);
  const existing = await findOwnInvite(db, eventId, userId);
  if (existing) return { invite: existing };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [created] = await db
      .insert(eventInvites)
      .values({ eventId, inviterId: userId, code: generateInviteCode() })
      .onConflictDoNothing()
      .returning({ code: eventInvites.code });
    if (created) return { invite: created };
    // Either a parallel request created ours (use it) or the random code collided (try another).
    const raced = await findOwnInvite(db, eventId, userId);
    if (raced) return { invite: raced };
  }
  throw new AppError(503, "SERVICE_UNAVAILABLE", "engagement.invite.failed");
}

export interface InviteStats {
  code: string;
  inviter: UserSummary;
  /** Registrations attributed to the code that are still meant (every status but CANCELLED). */
  registrations: number;
  approved: number;
}

/** Per-code attribution for the organiser and event admins; anyone else who can see the event gets 403. */
export async function listInvites(db: Db, eventId: string, userId: string): Promise<{ invites: InviteStats[] }> {
  const event = await findVisibleEvent(db, eventId, userId);
  if (!event.isManager) throw forbidden("engagement.invite.managersOnly");
  const attributed = sql<number>`(count(${registrations.id}) filter (where ${registrations.status} <> 'CANCELLED'))::int`;
  const rows = await db
    .select({
      code: eventInvites.code,
      inviter: userSummaryColumns,
      registrations: attributed,
      approved: sql<number>`(count(${registrations.id}) filter (where ${registrations.status} = 'APPROVED'))::int`,
    })
    .from(eventInvites)
    .innerJoin(users, eq(users.id, eventInvites.inviterId))
    .leftJoin(registrations, eq(registrations.inviteId, eventInvites.id))
    .where(eq(eventInvites.eventId, eventId))
    .groupBy(eventInvites.id, users.id)
    .orderBy(desc(attributed), asc(eventInvites.createdAt), asc(eventInvites.id));
  return { invites: rows.map((r) => ({ ...r, registrations: Number(r.registrations), approved: Number(r.approved) })) };
}

/**
 * For the registration module: the invite a registration should be attributed to, or null when the
 * code is malformed, unknown, belongs to another event (ignored, no error) or is the registrant's own
 * (a self-invite does not count).
 */
export async function resolveInviteId(db: Db, eventId: string, code: string, userId: string): Promise<string | null> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const [row] = await db
    .select({ id: eventInvites.id, inviterId: eventInvites.inviterId })
    .from(eventInvites)
    .where(and(eq(eventInvites.code, code), eq(eventInvites.eventId, eventId)))
    .limit(1);
  return row && row.inviterId !== userId ? row.id : null;
}
