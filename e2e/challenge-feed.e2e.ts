import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { zhMessages } from "../packages/domain/src/i18n/messages.zh.ts";
import { api, demoPerson, ok, seededSuite, shot } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// Issue 24, "done means" for the community dashboard (docs/product/challenges.md#feed, #likes-and-comments,
// #visibility, #dashboard): on a running challenge of its own, an author checks in publicly and another
// participant checks in for participants only. A second person likes and comments on the author's check-in in
// the feed; the author finds the notification; a signed-out visitor sees the author's check-in but not the
// participants-only one, and the server refuses it to them too. The participants tab filters the feed to a
// person. At 1280 px.
const ORGANISER = "lin.xiao@example.com";
const AUTHOR = "sophie.martin@example.com";
const HIDDEN = "wang.fang@example.com";
const FAN = "chen.yu@example.com";
const AUTHOR_NAME = "Sophie Martin";
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 1280, height: 900 },
] as const;
const DAY = 86_400_000;
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

const suite = seededSuite();
const person = (browser: Browser, email: string, viewport: { width: number; height: number }) => demoPerson(suite.server.url, browser, email, viewport);

interface Joined {
  userId: string;
  checkInId: string;
}

/** A BUILDING_PUBLIC event that started two days ago and runs for three weeks, published. */
async function runningChallenge(organiser: Page, tag: string): Promise<{ id: string; ticketTypeId: string }> {
  const start = new Date(Date.now() - 2 * DAY);
  const created = ok<{ event: { id: string } }>(
    await api(organiser, "POST", "/api/events", {
      title: `21 天公开构建 ${tag}`,
      shortDescription: "每天记录一点进展，和大家一起把作品做出来",
      richContent: "<p>欢迎一起公开构建</p>",
      type: "BUILDING_PUBLIC",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 21 * DAY).toISOString(),
      timezone: "Asia/Shanghai",
      isOnline: true,
      maxAttendees: 50,
      requireApproval: false,
      tags: ["Building Public"],
      ticketTypes: [{ name: "参加挑战", maxQuantity: 50, isActive: true, sortOrder: 0, priceCents: 0 }],
      questions: [],
    }),
    "create",
  );
  const id = created.event.id;
  ok(await api(organiser, "POST", `/api/events/${id}/publish`), "publish");
  const edit = ok<{ event: { ticketTypes: { id: string }[] } }>(await api(organiser, "GET", `/api/events/${id}/edit`), "edit");
  return { id, ticketTypeId: edit.event.ticketTypes[0]!.id };
}

/** Registers, saves the setup with a new project and checks in for today; answers the ids. */
async function join(page: Page, eventId: string, ticketTypeId: string, i: number, setup: { project: string; visibility: "PUBLIC" | "PARTICIPANTS_ONLY"; title: string }): Promise<Joined> {
  // Registration asks for a complete profile; some demo people have left parts of theirs empty.
  const phoneNumber = `+86139${String(Date.now() % 10_000).padStart(4, "0")}${String(i).padStart(4, "0")}`;
  ok(
    await api(page, "POST", "/api/profile/update", {
      bio: "每天写一点代码，也写一点记录，喜欢和大家一起公开构建自己的作品",
      userRoleString: "独立开发者",
      currentWorkOn: "一个小工具",
      lifeStatus: "在职探索",
      phoneNumber,
    }),
    "profile",
  );
  ok(await api(page, "POST", `/api/events/${eventId}/register`, { ticketTypeId, answers: [] }), "register");
  ok(
    await api(page, "POST", `/api/events/${eventId}/building-public/register`, {
      newProject: { title: setup.project, subtitle: "一句话介绍：帮你把每天的进展记下来" },
      plan21Days: "第一周做出原型，第二周邀请朋友试用并修改，第三周上线并写一篇复盘文章。",
      visibilityLevel: setup.visibility,
    }),
    "setup",
  );
  const result = ok<{ checkIn: { id: string; user: { id: string } } }>(
    await api(page, "POST", `/api/events/${eventId}/building-public/check-in`, {
      title: setup.title,
      content: "今天把登录和数据库迁移做完了，还修了两个页面在手机上的排版问题，明天开始做提醒功能。",
      nextPlan: "做每日提醒",
      imageUrls: [],
      isPublic: true,
    }),
    "check-in",
  );
  return { userId: result.checkIn.user.id, checkInId: result.checkIn.id };
}

async function openDashboard(page: Page, eventId: string, query = "") {
  await page.goto(`/zh/events/${eventId}${query}`);
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"));
  await page.getByTestId("challenge-feed").waitFor();
}

const cardOf = (page: Page, title: string) => page.getByTestId("check-in-card").filter({ hasText: title });

