import { type AwardsAssignmentView, awardsAssignmentInputSchema, normalizeHackathonConfig, proposeAwardWinners, SCORE_SCALE_MAX } from "@commons/domain";
import type { z } from "zod";
import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { awardRecipients, events, notifications, submissionAwards, submissionMembers, submissions } from "../../db/schema/index.ts";
import { conflict, fieldError } from "../../lib/errors.ts";
import { issueCertificates } from "../certificates/certificates.service.ts";
import { invalidateEventDetail } from "../events/event-detail-cache.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { readHackathonRow } from "./hackathon-config.service.ts";
import { rankedSubmissions, storeResults } from "./results.service.ts";

// docs/product/hackathons.md#awards: the organiser (or an event admin with canEditEvent) assigns each award of
// the configuration to up to maxWinners submissions, in RESULTS only, then publishes: every team member of an
// award is recorded (award_recipients) and notified once, and gets a certificate (docs/product/certificates.md#awards).

type Input = z.output<typeof awardsAssignmentInputSchema>;
const NOTICE_BATCH = 500;

async function view(db: Db, eventId: string): Promise<AwardsAssignmentView> {
  const row = await readHackathonRow(db, eventId, false, false);
  const config = normalizeHackathonConfig(row.hackathonConfig, row, new Date());
  const ranked = await rankedSubmissions(db, eventId, config.voting);
  const rows = await db.select().from(submissionAwards).where(eq(submissionAwards.eventId, eventId));
  const published = rows.map((r) => r.publishedAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  return {
    stage: config.stage.current,
    publishedAt: published ? new Date(published).toISOString() : null,
    candidates: ranked.map((s) => ({ id: s.id, title: s.title, audienceScore: s.audienceScore, judgeScore: s.judgeScore, finalScore: s.finalScore, rank: s.rank })),
    awards: config.awards.map((award) => {
      const mine = rows.filter((r) => r.awardId === award.id);
      return {
        awardId: award.id,
        name: award.name,
        awardType: award.awardType,
        maxWinners: award.maxWinners,
        proposedSubmissionIds: proposeAwardWinners(award, ranked).map((s) => s.id),
        assigned: { submissionIds: mine.map((r) => r.submissionId), level: mine[0]?.level ?? null, category: mine[0]?.category ?? null },
      };
    }),
  };
}

export async function getAwardsAssignment(db: Db, actorId: string, eventId: string): Promise<AwardsAssignmentView> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  return view(db, eventId);
}

/**
 * PUT: replaces the assignments. Each award must be one of the configuration's, with distinct submissions of
 * this hackathon, at most maxWinners; an award left out loses its winners. Under the event's row lock, so two
 * organisers saving at once are applied one after the other.
 */
export async function putAwardsAssignment(db: Db, actorId: string, eventId: string, input: Input): Promise<AwardsAssignmentView> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await readHackathonRow(tx, eventId, true, true);
    const config = normalizeHackathonConfig(row.hackathonConfig, row, new Date());
    if (config.stage.current !== "RESULTS") throw conflict("hackathons.awardsNotInResults");
    const own = new Set((await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.eventId, eventId))).map((s) => s.id));
    const seen = new Set<string>();
    input.awards.forEach((given, i) => {
      const award = config.awards.find((a) => a.id === given.awardId);
      if (!award || seen.has(given.awardId)) throw fieldError(`awards.${i}.awardId`, "hackathons.awardUnknown", { award: given.awardId });
      seen.add(given.awardId);
      const ids = new Set(given.submissionIds);
      if (ids.size > award.maxWinners) throw fieldError(`awards.${i}.submissionIds`, "hackathons.awardTooManyWinners", { award: award.name, max: award.maxWinners });
      if ([...ids].some((id) => !own.has(id))) throw fieldError(`awards.${i}.submissionIds`, "hackathons.awardSubmissionUnknown");
    });
    for (const given of input.awards) {
      const ids = [...new Set(given.submissionIds)];
      const stale = and(eq(submissionAwards.eventId, eventId), eq(submissionAwards.awardId, given.awardId));
      await tx.delete(submissionAwards).where(ids.length ? and(stale, notInArray(submissionAwards.submissionId, ids)) : stale);
      if (ids.length === 0) continue;
      await tx
        .insert(submissionAwards)
        .values(ids.map((submissionId) => ({ eventId, awardId: given.awardId, submissionId, level: given.level, category: given.category, assignedBy: actorId })))
        .onConflictDoUpdate({
          target: [submissionAwards.eventId, submissionAwards.awardId, submissionAwards.submissionId],
          set: { level: given.level, category: given.category, assignedBy: actorId, assignedAt: new Date() },
        });
    }
    const kept = input.awards.map((a) => a.awardId);
    await tx.delete(submissionAwards).where(kept.length ? and(eq(submissionAwards.eventId, eventId), notInArray(submissionAwards.awardId, kept)) : eq(submissionAwards.eventId, eventId));
  });
  return view(db, eventId);
}

