// Test-only helpers for the voting suites, the authorisation matrix and the benchmark (never imported by the app).
import type { HackathonConfig } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { insertSubmission } from "./gallery-test-kit.ts";

type VotingOptions = Partial<HackathonConfig["voting"]> & {
  stage?: string;
  status?: "PUBLISHED" | "DRAFT";
};

/** A published hackathon of `organizerId` held in VOTING (or the stage given), with the voting settings given. */
export async function insertVotingHackathon(db: Db, organizerId: string, options: VotingOptions = {}): Promise<string> {
  const { stage = "VOTING", status = "PUBLISHED", ...voting } = options;
  return insertEvent(db, organizerId, {
    title: "投票黑客松",
    type: "HACKATHON",
    status,
    startTime: new Date(Date.now() - 3_600_000),
    endTime: new Date(Date.now() + 48 * 3_600_000),
    hackathonConfig: {
      stage: {
        current: stage,
        lastUpdatedAt: null,
        lastUpdatedBy: null,
        history: [],
      },
      voting,
    },
  });
}

/** A voting hackathon of a fresh organiser with `count` submissions, each by a fresh submitter. */
export async function votingWorld(db: Db, count = 1, options: VotingOptions = {}) {
  const organizer = await insertUser(db);
  const eventId = await insertVotingHackathon(db, organizer.id, options);
  const submitters: string[] = [];
  const submissionIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const submitter = await insertUser(db);
    submitters.push(submitter.id);
    submissionIds.push(
      await insertSubmission(db, eventId, [submitter.id], {
        title: `作品 ${i + 1}`,
      }),
    );
  }
  return { organizerId: organizer.id, eventId, submissionIds, submitters };
}
