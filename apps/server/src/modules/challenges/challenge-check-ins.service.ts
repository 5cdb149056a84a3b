import { type ChallengeCheckInInputParsed, type ChallengeCheckInResult, type ChallengeParticipation, challengeDayNumber, challengeTiming } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { challengeCheckIns } from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { storageFor } from "../uploads/storage.ts";
import { loadChallenge } from "./challenge-access.ts";
import { invalidateChallengeFeed } from "./challenge-feed-cache.ts";
import { checkInImages, lockParticipant, recountProgress } from "./challenge-check-ins-progress.ts";
import { checkInViews, participationOf } from "./challenge-participation.ts";
import { requireLiveRegistration } from "./challenge-setup.service.ts";

// docs/product/challenges.md#check-ins: one check-in per participant per day (the unique key decides), the
// day from the server's clock in the event's zone, and the count and completion moved in the same transaction.

type Deps = Pick<AppDeps, "database" | "env">;
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The result every write answers: the check-in as shown, and the caller's progress after it. */
async function result(tx: Db, userId: string, checkInId: string, edited: boolean, participation: ChallengeParticipation): Promise<ChallengeCheckInResult> {
  const [checkIn] = await checkInViews(tx, userId, eq(challengeCheckIns.id, checkInId));
  return { checkIn: checkIn!, edited, participation };
}

/**
 * POST …/building-public/check-in. Refused without a live registration (403), before setup, before the start
 * or after the end (409). Today's check-in already made is edited (`edited: true`): insert … on conflict
 * (registration, day) do update, under the participant's row lock, so 20 at once still make one row.
 */
export async function checkIn(deps: Deps, userId: string, eventId: string, input: ChallengeCheckInInputParsed, now = new Date()): Promise<ChallengeCheckInResult> {
  const { db } = deps.database;
  const { event, viewer } = await loadChallenge(db, eventId, userId);
  const registration = requireLiveRegistration(viewer.registration);
  if (!viewer.setUp) throw conflict("challenges.setupRequired");
  const timing = challengeTiming(event, now);
  if (timing === "NOT_STARTED") throw conflict("challenges.notStarted");
  if (timing === "ENDED") throw conflict("challenges.ended");
  const day = challengeDayNumber(event.startTime, now, event.timezone);
  const storage = storageFor(deps.env);
  const judge = await checkInImages.prepare(storage, userId, input.imageUrls);
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockParticipant(tx, registration.id);
    const [existing] = await tx
      .select({ id: challengeCheckIns.id, imageUrls: challengeCheckIns.imageUrls })
      .from(challengeCheckIns)
      .where(and(eq(challengeCheckIns.registrationId, registration.id), eq(challengeCheckIns.day, day)));
    const imageUrls = judge(existing?.imageUrls ?? []);
    const fields = {
      title: input.title,
      content: input.content,
      nextPlan: input.nextPlan,
      imageUrls,
      demoUrl: input.demoUrl ?? null,
      isPublic: input.isPublic,
      visibleToPublic: input.isPublic && locked.visibilityLevel === "PUBLIC",
      updatedAt: now,
    };
    const [row] = await tx
      .insert(challengeCheckIns)
      .values({ eventId, registrationId: registration.id, userId, day, ...fields, checkedInAt: now })
      .onConflictDoUpdate({ target: [challengeCheckIns.registrationId, challengeCheckIns.day], set: fields })
      .returning({ id: challengeCheckIns.id });
    await recountProgress(tx, { event, participant: locked, now, checkedIn: !existing });
    return result(tx, userId, row!.id, Boolean(existing), await participationOf(tx, event, registration, now));
  });
  invalidateChallengeFeed(db, eventId);
  return done;
}

/** The check-in and its event, for its author only: 404 for an unknown one, 403 for someone else's. */
async function ownCheckIn(db: Db, userId: string, checkInId: string) {
  const [row] = isUuid(checkInId) ? await db.select().from(challengeCheckIns).where(eq(challengeCheckIns.id, checkInId)) : [];
  if (!row) throw notFound("challenges.checkInNotFound");
  if (row.userId !== userId) throw new AppError(403, "FORBIDDEN", "challenges.notYourCheckIn");
  return row;
}

/** PUT /api/building-public/check-ins/{id}: the author edits; the day and the count stay. */
export async function updateCheckIn(deps: Deps, userId: string, checkInId: string, input: ChallengeCheckInInputParsed, now = new Date()): Promise<ChallengeCheckInResult> {
  const { db } = deps.database;
  const current = await ownCheckIn(db, userId, checkInId);
  const { event, viewer } = await loadChallenge(db, current.eventId, userId);
  const judge = await checkInImages.prepare(storageFor(deps.env), userId, input.imageUrls);
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockParticipant(tx, current.registrationId);
    const [stored] = await tx.select({ imageUrls: challengeCheckIns.imageUrls }).from(challengeCheckIns).where(eq(challengeCheckIns.id, checkInId));
    if (!stored) throw notFound("challenges.checkInNotFound");
    await tx
      .update(challengeCheckIns)
      .set({
        title: input.title,
        content: input.content,
        nextPlan: input.nextPlan,
        imageUrls: judge(stored.imageUrls),
        demoUrl: input.demoUrl ?? null,
        isPublic: input.isPublic,
        visibleToPublic: input.isPublic && locked.visibilityLevel === "PUBLIC",
        updatedAt: now,
      })
      .where(eq(challengeCheckIns.id, checkInId));
    return result(tx, userId, checkInId, true, await participationOf(tx, event, viewer.registration!, now));
  });
  invalidateChallengeFeed(db, event.id);
  return done;
}

/** DELETE /api/building-public/check-ins/{id}: the author deletes; below the required count, completion is undone. */
export async function deleteCheckIn(deps: Deps, userId: string, checkInId: string, now = new Date()): Promise<ChallengeParticipation> {
  const { db } = deps.database;
  const current = await ownCheckIn(db, userId, checkInId);
  const { event, viewer } = await loadChallenge(db, current.eventId, userId);
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockParticipant(tx, current.registrationId);
    const gone = await tx.delete(challengeCheckIns).where(eq(challengeCheckIns.id, checkInId)).returning({ id: challengeCheckIns.id });
    if (gone.length === 0) throw notFound("challenges.checkInNotFound");
    await recountProgress(tx, { event, participant: locked, now, checkedIn: false });
    return participationOf(tx, event, viewer.registration!, now);
  });
  invalidateChallengeFeed(db, event.id);
  return done;
}
