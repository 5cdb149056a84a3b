import { canSetUpChallenge, type ChallengeCheckIn, type ChallengeParticipation, type ChallengeSetupInputParsed, challengeTiming } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckIns, challengeParticipants, projects, registrations } from "../../db/schema/index.ts";
import { AppError, conflict, fieldError } from "../../lib/errors.ts";
import { loadChallenge } from "./challenge-access.ts";
import { invalidateChallengeFeed } from "./challenge-feed-cache.ts";
import { checkInViews, participationOf } from "./challenge-participation.ts";

// docs/product/challenges.md#setup: a registrant saves (and later edits) their project, plan and visibility.

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The caller's registration, or the refusal: none (register first), or one that is rejected or cancelled. */
export function requireLiveRegistration(registration: { id: string; status: ChallengeParticipation["status"] } | null) {
  if (!registration) throw new AppError(403, "FORBIDDEN", "challenges.registrationRequired");
  if (!canSetUpChallenge(registration.status)) throw new AppError(403, "FORBIDDEN", "challenges.registrationUnavailable");
  return registration;
}

/** The project the setup links: a new one (made here, the caller's), or one of the caller's own. */
async function linkedProject(tx: Db, userId: string, input: ChallengeSetupInputParsed): Promise<string> {
  if (input.projectId) {
    const [own] = isUuid(input.projectId)
      ? await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.id, input.projectId), eq(projects.userId, userId)))
      : [];
    if (!own) throw fieldError("projectId", "challenges.projectNotYours");
    return own.id;
  }
  const p = input.newProject!;
  const [made] = await tx
    .insert(projects)
    .values({ userId, title: p.title, subtitle: p.subtitle, description: p.description ?? null, stage: "IDEA" })
    .returning({ id: projects.id });
  return made!.id;
}

/**
 * POST …/building-public/register. Saving again edits. Refused: no live registration (403), setup not open yet
 * for someone without one (409 setupClosed), or after the end for someone without one (409 setupEnded).
 * A changed visibility moves the author's check-ins' `visible_to_public` in the same transaction.
 */
export async function saveSetup(db: Db, userId: string, eventId: string, input: ChallengeSetupInputParsed, now = new Date()): Promise<ChallengeParticipation> {
  const { event, viewer } = await loadChallenge(db, eventId, userId);
  const registration = requireLiveRegistration(viewer.registration);
  if (!viewer.setUp) {
    // docs/product/challenges.md#setup: closing the form stops new setups; one already saved stays editable.
    if (!event.config.setupOpen) throw conflict("challenges.setupClosed");
    if (challengeTiming(event, now) === "ENDED") throw conflict("challenges.setupEnded");
  }
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Under the registration's lock, so a cancellation racing the save is seen.
    const [reg] = await tx.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, registration.id)).for("update");
    requireLiveRegistration(reg ? { id: registration.id, status: reg.status } : null);
    const projectId = await linkedProject(tx, userId, input);
    const values = { projectId, plan21Days: input.plan21Days, visibilityLevel: input.visibilityLevel, updatedAt: now };
    await tx
      .insert(challengeParticipants)
      .values({ registrationId: registration.id, eventId, userId, ...values, setUpAt: now })
      .onConflictDoUpdate({ target: challengeParticipants.registrationId, set: values });
    // docs/product/challenges.md#visibility: the feed filters on this one column; it follows the setup.
    await tx
      .update(challengeCheckIns)
      .set({ visibleToPublic: input.visibilityLevel === "PUBLIC" ? sql`${challengeCheckIns.isPublic}` : false })
      .where(eq(challengeCheckIns.registrationId, registration.id));
    return participationOf(tx, event, { id: registration.id, status: reg!.status }, now);
  });
  // The cards show the project and the visibility; the feed's shared pages follow at once (ADR 0035).
  invalidateChallengeFeed(db, eventId);
  return done;
}

/** GET …/building-public/registration: the caller's participation, or null without a registration. */
export async function getParticipation(db: Db, userId: string, eventId: string, now = new Date()): Promise<ChallengeParticipation | null> {
  const { event, viewer } = await loadChallenge(db, eventId, userId);
  return viewer.registration ? participationOf(db, event, viewer.registration, now) : null;
}

/** GET …/building-public/my-check-ins: the caller's own, newest day first (all of them, public or not). */
export async function myCheckIns(db: Db, userId: string, eventId: string): Promise<ChallengeCheckIn[]> {
  const { viewer } = await loadChallenge(db, eventId, userId);
  if (!viewer.registration) return [];
  return checkInViews(db, userId, eq(challengeCheckIns.registrationId, viewer.registration.id));
}