/**
 * One certificate per team member per published award (docs/product/certificates.md#awards), issued in the
 * publishing transaction after the final scores are stored: the score is the submission's final score (0–10),
 * the project its title and description. Publishing again issues nothing more (the certificate's unique reason).
 */
export async function issueAwardCertificates(
  tx: Db,
  eventId: string,
  given: (typeof submissionAwards.$inferSelect)[],
  members: { submissionId: string; userId: string }[],
  awards: { id: string; name: string; description?: string | null }[],
  now = new Date(),
) {
  const shown = await tx
    .select({ id: submissions.id, title: submissions.title, description: submissions.description, finalScore: submissions.finalScore })
    .from(submissions)
    .where(inArray(submissions.id, [...new Set(given.map((g) => g.submissionId))]));
  const byId = new Map(shown.map((s) => [s.id, s]));
  const configured = new Map(awards.map((a) => [a.id, a]));
  const drafts = given.flatMap((g) => {
    const award = configured.get(g.awardId);
    const submission = byId.get(g.submissionId);
    if (!award || !submission) return [];
    return members
      .filter((m) => m.submissionId === g.submissionId)
      .map((m) => ({
        source: "AWARD" as const,
        sourceRef: g.id,
        eventId,
        userId: m.userId,
        submissionId: g.submissionId,
        awardLevel: g.level,
        awardCategory: g.category,
        awardName: award.name,
        projectTitle: submission.title,
        projectDescription: submission.description,
        score: submission.finalScore === null ? null : Math.min(SCORE_SCALE_MAX, Math.max(0, submission.finalScore)),
        description: award.description || null,
      }));
  });
  await issueCertificates(tx, drafts, now);
}

/**
 * POST results/publish. Recomputes the final scores and ranks (judges could still change scores), marks every
 * unpublished award published, records one award_recipients row per team member per award and notifies only the
 * rows it newly recorded: publishing twice records and notifies nothing more.
 */
export async function publishResults(db: Db, actorId: string, eventId: string) {
  const access = await requireEventAccess(db, eventId, actorId, "canEditEvent");
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await readHackathonRow(tx, eventId, true, true);
    const config = normalizeHackathonConfig(row.hackathonConfig, row, new Date());
    if (config.stage.current !== "RESULTS") throw conflict("hackathons.awardsNotInResults");
    const given = await tx.select().from(submissionAwards).where(eq(submissionAwards.eventId, eventId));
    if (given.length === 0) throw conflict("hackathons.resultsNothingToPublish");
    await storeResults(tx, eventId, config.voting);
    const now = new Date();
    await tx.update(submissionAwards).set({ publishedAt: now }).where(and(eq(submissionAwards.eventId, eventId), isNull(submissionAwards.publishedAt)));
    const members = await tx
      .select({ submissionId: submissionMembers.submissionId, userId: submissionMembers.userId })
      .from(submissionMembers)
      .where(inArray(submissionMembers.submissionId, [...new Set(given.map((g) => g.submissionId))]));
    const names = new Map(config.awards.map((a) => [a.id, a.name]));
    const wanted = given.flatMap((g) => members.filter((m) => m.submissionId === g.submissionId).map((m) => ({ submissionAwardId: g.id, userId: m.userId, eventId, award: names.get(g.awardId) ?? "" })));
    const recorded = wanted.length
      ? await tx
          .insert(awardRecipients)
          .values(wanted.map(({ award: _award, ...r }) => r))
          .onConflictDoNothing()
          .returning({ submissionAwardId: awardRecipients.submissionAwardId, userId: awardRecipients.userId })
      : [];
    await issueAwardCertificates(tx, eventId, given, members, config.awards);
    const fresh = recorded.map((r) => wanted.find((w) => w.submissionAwardId === r.submissionAwardId && w.userId === r.userId)!);
    for (let i = 0; i < fresh.length; i += NOTICE_BATCH) {
      await tx.insert(notifications).values(
        fresh.slice(i, i + NOTICE_BATCH).map((r) => ({ userId: r.userId, type: "hackathonAward" as const, params: { event: access.event.title, award: r.award }, link: `/events/${eventId}` })),
      );
    }
    await tx.update(events).set({ updatedAt: now }).where(eq(events.id, eventId));
    const publishedAt = given.map((g) => g.publishedAt ?? now).reduce((a, b) => (a > b ? a : b));
    return { publishedAt: publishedAt.toISOString(), recipients: wanted.length, notified: fresh.length };
  });
  invalidateEventDetail(db, eventId);
  return result;
}

