import { SOURCE_AWARD_LEVEL } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { challengeParticipants, events, projects } from "../db/schema/index.ts";
import { issueAttendanceCertificates, issueCertificates } from "../modules/certificates/certificates.service.ts";

// Demo content for docs/product/certificates.md: besides the past hackathon's award certificates (issued with its
// published awards, demo-hackathon-results.ts), the challenge's finishers hold completion certificates and the past
// meetup gives attendance certificates to everyone who checked in. Issued as the real paths issue them.

/** Completion certificates for every participant of the challenge who has completed it, dated when they did. */
async function seedCompletions(tx: Db, challengeId: string): Promise<void> {
  const done = await tx
    .select({ userId: challengeParticipants.userId, completedAt: challengeParticipants.completedAt, title: projects.title, subtitle: projects.subtitle })
    .from(challengeParticipants)
    .leftJoin(projects, eq(projects.id, challengeParticipants.projectId))
    .where(and(eq(challengeParticipants.eventId, challengeId), eq(challengeParticipants.isCompleted, true)));
  for (const p of done) {
    await issueCertificates(
      tx,
      [{ source: "CHALLENGE", eventId: challengeId, userId: p.userId, awardLevel: SOURCE_AWARD_LEVEL.CHALLENGE, awardCategory: "GENERAL", projectTitle: p.title, projectDescription: p.subtitle }],
      p.completedAt ?? undefined,
    );
  }
}

/** The past meetup gives attendance certificates (its organiser turned the setting on when it ended). */
async function seedAttendance(tx: Db, pastMeetupId: string): Promise<void> {
  const [meetup] = await tx.update(events).set({ attendanceCertificates: true }).where(eq(events.id, pastMeetupId)).returning({ endTime: events.endTime });
  await issueAttendanceCertificates(tx, pastMeetupId, undefined, meetup!.endTime);
}

export async function seedDemoCertificates(tx: Db, ids: { challenge: string; pastMeetup: string }): Promise<void> {
  await seedCompletions(tx, ids.challenge);
  await seedAttendance(tx, ids.pastMeetup);
}
