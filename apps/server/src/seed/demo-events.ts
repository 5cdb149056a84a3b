import type { events, eventQuestions, ticketTypes } from "../db/schema/index.ts";
import type { DemoAccount } from "./demo-accounts.ts";
import type { DEMO_ORGS } from "./demo-people.ts";
import { demoHackathonStage } from "./demo-hackathon.ts";
import { shanghaiAt } from "./shanghai-time.ts";

type UserKey = DemoAccount["key"];
type Status = "APPROVED" | "PENDING" | "WAITLISTED";

export interface DemoEvent {
  event: Omit<typeof events.$inferInsert, "id" | "organizerId" | "organizationId">;
  organizer: UserKey;
  organization: keyof typeof DEMO_ORGS | null;
  tickets: Omit<typeof ticketTypes.$inferInsert, "id" | "eventId" | "currentQuantity">[];
  questions: Omit<typeof eventQuestions.$inferInsert, "id" | "eventId">[];
  admins: UserKey[];
  /** ticket is an index into `tickets`; answers are by question index. */
  registrations: { user: UserKey; status: Status; ticket?: number; answers?: Record<number, string>; checkedIn?: boolean }[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const MEETUP_HTML = `<h2>这期聊什么</h2>
<p>做出产品只是开始，<strong>让第一个陌生人愿意付钱</strong>才是独立开发最难的一步。这一期我们请来三位刚刚跨过这道坎的开发者，讲讲他们踩过的坑。</p>
<h3>分享嘉宾</h3>
<ul>
<li><strong>林晓</strong>：记账 App 上线 3 个月，从 0 到 200 位付费用户</li>
<li><strong>Alex Chen</strong>：What we learned selling an AI tool to overseas users</li>
<li><strong>王芳</strong>：设计师视角：定价页和引导流程的 5 个小改动</li>
</ul>
<h3>流程</h3>
<ol>
<li>14:00 签到、自我介绍</li>
<li>14:30 三场分享，每场 20 分钟 + 问答</li>
<li>16:00 自由交流，带上你的产品来做 demo</li>
</ol>
<p>现场提供茶歇。活动以中文为主，英文问题同样欢迎。</p>`;

const PAST_HTML = `<h2>AI 时代的小团队</h2>
<p>当 AI 能写代码、画图、回复客服，一个人的团队能走多远？本期邀请了四位用 AI 工具提效的独立开发者，分享真实的工作流。</p>
<p>感谢 38 位朋友到场！活动照片和讲者资料已在活动群分享。</p>`;

const HACKATHON_HTML = `<h2>48 小时，做一个真正有用的 AI 助手</h2>
<p>不比谁的模型大，比谁解决的问题真。个人或组队参加（最多 5 人），从一个具体的人、一个具体的麻烦出发。</p>
<h3>赛程</h3>
<ul>
<li>第 1 天 09:00 开幕、组队</li>
<li>第 3 天 14:00 提交作品</li>
<li>第 3 天 16:00 路演与评审，公众投票同时进行</li>
</ul>
<h3>奖项</h3>
<p>评委大奖、最佳实用奖和人气奖。评分由评委 70% 与公众投票 30% 组成。</p>`;

const CHALLENGE_HTML = `<h2>21 天，公开地做一件事</h2>
<p>Building Public 是一种习惯：把进度、困难和数据公开出来。挑战期间至少打卡 7 次，每次写下今天做了什么、明天打算做什么。</p>
<p>本期是内测小组，名额有限；满员后可以加入候补。</p>`;

/** The demo events, with times relative to `now` in Asia/Shanghai. The meetup is the first upcoming one. */
export function demoEvents(now: Date, ids: Record<UserKey, string>): DemoEvent[] {
  const meetupStart = shanghaiAt(now, 7, 14, 0);
  // The challenge is on its 10th day (demo-challenge.ts seeds its check-ins).
  const challengeStart = shanghaiAt(now, -9, 9, 0);
  const hackathonStart = shanghaiAt(now, 14, 9, 0);
  const pastStart = shanghaiAt(now, -21, 14, 0);

  return [
    {
      organizer: "lin",
      organization: "builders",
      admins: ["alex"],
      event: {
        title: "独立开发者第 42 期分享会：从 0 到第一个付费用户",
        shortDescription: "三位独立开发者分享找到第一批付费用户的真实经历，会后自由交流、现场 demo。",
        description: "三位刚刚拿到第一批付费用户的独立开发者分享真实经历：渠道、定价和踩过的坑。会后自由交流。",
        richContent: MEETUP_HTML,
        coverImage: "/demo/cover-meetup.png",
        type: "MEETUP",
        status: "PUBLISHED",
        featured: true,
        startTime: meetupStart,
        endTime: new Date(meetupStart.getTime() + 3.5 * HOUR),
        timezone: "Asia/Shanghai",
        isOnline: false,
        onlineUrl: "https://meeting.example.com/j/commons-42",
        address: "上海市徐汇区漕溪北路 88 号 3 楼 众创空间",
        city: "上海",
        maxAttendees: 40,
        registrationDeadline: shanghaiAt(now, 6, 23, 59),
        requireApproval: false,
        askDigitalCardConsent: true,
        registrationSuccessInfo: "报名成功！活动前一天会通过站内通知提醒你。入场时请出示签到二维码。",
        registrationPendingInfo: "我们会在 24 小时内审核你的报名，结果会通过站内通知告诉你。",
        organizerContact: "微信 linxiao_dev（添加时请备注“42期”）",
        paymentNote: "活动当天在签到台用微信或支付宝付款，可开发票。\n学生票请同时出示学生证。",
        tags: ["独立开发", "出海", "产品增长", "Meetup"],
        viewCount: 328,
        publishedAt: new Date(now.getTime() - 5 * DAY),
      },
      tickets: [
        { name: "普通票", description: "含茶歇", priceCents: 3900, maxQuantity: 30, sortOrder: 0 },
        { name: "学生票", description: "入场时请出示学生证", priceCents: 1900, maxQuantity: 10, sortOrder: 1 },
      ],
      questions: [
        { question: "你目前在做什么项目？", description: "一两句话即可，方便我们安排交流分组", type: "TEXT", required: true, sortOrder: 0 },
        { question: "你从哪里了解到本次活动？", type: "SINGLE_CHOICE", options: ["微信群", "朋友推荐", "小红书", "即刻", "其他"], required: false, sortOrder: 1 },
      ],
      registrations: [
        { user: "wang", status: "APPROVED", ticket: 0, answers: { 0: "一个给设计师用的配色工具", 1: "微信群" } },
        { user: "sophie", status: "APPROVED", ticket: 0, answers: { 0: "A language-exchange bot", 1: "朋友推荐" } },
        { user: "chen", status: "APPROVED", ticket: 0, answers: { 0: "Rust 日志分析工具", 1: "即刻" } },
        { user: "zhao", status: "APPROVED", ticket: 1, answers: { 0: "课程作业：校园二手交易小程序" } },
      ],
    },
    {
      organizer: "lin",
      organization: "builders",
      admins: [],
      event: {
        title: "独立开发者第 41 期分享会：AI 时代的小团队",
        shortDescription: "四位独立开发者分享用 AI 工具提效的真实工作流。",
        description: "当 AI 能写代码、画图、回复客服，一个人的团队能走多远？",
        richContent: PAST_HTML,
        coverImage: "/demo/cover-past-meetup.png",
        type: "MEETUP",
        status: "COMPLETED",
        startTime: pastStart,
        endTime: new Date(pastStart.getTime() + 3.5 * HOUR),
        timezone: "Asia/Shanghai",
        address: "上海市徐汇区漕溪北路 88 号 3 楼 众创空间",
        city: "上海",
        maxAttendees: 40,
        registrationDeadline: shanghaiAt(now, -22, 23, 59),
        tags: ["独立开发", "AI", "Meetup"],
        // Its attendees agreed to show their digital cards (all but 赵磊), so the card gallery has people in it.
        askDigitalCardConsent: true,
        viewCount: 512,
        publishedAt: new Date(pastStart.getTime() - 14 * DAY),
      },
      tickets: [{ name: "普通票", description: "含茶歇", priceCents: 0, maxQuantity: 40, sortOrder: 0 }],
      questions: [],
      registrations: (["wang", "zhao", "sophie", "chen", "alex"] as const).map((user) => ({
        user,
        status: "APPROVED" as const,
        ticket: 0,
        checkedIn: true,
      })),
    },
    {
      organizer: "alex",
      organization: "aiMakers",
      admins: [],
      event: {
        title: "AI Makers 48 小时黑客松：做一个真正有用的 AI 助手",
        shortDescription: "个人或组队，48 小时从一个真实的问题出发，做出能用的 AI 助手。评委 + 公众投票。",
        description: "48 小时黑客松，个人或最多 5 人组队。评委评分占 70%，公众投票占 30%。",
        richContent: HACKATHON_HTML,
        coverImage: "/demo/cover-hackathon.png",
        type: "HACKATHON",
        status: "PUBLISHED",
        startTime: hackathonStart,
        endTime: shanghaiAt(now, 16, 18, 0),
        timezone: "Asia/Shanghai",
        address: "上海市杨浦区国定路 335 号 创业园 B 座 2 楼",
        city: "上海",
        maxAttendees: 60,
        registrationDeadline: shanghaiAt(now, 12, 23, 59),
        requireApproval: true,
        requireProjectSubmission: false,
        registrationSuccessInfo: "恭喜入选！开幕前我们会发送组队说明和场地信息。",
        registrationPendingInfo: "报名已收到。我们会在 3 天内完成审核，请留意站内通知。",
        tags: ["黑客松", "AI", "LLM", "Hackathon"],
        viewCount: 876,
        publishedAt: new Date(now.getTime() - 10 * DAY),
        hackathonConfig: {
          stage: demoHackathonStage(now, ids.alex),
          voting: { allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.7, publicWeight: 0.3, publicVotingScope: "ALL" },
          settings: { allowSolo: true, maxTeamSize: 5, requireProject: false },
          resources: {
            tutorials: [
              { title: "Prompt engineering guide", url: "https://www.promptingguide.ai/", description: "提示词入门与进阶" },
            ],
            tools: [
              { name: "LangChain", url: "https://python.langchain.com/", description: "Build LLM apps in Python or JS" },
              { name: "Ollama", url: "https://ollama.com/", description: "在本地运行开源模型" },
            ],
            examples: [
              { title: "AI Makers 往期作品", url: "https://ai-makers.example.com/showcase", description: "上一期的 12 个作品" },
            ],
          },
          awards: [
            { id: "grand-prize", name: "评委大奖", description: "综合得分最高的作品", awardType: "JUDGE", maxWinners: 1 },
            { id: "most-useful", name: "最佳实用奖", description: "最能解决真实问题的作品", awardType: "JUDGE", maxWinners: 2 },
            { id: "people-choice", name: "人气奖", description: "公众投票最多的作品", awardType: "PUBLIC", maxWinners: 1 },
          ],
        },
      },
      tickets: [{ name: "参赛者", description: "个人或团队成员", priceCents: 0, maxQuantity: 60, sortOrder: 0 }],
      questions: [
        { question: "你在团队里的角色", type: "SINGLE_CHOICE", options: ["开发", "设计", "产品", "其他"], required: true, sortOrder: 0 },
        { question: "已经有队伍了吗？有的话请写队名", type: "TEXT", required: false, sortOrder: 1 },
      ],
      registrations: [
        { user: "zhao", status: "APPROVED", ticket: 0, answers: { 0: "开发" } },
        { user: "chen", status: "APPROVED", ticket: 0, answers: { 0: "开发", 1: "Rustaceans" } },
        { user: "wang", status: "PENDING", ticket: 0, answers: { 0: "设计" } },
      ],
    },
    {
      organizer: "lin",
      organization: null,
      admins: [],
      event: {
        title: "21 天 Building Public 挑战 · 内测小组",
        shortDescription: "21 天公开地做一件事：至少打卡 7 次，记录进度与下一步计划。",
        description: "21 天挑战，至少打卡 7 次。内测小组名额有限，满员后可加入候补。",
        richContent: CHALLENGE_HTML,
        coverImage: "/demo/cover-building-public.png",
        type: "BUILDING_PUBLIC",
        status: "PUBLISHED",
        startTime: challengeStart,
        endTime: new Date(challengeStart.getTime() + 21 * DAY),
        timezone: "Asia/Shanghai",
        isOnline: true,
        maxAttendees: 12,
        registrationDeadline: shanghaiAt(now, 8, 23, 59),
        tags: ["Building Public", "打卡", "独立开发"],
        viewCount: 145,
        publishedAt: new Date(now.getTime() - 3 * DAY),
        buildingConfig: {
          duration: 21,
          requiredCheckIns: 7,
          paymentNote: "本期免押金",
          paymentQRCode: null,
          depositAmount: 0,
          refundRate: 0,
          isPublic: true,
          allowAnonymous: false,
          enableVoting: true,
          paymentType: "CUSTOM",
        },
      },
      tickets: [],
      questions: [],
      registrations: [
        { user: "wang", status: "APPROVED" },
        { user: "zhao", status: "APPROVED" },
        { user: "chen", status: "APPROVED" },
        { user: "sophie", status: "WAITLISTED" },
      ],
    },
    {
      organizer: "alex",
      organization: "aiMakers",
      admins: [],
      event: {
        title: "AI Makers 动手夜：用 Agent 自动写周报",
        shortDescription: "草稿：带上电脑，一起搭一个帮你整理周报的 Agent。",
        type: "MEETUP",
        status: "DRAFT",
        startTime: shanghaiAt(now, 21, 19, 0),
        endTime: shanghaiAt(now, 21, 21, 30),
        timezone: "Asia/Shanghai",
        address: "待定",
        city: "上海",
        maxAttendees: 30,
        tags: ["AI", "Agent", "Workshop"],
      },
      tickets: [],
      questions: [],
      registrations: [],
    },
  ];
}
