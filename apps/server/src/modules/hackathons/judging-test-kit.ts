// Test-only helpers for the judging suites (never imported by the app).
import type { Db } from "../../db/client.ts";
import { events, hackathonJudges, submissions } from "../../db/schema/index.ts";
import { eq } from "drizzle-orm";
import type { TestClient } from "../../test/test-app.ts";
import { insertUser } from "../../test/fixtures.ts";
import { insertSubmission, storedConfig } from "./gallery-test-kit.ts";
import { insertHackathon } from "./submission-test-kit.ts";

/** Two criteria of unequal weight: the worked example's. */
export const TWO_CRITERIA = [
  { id: "tech", name: "技术", description: "", weight: 2 },
  { id: "idea", name: "创意", description: "", weight: 1 },
];

/**
 * A hackathon of `organizer` in `stage` with the given criteria, `judges` named through the API, and one
 * submission per team in `teams` (first id submits). Answers the event and submission ids.
 */
export async function judgedHackathon(
  db: Db,
  organizer: { client: TestClient; userId: string },
  judges: string[],
  teams: string[][],
  options: { stage?: string; criteria?: typeof TWO_CRITERIA } = {},
) {
  const eventId = await insertHackathon(db, organizer.userId);
  await db
    .update(events)
    .set({
      hackathonConfig: {
        ...storedConfig(options.stage ?? "VOTING"),
        judging: { criteria: options.criteria ?? TWO_CRITERIA },
      },
    })
    .where(eq(events.id, eventId));
  const submissionIds: string[] = [];
  for (const team of teams)
    submissionIds.push(await insertSubmission(db, eventId, team));
  const res = await organizer.client.request(
    "PUT",
    `/api/events/${eventId}/judges`,
    { userIds: judges },
  );
  if (res.status !== 200)
    throw new Error(`judges failed: ${res.status} ${res.text}`);
  return { eventId, submissionIds };
}

/** A judge's sheet body: each criterion's score, in TWO_CRITERIA's order. */
export function sheet(tech: number, idea: number, comment?: string) {
  return {
    scores: [
      { criterionId: "tech", score: tech },
      { criterionId: "idea", score: idea },
    ],
    ...(comment !== undefined ? { comment } : {}),
  };
}

/** A hackathon in VOTING of a fresh organiser, `judgeId` its judge, one submission of someone else's (the default criterion). */
export async function ownerJudges(
  db: Db,
  judgeId: string,
): Promise<{ eventId: string; submissionId: string }> {
  const organizer = await insertUser(db);
  const eventId = await insertHackathon(db, organizer.id, { stage: "VOTING" });
  await db.insert(hackathonJudges).values({ eventId, userId: judgeId });
  return {
    eventId,
    submissionId: await insertSubmission(db, eventId, [
      (await insertUser(db)).id,
    ]),
  };
}

/** The judge-score route of one submission. */
export const scorePath = (eventId: string, submissionId: string) => `/api/events/${eventId}/submissions/${submissionId}/judge-score`;

/** The judge score the submission's row holds (what the gallery and ranking read). */
export async function judgeScoreOfRow(db: Db, id: string) {
  return (await db.select({ s: submissions.judgeScore }).from(submissions).where(eq(submissions.id, id)))[0]!.s;
}

/** Two one-person teams of fresh users. */
export async function twoTeams(db: Db) {
  return [[(await insertUser(db)).id], [(await insertUser(db)).id]];
}
