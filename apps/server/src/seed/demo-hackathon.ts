import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, projects, registrations, submissionMembers, submissions, ticketTypes, users } from "../db/schema/index.ts";
import { newTicketCode } from "../modules/registrations/ticket-token.ts";

// Demo content for docs/product/hackathons.md#gallery: the hackathon's teams and their projects. The demo
// accounts are too few for a gallery, so twenty more people take part, all approved registrants; they have
// no password (nobody signs in as them) and no phone. Each submission copies its project's title, tags and
// screenshots, as a real one does. 13 submissions: one more than a gallery page, so "load more" shows.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The extra participants, by username. */
export const DEMO_HACKERS: Readonly<Record<string, string>> = {
  "liu-yang": "刘洋",
  "zhang-min": "张敏",
  "he-jing": "何静",
  "maya-k": "Maya Kowalski",
  "sun-hao": "孙浩",
  "zhou-ting": "周婷",
  "raj-p": "Raj Patel",
  "wu-lei": "吴磊",
  "xu-na": "徐娜",
  "guo-peng": "郭鹏",
  "ma-li": "马丽",
  "tom-b": "Tom Becker",
  "hu-jun": "胡军",
  "lin-yue": "林悦",
  "song-qi": "宋琪",
  "ana-r": "Ana Ruiz",
  "deng-kai": "邓凯",
  "feng-xue": "冯雪",
  "yuki-t": "Yuki Tanaka",
  "qian-bo": "钱博",
  "bai-lu": "白露",
};

interface DemoSubmission {
  /** Usernames of DEMO_HACKERS, or "chen" (the demo account approved for the hackathon); the first submits. */
  team: string[];
  title: string;
  description: string;
  tags: string[];
  /** The Nth of hackathon-shot-a…h.svg (make-hackathon-shots.ts). */
  shots: number[];
  /** Audience votes: as many submission_votes rows (demo-hackathon-results.ts), at most the eligible voters. */
  votes: number;
  hoursAgo: number;
  demoUrl?: string;
  sourceCode?: string;
}

const SUBMISSIONS: readonly DemoSubmission[] = [
  { team: ["liu-yang", "zhang-min", "he-jing"], title: "会议纪要助手", description: "录音上传后自动整理会议纪要、待办和负责人，支持中英混合发言。", tags: ["LLM", "语音", "效率"], shots: [1, 2], votes: 14, hoursAgo: 30, demoUrl: "https://minutes.example.com" },
  { team: ["maya-k", "raj-p"], title: "GreenRoute", description: "Plans the lowest-carbon route across metro, bike share and walking, and explains the trade-offs in plain words.", tags: ["Maps", "Climate", "Agents"], shots: [4, 7], votes: 19, hoursAgo: 28, sourceCode: "https://github.com/example/greenroute" },
  { team: ["chen", "sun-hao"], title: "Rust 代码审查机器人", description: "在 Pull Request 里指出潜在的并发问题和不安全代码，并给出修改建议。", tags: ["Rust", "DevTools", "LLM"], shots: [2], votes: 8, hoursAgo: 26, sourceCode: "https://github.com/example/rust-review-bot" },
  { team: ["zhou-ting"], title: "药盒提醒", description: "拍一张药盒照片，自动识别用法用量并设置提醒，适合家里的老人。", tags: ["视觉", "健康"], shots: [3, 8], votes: 20, hoursAgo: 24 },
  { team: ["wu-lei", "xu-na", "guo-peng"], title: "课堂问答精灵", description: "学生匿名提问，AI 先归类合并，老师一眼看到全班最困惑的问题。", tags: ["教育", "LLM"], shots: [6], votes: 12, hoursAgo: 22, demoUrl: "https://classroom-qa.example.com" },
  { team: ["tom-b"], title: "Recipe Remix", description: "Turns what is left in your fridge into three recipes, with a shopping list for the one missing thing.", tags: ["Food", "Vision"], shots: [8, 3], votes: 6, hoursAgo: 20 },
  { team: ["ma-li", "hu-jun"], title: "无障碍网页体检", description: "输入网址，几秒钟内列出对比度、替代文本和键盘可达性问题，并给出修复代码。", tags: ["无障碍", "前端"], shots: [5, 2], votes: 10, hoursAgo: 17, sourceCode: "https://github.com/example/a11y-checkup" },
  { team: ["lin-yue"], title: "租房合同解读", description: "上传合同，逐条标出押金、违约和维修责任中的风险条款。", tags: ["法律", "LLM"], shots: [7], votes: 16, hoursAgo: 14 },
  { team: ["song-qi", "ana-r"], title: "城市噪音地图", description: "手机麦克风匿名采样，汇总成街区噪音热力图，帮助选房和规划。", tags: ["地图", "开放数据"], shots: [4], votes: 5, hoursAgo: 11 },
  { team: ["deng-kai"], title: "面试陪练", description: "根据岗位描述生成追问，录下回答后给出结构、用词和时长的反馈。", tags: ["求职", "语音", "LLM"], shots: [6, 1], votes: 13, hoursAgo: 9 },
  { team: ["feng-xue", "yuki-t"], title: "Shelf Scan", description: "Point the camera at a bookshelf and get each book's summary, rating and where to borrow it nearby.", tags: ["Vision", "Books"], shots: [3], votes: 3, hoursAgo: 6 },
  { team: ["qian-bo"], title: "发票整理机", description: "把邮箱和相册里的发票自动识别、去重、分类，月底一键导出报销单。", tags: ["OCR", "效率"], shots: [5], votes: 9, hoursAgo: 4 },
  { team: ["bai-lu"], title: "植物医生", description: "拍下叶子，识别常见病虫害，给出不用农药的处理办法。", tags: ["视觉", "园艺"], shots: [7, 4], votes: 10, hoursAgo: 2 },
];

