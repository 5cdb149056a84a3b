import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, participantInterests, projects, registrations } from "../db/schema/index.ts";
import { notify } from "../modules/notifications/notifications.service.ts";
import { DEMO_ACCOUNTS, type DemoAccount } from "./demo-accounts.ts";

type UserKey = DemoAccount["key"];
const nameOf = (key: UserKey) => DEMO_ACCOUNTS.find((a) => a.key === key)?.name ?? "";

// Demo content for docs/product/people.md#participants and #mutual-interest: the attendees' projects,
// attached to their registrations for both meetups, and one mutual interest (sophie and chen, so the e2e's
// wang.fang and zhao.lei start with no marks at all).

const DAY = 24 * 60 * 60 * 1000;

const PROJECTS: ReadonlyArray<{ owner: UserKey; fields: Omit<typeof projects.$inferInsert, "userId"> }> = [
  {
    owner: "wang",
    fields: {
      title: "Palette Lab 配色实验室",
      subtitle: "给设计师的配色工具，一键生成可访问的配色方案",
      description: "从一张图片或一个品牌色出发，生成满足 WCAG 对比度的整套配色，并导出到 Figma 和 CSS 变量。\n正在用 React 重写前端，欢迎设计师朋友试用提意见。",
      stage: "PROTOTYPING",
      url: "https://palette.example.com",
      screenshots: ["/demo/project-palette.svg"],
      projectTags: ["设计工具", "React", "无障碍"],
    },
  },
  {
    owner: "sophie",
    fields: {
      title: "LingoPal",
      subtitle: "A language-exchange bot for WeChat groups",
      description: "Pairs people in a WeChat group by the languages they speak and want to learn, and suggests a topic every evening.",
      stage: "MVP",
      url: "https://lingopal.example.com",
      screenshots: ["/demo/project-chatbot.svg"],
      projectTags: ["Bot", "Education", "WeChat"],
    },
  },
  {
    owner: "chen",
    fields: {
      title: "logscope",
      subtitle: "用 Rust 写的轻量日志分析工具",
      description: "单个二进制文件，几秒钟分析上百万行访问日志：状态码分布、慢请求、异常 IP。",
      stage: "DEVELOPMENT",
      githubUrl: "https://github.com/example/logscope",
      screenshots: ["/demo/project-logs.svg"],
      projectTags: ["Rust", "CLI", "开源"],
    },
  },
  {
    owner: "zhao",
    fields: { title: "校园二手集市", subtitle: "课程作业：校园二手交易小程序", stage: "IDEA_VALIDATION", projectTags: ["小程序", "校园"] },
  },
  {
    owner: "alex",
    fields: {
      title: "RAG Starter",
      subtitle: "An open-source RAG starter kit",
      stage: "LAUNCHED",
      githubUrl: "https://github.com/example/rag-starter",
      projectTags: ["AI", "Open source"],
    },
  },
];

/** The meetups are the first two demo events: the upcoming "第 42 期" and the past "第 41 期". */
export async function seedDemoParticipants(tx: Db, ids: Record<UserKey, string>, eventIds: readonly string[], now: Date): Promise<void> {
  const meetups = eventIds.slice(0, 2);
  for (const [i, p] of PROJECTS.entries()) {
    const [row] = await tx
      .insert(projects)
      .values({ ...p.fields, userId: ids[p.owner], createdAt: new Date(now.getTime() - (60 - i * 7) * DAY) })
      .returning({ id: projects.id });
    await tx
      .update(registrations)
      .set({ projectId: row!.id })
      .where(and(inArray(registrations.eventId, meetups), eq(registrations.userId, ids[p.owner])));
  }

  // One mutual pair on the past meetup, notified as the live toggle would (interests.service.ts).
  const past = meetups[1]!;
  const [sophie, chen] = [ids.sophie, ids.chen];
  await tx.insert(participantInterests).values([
    { eventId: past, userId: sophie, targetUserId: chen, createdAt: new Date(now.getTime() - 19 * DAY) },
    { eventId: past, userId: chen, targetUserId: sophie, createdAt: new Date(now.getTime() - 18 * DAY) },
  ]);
  const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, past));
  const title = event?.title ?? "";
  const link = `/events/${past}?participants=true`;
  const at = new Date(now.getTime() - 18 * DAY);
  await notify(tx, { userId: sophie, type: "mutualInterest", params: { event: title, name: nameOf("chen"), userId: chen }, link, createdAt: at });
  await notify(tx, { userId: chen, type: "mutualInterest", params: { event: title, name: nameOf("sophie"), userId: sophie }, link, createdAt: at });
}
