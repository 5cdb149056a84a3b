import { AUDIENCE_SCORE_PER_VOTE, finalScore, proposeAwardWinners, rankSubmissions, SCORE_SCALE_MAX } from "@commons/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  awardRecipients,
  events,
  hackathonJudges,
  judgeScores,
  notifications,
  registrations,
  submissionAwards,
  submissionMembers,
  submissions,
  submissionVotes,
  users,
} from "../db/schema/index.ts";
import { issueAwardCertificates } from "../modules/hackathons/awards.service.ts";
import { newTicketCode } from "../modules/registrations/ticket-token.ts";

// Demo content for docs/product/hackathons.md#voting, #judging, #results, #awards: the VOTING hackathon gets
// real vote rows and two judges' scores; a second, past hackathon is in RESULTS with its awards published.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const audience = (votes: number) => (votes > 0 ? Math.min(SCORE_SCALE_MAX, Math.round(votes * AUDIENCE_SCORE_PER_VOTE * 10) / 10) : null);

/**
 * Each submission's vote_count (set by seedDemoHackathon) becomes that many submission_votes rows, cast by the
 * hackathon's approved registrants who are not on the team, in a fixed order; vote_count and audience_score
 * then equal what the rows say. Two judges score every submission on the one default criterion ("overall"):
 * the judge score is their mean (one criterion, so the weighted mean over criteria is the score itself).
 */
export async function seedDemoVotesAndJudging(tx: Db, eventId: string, judges: readonly [string, string], now: Date) {
  const voters = (await tx.select({ id: registrations.userId }).from(registrations).where(and(eq(registrations.eventId, eventId), eq(registrations.status, "APPROVED"))).orderBy(asc(registrations.registeredAt))).map((r) => r.id);
  const rows = await tx.select({ id: submissions.id, voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.eventId, eventId)).orderBy(asc(submissions.submittedAt));
  const members = await tx.select({ submissionId: submissionMembers.submissionId, userId: submissionMembers.userId }).from(submissionMembers).where(eq(submissionMembers.eventId, eventId));
  await tx.insert(hackathonJudges).values(judges.map((userId) => ({ eventId, userId, createdAt: new Date(now.getTime() - 2 * DAY) })));
  for (const [i, s] of rows.entries()) {
    const team = new Set(members.filter((m) => m.submissionId === s.id).map((m) => m.userId));
    const chosen = voters.filter((v) => !team.has(v) && !judges.includes(v)).slice(0, s.voteCount);
    if (chosen.length) await tx.insert(submissionVotes).values(chosen.map((voterId, k) => ({ eventId, submissionId: s.id, voterId, createdAt: new Date(now.getTime() - (k + 1) * 0.05 * HOUR) })));
    const scores = [4 + ((i * 7) % 6), 3 + ((i * 5) % 7)];
    await tx.insert(judgeScores).values(judges.map((judgeId, j) => ({ eventId, submissionId: s.id, judgeId, criterionId: "overall", score: scores[j]!, updatedAt: new Date(now.getTime() - HOUR) })));
    await tx
      .update(submissions)
      .set({ voteCount: chosen.length, audienceScore: audience(chosen.length), judgeScore: (scores[0]! + scores[1]!) / 2 })
      .where(eq(submissions.id, s.id));
  }
}

const PAST_AWARDS = [
  { id: "grand-prize", name: "评委大奖", description: "综合得分最高的作品", awardType: "JUDGE" as const, maxWinners: 1, level: "FIRST" as const, category: "GENERAL" as const },
  { id: "tech", name: "最佳技术奖", description: "技术实现最扎实的作品", awardType: "JUDGE" as const, maxWinners: 2, level: "SECOND" as const, category: "TECHNICAL" as const },
  { id: "people-choice", name: "人气奖", description: "公众投票最多的作品", awardType: "PUBLIC" as const, maxWinners: 1, level: "EXCELLENCE" as const, category: "SOCIAL" as const },
];

const PAST_TEAMS = [
  { team: ["zhao", "alex", "liu-yang"], title: "校园二手集市", description: "拍照即上架，AI 自动估价并匹配同校买家。", votes: 16, judges: [9, 8] },
  { team: ["maya-k"], title: "Lingo Buddy", description: "A language-exchange bot that pairs learners and keeps the conversation going.", votes: 21, judges: [7, 6] },
  { team: ["sun-hao", "zhou-ting"], title: "代码考古", description: "读懂十年前的遗留代码：自动画出调用图并写出注释。", votes: 9, judges: [8, 9] },
  { team: ["wu-lei"], title: "排班小助手", description: "按志愿者的空闲时间和技能自动排班，冲突一目了然。", votes: 12, judges: [6, 7] },
  { team: ["tom-b", "ana-r"], title: "Quiet Hours", description: "Learns when your team is focused and holds notifications until a break.", votes: 5, judges: [5, 5] },
  { team: ["lin-yue"], title: "旧物新生", description: "为闲置物品推荐改造方案和捐赠去处。", votes: 7, judges: [4, 6] },
];

/**
 * A past hackathon of lin's (three weeks ago), in RESULTS: six teams (zhao and alex on the winning one), two judges'
 * scores, votes, final scores and ranks stored, and its three awards published with their recipients notified and
 * given their certificates (alex and zhao on the winning team: a FIRST-level certificate each).
 */