/**
 * The hackathon is in VOTING (its stage moved REGISTRATION → DEVELOPMENT → SUBMISSION → VOTING over the last
 * days), so the gallery is open and the votes make "popular" differ from "recent". Votes and judge scores are
 * added by seedDemoVotesAndJudging; final scores and ranks stay empty until RESULTS.
 */
export async function seedDemoHackathon(tx: Db, chenId: string, hackathonId: string, now: Date): Promise<void> {
  const ids: Record<string, string> = { chen: chenId };
  const people = Object.entries(DEMO_HACKERS).map(([username, name], i) => {
    const id = crypto.randomUUID();
    ids[username] = id;
    return {
      id,
      name,
      username,
      email: `${username}@hackers.demo.invalid`,
      emailVerified: false,
      createdAt: new Date(now.getTime() - (40 - i) * DAY),
    };
  });
  await tx.insert(users).values(people);

  // Approved registrants, holding a seat and a ticket like the others (the counters stay exact).
  const [ticket] = await tx.select({ id: ticketTypes.id }).from(ticketTypes).where(eq(ticketTypes.eventId, hackathonId)).limit(1);
  await tx.insert(registrations).values(
    people.map((p, i) => {
      const at = new Date(now.getTime() - (9 * DAY - i * 3 * HOUR));
      return { eventId: hackathonId, userId: p.id, status: "APPROVED" as const, ticketTypeId: ticket?.id ?? null, registeredAt: at, statusChangedAt: at, ticketCode: newTicketCode() };
    }),
  );
  await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + ${people.length}`, approvedCount: sql`${events.approvedCount} + ${people.length}` })
    .where(eq(events.id, hackathonId));
  if (ticket) await tx.update(ticketTypes).set({ currentQuantity: sql`${ticketTypes.currentQuantity} + ${people.length}` }).where(eq(ticketTypes.id, ticket.id));

  for (const s of SUBMISSIONS) {
    const submitter = ids[s.team[0]!]!;
    const submittedAt = new Date(now.getTime() - s.hoursAgo * HOUR);
    const screenshots = s.shots.map((n) => `/demo/hackathon-shot-${"abcdefgh"[n - 1]}.svg`);
    const [project] = await tx
      .insert(projects)
      .values({
        userId: submitter,
        title: s.title,
        description: s.description,
        stage: "MVP",
        url: s.demoUrl ?? null,
        githubUrl: s.sourceCode ?? null,
        screenshots,
        projectTags: s.tags,
        createdAt: new Date(submittedAt.getTime() - DAY),
      })
      .returning({ id: projects.id });
    const [row] = await tx
      .insert(submissions)
      .values({
        eventId: hackathonId,
        userId: submitter,
        projectId: project!.id,
        title: s.title,
        description: s.description,
        demoUrl: s.demoUrl ?? null,
        sourceCode: s.sourceCode ?? null,
        screenshots,
        tags: s.tags,
        voteCount: s.votes,
        submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: submissions.id });
    await tx.insert(submissionMembers).values(
      s.team.map((key, position) => ({
        eventId: hackathonId,
        userId: ids[key]!,
        submissionId: row!.id,
        role: position === 0 ? ("SUBMITTER" as const) : ("MEMBER" as const),
        position,
        joinedAt: submittedAt,
      })),
    );
  }
}

/** The stage history the seed gives the hackathon: each stage in turn over the last days, VOTING now. */
export function demoHackathonStage(now: Date, organizerId: string) {
  const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const history = [
    { stage: "REGISTRATION" as const, changedAt: at(10), changedBy: organizerId, note: "报名开启" },
    { stage: "DEVELOPMENT" as const, changedAt: at(3), changedBy: organizerId, note: "开始开发" },
    { stage: "SUBMISSION" as const, changedAt: at(1.5), changedBy: organizerId, note: "作品提交通道开启" },
    { stage: "VOTING" as const, changedAt: at(0.1), changedBy: organizerId, note: "公众投票开始" },
  ];
  return { current: "VOTING" as const, lastUpdatedAt: history.at(-1)!.changedAt, lastUpdatedBy: organizerId, history };
}
