import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { seedDemoContent } from "./seed.ts";

// docs/product/hackathons.md#results: the demo's votes, judges and past results are consistent with their rows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, createLogger("silent"));
});
afterAll(() => t.close());

const hackathons = () => t.db.select({ id: schema.events.id, config: schema.events.hackathonConfig, title: schema.events.title }).from(schema.events).where(eq(schema.events.type, "HACKATHON"));
const stageOf = (config: unknown) => (config as { stage: { current: string } }).stage.current;

describe("the demo hackathons", () => {
  it("the VOTING one: vote_count equals its vote rows, +0.1 a vote; two judges scored everything, judge_score their mean", async () => {
    const voting = (await hackathons()).find((h) => stageOf(h.config) === "VOTING")!;
    type Row = { id: string; vote_count: number; audience_score: number | null; judge_score: number | null; votes: number; mean: number | null; judges: number; own: number };
    const rows = (await t.db.execute(sql`
      select s.id, s.vote_count, s.audience_score, s.judge_score,
             (select count(*)::int from submission_votes v where v.submission_id = s.id) as votes,
             (select avg(score)::float from judge_scores j where j.submission_id = s.id) as mean,
             (select count(distinct judge_id)::int from judge_scores j where j.submission_id = s.id) as judges,
             (select count(*)::int from submission_votes v join submission_members m on m.submission_id = v.submission_id and m.user_id = v.voter_id where v.submission_id = s.id) as own
      from submissions s where s.event_id = ${voting.id}`)) as unknown as { rows: Row[] };
    expect(rows.rows.length).toBeGreaterThan(12);
    for (const r of rows.rows) {
      expect(r.vote_count).toBe(r.votes);
      expect(r.audience_score).toBeCloseTo(Math.min(10, r.votes / 10), 5);
      expect([r.judges, r.own]).toEqual([2, 0]);
      expect(r.judge_score).toBeCloseTo(r.mean!, 5);
    }
    expect(new Set(rows.rows.map((r) => r.vote_count)).size).toBeGreaterThan(5);
    // During VOTING the public results show counts only.
    const res = (await t.client().get(`/api/events/${voting.id}/voting-results`)).json.data;
    expect(res.submissions.every((s: { judgeScore: null; rank: null }) => s.judgeScore === null && s.rank === null)).toBe(true);
  });

  it("the past one is in RESULTS with ranks 1..n, medals' worth of scores, published awards, recipients and their notices", async () => {
    const past = (await hackathons()).find((h) => stageOf(h.config) === "RESULTS")!;
    const res = (await t.client().get(`/api/events/${past.id}/voting-results`)).json.data;
    expect(res.config).toMatchObject({ stage: "RESULTS", revealed: true, published: true });
    expect(res.submissions.map((s: { rank: number }) => s.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.submissions[0].awards.map((a: { name: string }) => a.name)).toContain("评委大奖");
    const given = await t.db.select().from(schema.submissionAwards).where(eq(schema.submissionAwards.eventId, past.id));
    expect(given.length).toBeGreaterThanOrEqual(3);
    expect(given.every((g) => g.publishedAt !== null)).toBe(true);
    const recipients = await t.db.select().from(schema.awardRecipients).where(eq(schema.awardRecipients.eventId, past.id));
    const members = await t.db.select().from(schema.submissionMembers).where(eq(schema.submissionMembers.eventId, past.id));
    const expected = given.flatMap((g) => members.filter((m) => m.submissionId === g.submissionId).map((m) => `${g.id}:${m.userId}`));
    expect(recipients.map((r) => `${r.submissionAwardId}:${r.userId}`).sort()).toEqual(expected.sort());
    const notices = await t.db.select().from(schema.notifications).where(and(eq(schema.notifications.type, "hackathonAward"), eq(schema.notifications.link, `/events/${past.id}`)));
    expect(notices).toHaveLength(recipients.length);
  });
});
