import { isChallengeCompleted } from "@commons/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { challengeCheckInComments, challengeCheckInLikes, challengeCheckIns, challengeParticipants, events, projects, registrations, users } from "../db/schema/index.ts";
import { notify } from "../modules/notifications/notifications.service.ts";
import { newTicketCode } from "../modules/registrations/ticket-token.ts";
import type { DemoAccount } from "./demo-accounts.ts";

// Demo content for docs/product/challenges.md: the Building Public challenge is on its 10th day with a dozen
// participants at different progress: three demo accounts (chen has completed it, wang is mid-way, zhao keeps
// their check-ins to participants) and nine of the hackathon's extra people (demo-hackathon.ts), who fill
// the group's seats. Check-ins carry the demo images, some are not public, and others like and comment on
// them. Nobody has checked in today, so the day's form and the evening reminder both show.

const HOUR = 3_600_000;
/** The demo event's configured required check-ins (demo-events.ts). */
const REQUIRED = 7;
const DAY = 24 * HOUR;
type UserKey = DemoAccount["key"];

interface DemoParticipant {
  /** A demo account's key, or a username of DEMO_HACKERS. */
  who: string;
  checkIns: number;
  participantsOnly?: boolean;
  project: { title: string; subtitle: string; tags: string[] };
}

/** Twelve participants; exactly one (chen) reaches the 7 required check-ins. */
const PARTICIPANTS: readonly DemoParticipant[] = [
  { who: "chen", checkIns: 8, project: { title: "Rust 日志分析器", subtitle: "一条命令看懂线上日志", tags: ["Rust", "DevTools", "开源"] } },
  { who: "liu-yang", checkIns: 6, project: { title: "会议纪要助手", subtitle: "录音自动变成纪要和待办", tags: ["LLM", "效率"] } },
  { who: "maya-k", checkIns: 6, participantsOnly: true, project: { title: "GreenRoute", subtitle: "Low-carbon routes, explained", tags: ["Maps", "Climate"] } },
  { who: "wang", checkIns: 5, project: { title: "配色小工具", subtitle: "从一张图生成一套配色", tags: ["设计", "React"] } },
  { who: "zhou-ting", checkIns: 5, project: { title: "药盒提醒", subtitle: "拍照识别用法用量", tags: ["视觉", "健康"] } },
  { who: "tom-b", checkIns: 4, project: { title: "Recipe Remix", subtitle: "Three recipes from what is left", tags: ["Food"] } },
  { who: "he-jing", checkIns: 3, project: { title: "读书卡片", subtitle: "划线自动变成复习卡片", tags: ["学习", "效率"] } },
  { who: "raj-p", checkIns: 3, project: { title: "Standup Bot", subtitle: "Async standups in one thread", tags: ["Slack", "Teams"] } },
  { who: "zhao", checkIns: 2, participantsOnly: true, project: { title: "健身打卡表", subtitle: "每周训练一目了然", tags: ["健康"] } },
  { who: "xu-na", checkIns: 2, project: { title: "课堂问答精灵", subtitle: "匿名提问，AI 归类", tags: ["教育"] } },
  { who: "yuki-t", checkIns: 1, project: { title: "Kanji Drill", subtitle: "Five minutes of kanji a day", tags: ["Learning"] } },
  { who: "bai-lu", checkIns: 0, project: { title: "播客剪辑助手", subtitle: "自动去掉口头禅和停顿", tags: ["音频", "LLM"] } },
];

const TOPICS = ["搭好项目骨架", "完成登录和注册", "接上数据库", "做完第一版界面", "修了三个 bug", "写了单元测试", "请朋友试用", "部署上线", "整理用户反馈"];
const PROGRESS = [
  "今天把项目的基础结构搭好了，选定了技术栈，写了一个最小可运行的版本，并且把代码推到了仓库里。",
  "完成了核心流程的第一版，界面还很粗糙，但是已经能从头走到尾了。遇到一个时区的问题，查了很久才解决。",
  "Talked to three potential users today. Two of them want an export button more than anything else, so that goes first tomorrow.",
  "重构了数据层，把重复的查询合并成一个，页面加载从两秒降到了三百毫秒左右，心情很好。",
  "今天状态一般，只写了一点点：把错误提示改成了中文，并补上了几个边界情况的测试用例。",
];
const NEXT = ["明天写接口和测试", "明天请两位朋友试用", "Next: the export button", "明天把部署脚本整理好"];
const COMMENTS = ["加油！坚持就是胜利。", "这个功能我也想要，期待上线！", "Nice progress, keep going!", "时区的问题我也踩过坑，哈哈。", "截图看起来很不错👍"];
const IMAGES = ["/demo/hackathon-shot-a.svg", "/demo/project-palette.svg", "/demo/hackathon-shot-c.svg", "/demo/project-logs.svg", "/demo/hackathon-shot-e.svg", "/demo/project-chatbot.svg"];