export async function seedPastHackathon(tx: Db, ids: { lin: string; zhao: string; alex: string; wang: string; sophie: string }, now: Date): Promise<string> {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const voting = { allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.7, publicWeight: 0.3, publicVotingScope: "ALL" as const };
  const history = (["REGISTRATION", "DEVELOPMENT", "SUBMISSION", "VOTING", "RESULTS"] as const).map((stage, i) => ({ stage, changedAt: at(30 - i * 2.5).toISOString(), changedBy: ids.lin, note: null }));
  const people = new Map((await tx.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]));
  const idOf = (key: string) => (key === "zhao" || key === "alex" ? ids[key] : people.get(key)!);
  const teamIds = PAST_TEAMS.flatMap((t) => t.team.map(idOf));
  const [event] = await tx
    .insert(events)
    .values({
      title: "春季 AI 黑客松：让城市更友好",
      shortDescription: "上一届黑客松：6 支队伍，48 小时，评委 + 公众投票。结果已公布。",
      description: "上一届 48 小时黑客松，评委评分占 70%，公众投票占 30%。",
      type: "HACKATHON",
      status: "COMPLETED",
      organizerId: ids.lin,
      startTime: at(28),
      endTime: at(26),
      timezone: "Asia/Shanghai",
      city: "上海",
      address: "上海市徐汇区漕溪北路 88 号",
      maxAttendees: 40,
      seatsTaken: teamIds.length,
      approvedCount: teamIds.length,
      tags: ["黑客松", "AI", "Hackathon"],
      viewCount: 512,
      publishedAt: at(35),
      hackathonConfig: {
        stage: { current: "RESULTS", lastUpdatedAt: history.at(-1)!.changedAt, lastUpdatedBy: ids.lin, history },
        voting,
        settings: { allowSolo: true, maxTeamSize: 4, requireProject: false },
        resources: { tutorials: [], tools: [], examples: [] },
        awards: PAST_AWARDS.map(({ level: _l, category: _c, ...award }) => award),
      },
    })
    .returning({ id: events.id });
  const eventId = event!.id;
  await tx.insert(registrations).values(teamIds.map((userId) => ({ eventId, userId, status: "APPROVED" as const, registeredAt: at(34), statusChangedAt: at(33), ticketCode: newTicketCode() })));
  const judges = [ids.wang, ids.sophie];
  await tx.insert(hackathonJudges).values(judges.map((userId) => ({ eventId, userId, addedBy: ids.lin, createdAt: at(27) })));
  const voterPool = [...people.values()];
  const scored = [];
  for (const [i, t] of PAST_TEAMS.entries()) {
    const members = t.team.map(idOf);
    const judgeScore = (t.judges[0]! + t.judges[1]!) / 2;
    const [row] = await tx
      .insert(submissions)
      .values({ eventId, userId: members[0]!, title: t.title, description: t.description, screenshots: [`/demo/hackathon-shot-${"abcdefgh"[i]}.svg`], voteCount: t.votes, audienceScore: audience(t.votes), judgeScore, submittedAt: at(26.5 - i * 0.01), updatedAt: at(26.5) })
      .returning({ id: submissions.id, submittedAt: submissions.submittedAt });
    const submissionId = row!.id;
    await tx.insert(submissionMembers).values(members.map((userId, position) => ({ eventId, userId, submissionId, role: position === 0 ? ("SUBMITTER" as const) : ("MEMBER" as const), position, joinedAt: at(27) })));
    const voters = voterPool.filter((v) => !members.includes(v)).slice(0, t.votes);
    await tx.insert(submissionVotes).values(voters.map((voterId) => ({ eventId, submissionId, voterId, createdAt: at(25) })));
    await tx.insert(judgeScores).values(judges.map((judgeId, j) => ({ eventId, submissionId, judgeId, criterionId: "overall", score: t.judges[j]!, updatedAt: at(25) })));
    const audienceScore = audience(voters.length);
    await tx.update(submissions).set({ voteCount: voters.length, audienceScore }).where(eq(submissions.id, submissionId));
    scored.push({ id: submissionId, submittedAt: row!.submittedAt, judgeScore, audienceScore, finalScore: finalScore({ judgeScore, audienceScore }, voting), members });
  }
  const ranked = rankSubmissions(scored);
  for (const s of ranked) await tx.update(submissions).set({ finalScore: s.finalScore, rank: s.rank }).where(eq(submissions.id, s.id));
  // Each award to the proposal (a team may win more than one), published, every member recorded and notified.
  for (const award of PAST_AWARDS) {
    for (const winner of proposeAwardWinners(award, ranked)) {
      const [given] = await tx
        .insert(submissionAwards)
        .values({ eventId, awardId: award.id, submissionId: winner.id, level: award.level, category: award.category, assignedBy: ids.lin, assignedAt: at(24), publishedAt: at(24) })
        .returning({ id: submissionAwards.id });
      await tx.insert(awardRecipients).values(winner.members.map((userId) => ({ submissionAwardId: given!.id, userId, eventId, createdAt: at(24) })));
      await tx.insert(notifications).values(
        winner.members.map((userId) => ({ userId, type: "hackathonAward", params: { event: "春季 AI 黑客松：让城市更友好", award: award.name }, link: `/events/${eventId}`, createdAt: at(24) })),
      );
    }
  }
  // As publishing does: each recipient's certificate (docs/product/certificates.md#awards), issued when published.
  const given = await tx.select().from(submissionAwards).where(eq(submissionAwards.eventId, eventId));
  const members = await tx.select({ submissionId: submissionMembers.submissionId, userId: submissionMembers.userId }).from(submissionMembers).where(eq(submissionMembers.eventId, eventId));
  await issueAwardCertificates(tx, eventId, given, members, PAST_AWARDS, at(24));
  return eventId;
}
