import type { MessageKey } from "@commons/domain";
import { isChallengeCompleted, SOURCE_AWARD_LEVEL } from "@commons/domain";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckIns, challengeParticipants, notifications, projects } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { issueCertificates } from "../certificates/certificates.service.ts";
import { notify } from "../notifications/notifications.service.ts";
import { acceptUpload, checkOwnUpload, type UploadRefusal } from "../uploads/own-upload.ts";
import type { Storage } from "../uploads/storage.ts";
import type { ChallengeEvent } from "./challenge-access.ts";

// docs/product/challenges.md#check-ins: what every check-in write shares: the participant's row lock, the
// recount that moves the count and completion (and issues the completion certificate), and the rule that images are the author's own uploads.

type ParticipantRow = typeof challengeParticipants.$inferSelect;

/** Locks the participant's row: every write to their check-ins queues here, so a recount is never stale. */
export async function lockParticipant(tx: Db, registrationId: string): Promise<ParticipantRow> {
  const [row] = await tx.select().from(challengeParticipants).where(eq(challengeParticipants.registrationId, registrationId)).for("update");
  if (!row) throw notFound("challenges.checkInNotFound");
  return row;
}

/**
 * The count is the number of rows (recounted, never +1, so an edit cannot count twice); completion follows
 * it both ways. Reaching it notifies the participant, once per challenge however often it flips back and forth.
 */
export async function recountProgress(tx: Db, at: { event: ChallengeEvent; participant: ParticipantRow; now: Date; checkedIn: boolean }): Promise<void> {
  const { event, participant, now } = at;
  const [counted] = await tx.select({ n: count() }).from(challengeCheckIns).where(eq(challengeCheckIns.registrationId, participant.registrationId));
  const checkInCount = Number(counted?.n ?? 0);
  const isCompleted = isChallengeCompleted(checkInCount, event.config.requiredCheckIns);
  await tx
    .update(challengeParticipants)
    .set({
      checkInCount,
      isCompleted,
      completedAt: isCompleted ? (participant.completedAt ?? now) : null,
      ...(at.checkedIn ? { lastCheckInAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(challengeParticipants.registrationId, participant.registrationId));
  if (!isCompleted || participant.isCompleted) return;
  await issueCompletionCertificate(tx, event.id, participant);
  const link = `/events/${event.id}`;
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, participant.userId), eq(notifications.type, "challengeCompleted"), eq(notifications.link, link)))
    .limit(1);
  if (!told) await notify(tx, { userId: participant.userId, type: "challengeCompleted", params: { event: event.title, count: checkInCount }, link });
}

/**
 * Completing the challenge earns a certificate (docs/product/certificates.md#challenge), issued in the check-in's
 * transaction with the linked project's title; one per participant per challenge, however often completion flips.
 */
async function issueCompletionCertificate(tx: Db, eventId: string, participant: ParticipantRow): Promise<void> {
  const [project] = participant.projectId
    ? await tx.select({ title: projects.title, subtitle: projects.subtitle, description: projects.description }).from(projects).where(eq(projects.id, participant.projectId))
    : [];
  await issueCertificates(tx, [
    {
      source: "CHALLENGE",
      eventId,
      userId: participant.userId,
      awardLevel: SOURCE_AWARD_LEVEL.CHALLENGE,
      awardCategory: "GENERAL",
      projectTitle: project?.title ?? null,
      projectDescription: project?.subtitle || project?.description || null,
    },
  ]);
}

const REFUSALS: Record<UploadRefusal, MessageKey> = { invalid: "challenges.imageNotYours", notYours: "challenges.imageNotYours", missing: "challenges.imageMissing" };

/**
 * Design rule 8 for a check-in's images: each is one of the author's own uploads, or one already on the
 * check-in being edited. In two steps: storage is asked before the transaction, the answer judged against
 * the images read under the lock. One 422 names every refused image (`imageUrls.N`).
 */
export const checkInImages = {
  async prepare(storage: Storage, userId: string, sent: readonly string[]): Promise<(current: readonly string[]) => string[]> {
    const checks = await Promise.all(sent.map((value) => checkOwnUpload(storage, userId, value)));
    return (current) => {
      const urls: string[] = [];
      const details: { field: string; message: MessageKey }[] = [];
      sent.forEach((value, index) => {
        const judged = acceptUpload(storage, value, current, checks[index]!);
        if (judged.refusal) details.push({ field: `imageUrls.${index}`, message: REFUSALS[judged.refusal] });
        else if (!urls.includes(judged.url)) urls.push(judged.url);
      });
      if (details.length) throw new AppError(422, "VALIDATION_ERROR", details[0]!.message, {}, details);
      return urls;
    };
  },
};