/** The demo challenge's participants, check-ins, likes and comments (after the hackathon's extra people exist). */
export async function seedDemoChallenge(tx: Db, ids: Record<UserKey, string>, challengeId: string, now: Date): Promise<void> {
  const [event] = await tx.select({ startTime: events.startTime, title: events.title }).from(events).where(eq(events.id, challengeId));
  const start = event!.startTime.getTime();
  const title = event!.title;
  const extra = PARTICIPANTS.map((p) => p.who).filter((who) => !(who in ids));
  const found = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, extra));
  const userOf = (who: string): string => (ids as Record<string, string>)[who] ?? found.find((u) => u.username === who)!.id;

  // The extra people register like the demo accounts did (approved, a seat and a ticket each).
  const at = new Date(start - 3 * DAY);
  await tx.insert(registrations).values(extra.map((who) => ({ eventId: challengeId, userId: userOf(who), status: "APPROVED" as const, registeredAt: at, statusChangedAt: at, ticketCode: newTicketCode() })));
  await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + ${extra.length}`, approvedCount: sql`${events.approvedCount} + ${extra.length}` })
    .where(eq(events.id, challengeId));
  const regs = await tx.select({ id: registrations.id, userId: registrations.userId }).from(registrations).where(eq(registrations.eventId, challengeId));

  const everyone = PARTICIPANTS.map((p) => userOf(p.who));
  const fans = [...everyone, ids.lin, ids.alex, ids.sophie];
  const names = new Map((await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, fans))).map((u) => [u.id, u.name]));
  const demoPeople = new Set(Object.values(ids));
  const madeProjects = await tx
    .insert(projects)
    .values(PARTICIPANTS.map((spec) => ({ userId: userOf(spec.who), title: spec.project.title, subtitle: spec.project.subtitle, projectTags: spec.project.tags, stage: "MVP" as const })))
    .returning({ id: projects.id, userId: projects.userId });
  // Everything is gathered first and written in one statement per table: the seed runs at every fresh start.
  const participantRows: (typeof challengeParticipants.$inferInsert)[] = [];
  const checkInRows: (typeof challengeCheckIns.$inferInsert)[] = [];
  const likeRows: (typeof challengeCheckInLikes.$inferInsert)[] = [];
  const commentRows: (typeof challengeCheckInComments.$inferInsert)[] = [];
  const notices: { userId: string; name: string; comment: string; at: Date }[] = [];
  for (const [p, spec] of PARTICIPANTS.entries()) {
    const userId = userOf(spec.who);
    const registrationId = regs.find((r) => r.userId === userId)!.id;
    const visibility = spec.participantsOnly ? ("PARTICIPANTS_ONLY" as const) : ("PUBLIC" as const);
    // Spread each person's check-ins over days 1–9 (today, day 10, is still open).
    const days = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (d + p) % 9 < spec.checkIns);
    const stamps = days.map((d) => new Date(start + (d - 1) * DAY + (1 + ((d + p) % 12)) * HOUR));
    participantRows.push({
      registrationId,
      eventId: challengeId,
      userId,
      projectId: madeProjects.find((m) => m.userId === userId)!.id,
      plan21Days: `第一周把 ${spec.project.title} 的核心流程做出来，第二周请十个人试用并收集反馈，第三周修改、上线，并写一篇复盘。`,
      visibilityLevel: visibility,
      checkInCount: days.length,
      isCompleted: isChallengeCompleted(days.length, REQUIRED),
      completedAt: stamps.length >= REQUIRED ? stamps[REQUIRED - 1]! : null,
      lastCheckInAt: stamps.at(-1) ?? null,
      setUpAt: new Date(start - DAY),
    });
    for (const [i, d] of days.entries()) {
      const k = d + p;
      const id = crypto.randomUUID();
      const at = stamps[i]!;
      const isPublic = k % 4 !== 3;
      const likers = fans.filter((u, j) => u !== userId && (j * 7 + k * 3) % 5 < 2);
      const commenters = k % 3 === 0 ? fans.filter((u, j) => u !== userId && (j + k) % 6 === 0).slice(0, 2) : [];
      checkInRows.push({
        id,
        eventId: challengeId,
        registrationId,
        userId,
        day: d,
        title: `第 ${d} 天：${TOPICS[(k + i) % TOPICS.length]}`,
        content: PROGRESS[k % PROGRESS.length]!,
        nextPlan: NEXT[k % NEXT.length]!,
        // chen's third day carries all six, so the card's "+N" shows.
        imageUrls: spec.who === "chen" && d === 3 ? IMAGES : IMAGES.slice(k % 3, (k % 3) + (k % 4)),
        demoUrl: k % 5 === 0 ? "https://example.com/demo" : null,
        isPublic,
        visibleToPublic: isPublic && visibility === "PUBLIC",
        likeCount: likers.length,
        commentCount: commenters.length,
        checkedInAt: at,
        updatedAt: at,
      });
      likeRows.push(...likers.map((u) => ({ checkInId: id, userId: u, createdAt: new Date(at.getTime() + HOUR) })));
      for (const [c, commenter] of commenters.entries()) {
        const commentedAt = new Date(Math.min(now.getTime(), at.getTime() + (c + 2) * HOUR));
        const content = COMMENTS[(k + c) % COMMENTS.length]!;
        commentRows.push({ checkInId: id, userId: commenter, content, commentedAt });
        if (demoPeople.has(userId)) notices.push({ userId, name: names.get(commenter) ?? "", comment: content, at: commentedAt });
      }
    }
  }
  await tx.insert(challengeParticipants).values(participantRows);
  await tx.insert(challengeCheckIns).values(checkInRows);
  if (likeRows.length) await tx.insert(challengeCheckInLikes).values(likeRows);
  if (commentRows.length) await tx.insert(challengeCheckInComments).values(commentRows);
  for (const n of notices) {
    await notify(tx, { userId: n.userId, type: "challengeComment", params: { name: n.name, comment: n.comment, event: title }, link: `/events/${challengeId}?user=${n.userId}`, createdAt: n.at });
  }
}
