import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissionMembers, submissions } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notifications.service.ts";
import { loadOpenHackathon, type Teammate, teamError } from "./submission-rules.ts";

// docs/product/hackathons.md#teams: who is on a team, joining, leaving, and withdrawing the submission.

export interface TeamSeat {
  userId: string;
  role: "SUBMITTER" | "MEMBER";
  position: number;
}

/**
 * Puts people on a submission's team. The primary key (event, user) is the rule "one team per person per
 * hackathon": a person already on a team (committed, or being added by a transaction still running, which
 * this waits for) is simply not inserted, and the caller learns who. One statement, rows in user-id order,
 * so two teams naming each other's people lock them in the same order and never deadlock.
 * Answers the user ids that could not be seated.
 */
export async function seatTeam(tx: Db, eventId: string, submissionId: string, seats: readonly TeamSeat[]): Promise<Set<string>> {
  if (seats.length === 0) return new Set();
  const ordered = [...seats].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const inserted = await tx
    .insert(submissionMembers)
    .values(ordered.map((s) => ({ eventId, submissionId, userId: s.userId, role: s.role, position: s.position })))
    .onConflictDoNothing()
    .returning({ userId: submissionMembers.userId });
  const seated = new Set(inserted.map((r) => r.userId));
  return new Set(seats.map((s) => s.userId).filter((id) => !seated.has(id)));
}

/** The first teammate (in the order given) who could not be seated: a 409 naming them; the transaction rolls back. */
export function refuseUnseated(unseated: Set<string>, teammates: readonly Teammate[]): void {
  const taken = teammates.find((m) => unseated.has(m.id));
  if (taken) throw teamError(409, "hackathons.team.alreadyOnTeam", { name: taken.name });
}

/** Tells each new teammate, in their own language whenever they read it, that they were added. */
export async function notifyAdded(tx: Db, added: readonly Teammate[], facts: { eventId: string; event: string; title: string; inviter: string }) {
  for (const member of added) {
    await notify(tx, {
      userId: member.id,
      type: "submissionTeamAdded",
      params: { inviter: facts.inviter, event: facts.event, title: facts.title },
      link: `/events/${facts.eventId}`,
    });
  }
}

/** The submission row, locked: every write on one team queues behind the one before it. */
export async function lockSubmission(tx: Db, eventId: string, submissionId: string) {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.eventId, eventId)))
    .for("update");
  if (!row) throw notFound("hackathons.submission.notFound");
  return row;
}

/** The caller's seat on this submission's team, or null. */
export async function seatOf(tx: Db, submissionId: string, userId: string) {
  const [row] = await tx
    .select({ role: submissionMembers.role })
    .from(submissionMembers)
    .where(and(eq(submissionMembers.submissionId, submissionId), eq(submissionMembers.userId, userId)));
  return row ?? null;
}

/** Withdraw: the submitter removes the submission (and so the whole team) while submissions are open. */
export async function withdrawSubmission(db: Db, eventId: string, submissionId: string, userId: string): Promise<{ submissionId: string }> {
  await loadOpenHackathon(db, eventId, userId);
  return db.transaction(async (tx) => {
    const row = await lockSubmission(tx, eventId, submissionId);
    if (row.userId !== userId) throw forbidden("hackathons.submission.submitterOnly");
    await tx.delete(submissions).where(eq(submissions.id, row.id));
    return { submissionId: row.id };
  });
}

/** Leave: a member (never the submitter, who withdraws instead) takes themselves off the team while submissions are open. */
export async function leaveSubmission(db: Db, eventId: string, submissionId: string, userId: string): Promise<{ submissionId: string }> {
  await loadOpenHackathon(db, eventId, userId);
  return db.transaction(async (tx) => {
    const row = await lockSubmission(tx, eventId, submissionId);
    const seat = await seatOf(tx, row.id, userId);
    if (!seat) throw forbidden("hackathons.submission.teamOnly");
    if (seat.role === "SUBMITTER") throw conflict("hackathons.submission.submitterCannotLeave");
    await tx.delete(submissionMembers).where(and(eq(submissionMembers.submissionId, row.id), eq(submissionMembers.userId, userId)));
    await tx.update(submissions).set({ updatedAt: new Date() }).where(eq(submissions.id, row.id));
    return { submissionId: row.id };
  });
}

/**
 * Replaces the MEMBER seats of a team by `next` (in display order): the removed leave, the kept keep their
 * joining time, the added are seated (or refused by name). Answers the added, to notify.
 */
export async function replaceMembers(tx: Db, eventId: string, submissionId: string, current: readonly string[], next: readonly Teammate[]): Promise<Teammate[]> {
  const nextIds = new Set(next.map((m) => m.id));
  const removed = current.filter((id) => !nextIds.has(id));
  if (removed.length) {
    await tx
      .delete(submissionMembers)
      .where(and(eq(submissionMembers.submissionId, submissionId), eq(submissionMembers.role, "MEMBER"), inArray(submissionMembers.userId, removed)));
  }
  const added = next.filter((m) => !current.includes(m.id));
  const position = (id: string) => next.findIndex((m) => m.id === id) + 1;
  refuseUnseated(await seatTeam(tx, eventId, submissionId, added.map((m) => ({ userId: m.id, role: "MEMBER", position: position(m.id) }))), added);
  for (const kept of next.filter((m) => current.includes(m.id))) {
    await tx
      .update(submissionMembers)
      .set({ position: position(kept.id) })
      .where(and(eq(submissionMembers.submissionId, submissionId), eq(submissionMembers.userId, kept.id)));
  }
  return added;
}