describe("the challenge's community dashboard", () => {
  for (const run of RUNS) {
    it(`at ${run.width} px: a second person likes and comments, the author is notified, a visitor never sees the participants-only check-in`, async () => {
      const viewport = { width: run.width, height: run.height };
      // One after another: four sign-ins at once overwhelm a busy two-core machine.
      const organiser = await person(suite.browser, ORGANISER, viewport);
      const author = await person(suite.browser, AUTHOR, viewport);
      const hidden = await person(suite.browser, HIDDEN, viewport);
      const fan = await person(suite.browser, FAN, viewport);
      const visitor = (await newPage(suite.browser, { baseURL: suite.server.url, viewport })).page;
      try {
        const { id, ticketTypeId } = await runningChallenge(organiser, `${run.width}`);
        const publicTitle = `公开的进展 ${run.width}`;
        const hiddenTitle = `只给参与者看的进展 ${run.width}`;
        const mine = await join(author, id, ticketTypeId, 1, { project: `记录本 ${run.width}`, visibility: "PUBLIC", title: publicTitle });
        const secret = await join(hidden, id, ticketTypeId, 2, { project: `小账本 ${run.width}`, visibility: "PARTICIPANTS_ONLY", title: hiddenTitle });
        await join(fan, id, ticketTypeId, 3, { project: `天气卡片 ${run.width}`, visibility: "PUBLIC", title: `粉丝的进展 ${run.width}` });

        // The fan (a registrant) sees both check-ins; likes the author's: the count rises at once and stays.
        await openDashboard(fan, id);
        const card = cardOf(fan, publicTitle);
        await card.waitFor();
        await cardOf(fan, hiddenTitle).waitFor();
        await card.scrollIntoViewIfNeeded();
        const like = card.getByRole("button", { name: fill(zh["challengeFeed.like.label"], { count: 0 }) });
        await like.click();
        const liked = card.getByRole("button", { name: fill(zh["challengeFeed.like.label"], { count: 1 }) });
        await liked.waitFor();
        expect(await liked.getAttribute("aria-pressed")).toBe("true");

        // Comments: blank is refused in the form, a real one is posted and counted.
        await card.getByRole("button", { name: fill(zh["challengeFeed.comments.label"], { count: 0 }) }).click();
        await card.getByText(zh["challengeFeed.comments.empty"]).waitFor();
        await card.getByRole("button", { name: zh["challengeFeed.comments.submit"] }).click();
        await card.getByText(zh["challengeFeed.comments.required"]).waitFor();
        await card.getByLabel(zh["challengeFeed.comments.field"]).fill("  进展很快，期待提醒功能！  ");
        await card.getByRole("button", { name: zh["challengeFeed.comments.submit"] }).click();
        await card.getByText("进展很快，期待提醒功能！").waitFor();
        await card.getByRole("button", { name: fill(zh["challengeFeed.comments.label"], { count: 1 }) }).waitFor();
        await shot(card, `challenge-feed-liked-commented-${run.width}`);

        // After a reload the server's like and comment count are there.
        await openDashboard(fan, id);
        await cardOf(fan, publicTitle).getByRole("button", { name: fill(zh["challengeFeed.like.label"], { count: 1 }) }).waitFor();
        await cardOf(fan, publicTitle).getByRole("button", { name: fill(zh["challengeFeed.comments.label"], { count: 1 }) }).waitFor();

        // The participants tab: a person pressed filters the feed to them.
        await fan.getByRole("tab", { name: zh["challengeFeed.tab.participants"] }).click();
        await fan.getByTestId("participants-panel").waitFor();
        await fan.getByTestId("participants-panel").scrollIntoViewIfNeeded();
        await shot(fan.getByTestId("participants-panel"), `challenge-participants-${run.width}`);
        await fan.getByTestId("participants-list").getByRole("button", { name: new RegExp(AUTHOR_NAME) }).click();
        await fan.getByTestId("feed-user-filter").waitFor();
        await expect.poll(() => fan.getByTestId("check-in-card").count()).toBe(1);
        await cardOf(fan, publicTitle).waitFor();
        await shot(fan.getByTestId("challenge-dashboard"), `challenge-feed-filtered-${run.width}`);

        // The author is told of the comment.
        await author.goto("/zh/notifications");
        await author.getByText(/评论了你的打卡/).first().waitFor();
        await shot(author, `challenge-comment-notice-${run.width}`);

        // A visitor: the public check-in, not the participants-only one, in the feed and at the server.
        await openDashboard(visitor, id);
        await cardOf(visitor, publicTitle).waitFor();
        expect(await cardOf(visitor, hiddenTitle).count()).toBe(0);
        await shot(visitor.getByTestId("challenge-dashboard"), `challenge-feed-visitor-${run.width}`);
        const theirs = await api(visitor, "GET", `/api/events/${id}/building-public/check-ins?user=${secret.userId}`);
        expect(theirs.status).toBe(200);
        expect((theirs.body.data as { checkIns: unknown[] }).checkIns).toHaveLength(0);
        const everyone = ok<{ checkIns: { id: string }[] }>(await api(visitor, "GET", `/api/events/${id}/building-public/check-ins`), "feed");
        expect(everyone.checkIns.map((c) => c.id)).toContain(mine.checkInId);
        expect(everyone.checkIns.map((c) => c.id)).not.toContain(secret.checkInId);
        const comments = await api(visitor, "GET", `/api/building-public/check-ins/${secret.checkInId}/comments`);
        expect(comments.status).toBe(404);
        const listed = ok<{ participants: { user: { id: string } }[] }>(await api(visitor, "GET", `/api/events/${id}/building-public/participants`), "participants");
        expect(listed.participants.map((p) => p.user.id)).not.toContain(secret.userId);

        // A visitor's like asks them to sign in first.
        await cardOf(visitor, publicTitle).getByRole("button", { name: fill(zh["challengeFeed.like.label"], { count: 1 }) }).click();
        await visitor.getByText(zhMessages["toast.loginRequired"]).first().waitFor();
      } finally {
        for (const page of [organiser, author, hidden, fan, visitor]) await page.context().close();
      }
    }, 480_000);
  }
});
