import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, fullPageShot, shot, signUp } from "./browser-kit.ts";
import { launchBrowser, newPage, startServer, type TestServer } from "./harness.ts";

// Issue 5 "done means", tried as a new organiser would, in Chromium:
// 1. a new user signs up, creates a meetup with a cover image, two ticket types and two questions, and
//    saves it as a draft; 2. publishes it and sees it in /events; 3. a second user registers;
// 4. the organiser approves, exports the CSV (its content checked) and checks the attendee in;
// 5. the organiser edits the questions and the answer already given survives.
const HOUR = 3_600_000;
const TITLE = "深圳独立开发者周末聚会 · 控制台测试";
const Q1 = "你目前在做什么项目？";
const Q2 = "你从哪里知道这个活动？";
const ANSWER = "一款给设计师用的配色工具";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The editor is long, with a sticky header and save bar: one viewport shot per part, as a person sees it. */
async function sectionShots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-top`);
  for (const section of ["section-tickets", "section-questions", "section-contact"]) {
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: "start" }), section);
    await page.waitForTimeout(150);
    await shot(page, `${name}-${section.replace("section-", "")}`);
  }
}

/** A small real PNG (a 64×36 gradient), as an organiser's cover would be. */
function coverPng(): Buffer {
  const png = new PNG({ width: 64, height: 36 });
  for (let y = 0; y < 36; y++) {
    for (let x = 0; x < 64; x++) {
      const i = (y * 64 + x) * 4;
      png.data[i] = 80 + x * 2;
      png.data[i + 1] = 70 + y * 3;
      png.data[i + 2] = 220;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Wall time in Shanghai as a datetime-local value. */
function shanghaiLocal(ms: number): string {
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 16);
}

/** From the manage page: the export tab, then the CSV as the organiser's browser saves it. */
async function downloadCsv(page: Page): Promise<string> {
  await page.getByRole("link", { name: "导出" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "下载 CSV" }).click();
  return readFileSync(await (await download).path(), "utf8");
}

/**
 * The export's rows as header → cell maps. Our test data holds no comma, quote or line break, so a plain
 * split is exact here (quoting itself is covered by the server's CSV tests).
 */
function csvRecords(csv: string): Record<string, string>[] {
  const [header = "", ...lines] = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
  const names = header.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((cell, i) => [names[i] ?? `#${i}`, cell])));
}

/** The organiser types the code on the door's check-in page and sees it accepted. */
async function checkInByCode(page: Page, eventId: string, code: string): Promise<void> {
  await page.goto(`/zh/app/events/${eventId}/checkin`);
  await page.fill("#checkin-code", code);
  await page.getByRole("button", { name: "签到", exact: true }).click();
  await page.getByTestId("checkin-outcome").getByText("签到成功").waitFor();
}

describe("organiser console in the browser", () => {
  it("creates, publishes and runs a meetup end to end", async () => {
    const organiser = await newPage(browser, { baseURL: server.url });
    const page = organiser.page;
    await signUp(page, "Mei");

    // --- My events starts empty, with a way to create the first one. ---
    await page.goto("/zh/app/events");
    await page.getByRole("link", { name: "创建你的第一个活动" }).waitFor();
    await fullPageShot(page, "console-my-events-empty-zh-1280");
    await page.getByRole("link", { name: "创建你的第一个活动" }).click();
    await page.waitForURL(/\/zh\/app\/events\/new$/);

    // --- 1. The editor: validation names the fields before anything is sent. ---
    await page.getByRole("button", { name: "保存草稿" }).click();
    await page.getByText("有 1 处需要修改").waitFor();
    expect(await page.locator("#event-title-message").textContent()).toBeTruthy();

    await page.fill("#event-title", TITLE);
    await page.fill("#event-shortDescription", "每月一次，聊聊各自在做的产品");
    await page.getByTestId("cover-uploader").getByTestId("image-uploader-input").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: coverPng() });
    await page.getByTestId("cover-uploader").locator('img[src*="/files/"]').waitFor();
    await page.getByRole("textbox", { name: "活动详情" }).click();
    await page.keyboard.type("欢迎来聊你的独立产品。");
    await page.getByRole("button", { name: "粗体" }).click();
    await page.keyboard.type("带上你的 demo！");

    const start = Date.now() + HOUR;
    await page.fill("#event-startTime", shanghaiLocal(start));
    await page.fill("#event-endTime", shanghaiLocal(start + 3 * HOUR));
    await page.fill("#event-city", "深圳");
    await page.fill("#event-address", "南山区科技园 XX 大厦 3 楼");
    await page.getByRole("switch", { name: "报名需要审核" }).click();

    await page.getByRole("button", { name: "添加票种" }).click();
    await page.getByRole("button", { name: "添加票种" }).click();
    await page.fill("#ticket-0-name", "普通票");
    await page.fill("#ticket-1-name", "学生票");
    await page.locator("#ticket-1-maxQuantity").locator("xpath=..").getByRole("switch").click();
    await page.fill("#ticket-1-maxQuantity", "20");

    await page.getByRole("button", { name: "添加问题" }).click();
    await page.getByRole("button", { name: "添加问题" }).click();
    await page.fill("#question-0-question", Q1);
    await page.getByTestId("question-row").nth(0).getByRole("switch", { name: "必填" }).click();
    await page.fill("#question-1-question", Q2);
    await page.selectOption("#question-1-type", "SINGLE_CHOICE");
    await page.getByRole("textbox", { name: "选项 1" }).fill("朋友推荐");
    await page.getByRole("textbox", { name: "选项 2" }).fill("公众号");
    await page.fill("#event-registrationSuccessInfo", "报名成功！请扫码加入活动群。");
    await page.fill("#event-tags", "独立开发");
    await page.keyboard.press("Enter");
    await sectionShots(page, "console-editor-new-zh-1280");

    await page.getByRole("button", { name: "保存草稿" }).click();
    await page.waitForURL(/\/zh\/app\/events\/[^/]+\/edit$/);
    const eventId = new URL(page.url()).pathname.split("/")[4] ?? "";
    expect(eventId).not.toBe("");
    await page.getByText("所有修改已保存").waitFor();
    const ticketIds = await page.getByTestId("ticket-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-ticket-id")));
    expect(ticketIds).toHaveLength(2);
    expect(ticketIds.every(Boolean)).toBe(true);
    const questionIds = await page.getByTestId("question-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-question-id")));
    expect(questionIds.every(Boolean)).toBe(true);
    const saved = (await api(page, "GET", `/api/events/${eventId}/edit`)).body.data as { event: { status: string; coverImage: string; richContent: string; ticketTypes: { name: string; maxQuantity: number | null }[] } };
    expect(saved.event.status).toBe("DRAFT");
    expect(saved.event.coverImage).toMatch(/\/files\//);
    expect(saved.event.richContent).toContain("<strong>带上你的 demo！</strong>");
    expect(saved.event.ticketTypes.map((t) => [t.name, t.maxQuantity])).toEqual([["普通票", null], ["学生票", 20]]);

    // --- 2. Publish; the event shows in /events. ---
    await page.getByRole("button", { name: "发布活动" }).click();
    await page.getByText("已发布").first().waitFor();
    await page.goto("/zh/events");
    await page.getByText(TITLE).first().waitFor();

    // --- 3. A second user registers through the event page's form, completing their profile in it. ---
    const attendee = await newPage(browser, { baseURL: server.url });
    const attendeeEmail = await signUp(attendee.page, "Ada");
    await attendee.page.goto(`/zh/events/${eventId}`);
    const card = attendee.page.getByTestId("registration-card");
    await card.getByRole("button", { name: "立即报名" }).click();
    const form = attendee.page.getByRole("dialog");
    await form.getByRole("radio", { name: /普通票/ }).check();
    await form.getByLabel(Q1).fill(ANSWER);
    await form.getByRole("radio", { name: "朋友推荐" }).check();
    await form.getByLabel("个人简介").fill("在上海做独立开发，正在打磨一款给设计师用的配色工具");
    await form.getByLabel("身份角色").fill("独立开发者");
    await form.getByLabel("当前在做").fill("配色工具");
    await form.getByLabel("生活状态").fill("全职创业");
    await form.getByLabel("手机号").fill("13812345678");
    const registered = attendee.page.waitForResponse((r) => r.url().endsWith(`/api/events/${eventId}/register`) && r.request().method() === "POST");
    await form.getByRole("button", { name: "提交报名" }).click();
    expect((await registered).status()).toBe(201);
    await attendee.page.getByRole("dialog", { name: "报名已提交，等待审核" }).waitFor();
    await attendee.page.keyboard.press("Escape");
    await card.getByTestId("registration-badge").filter({ hasText: "审核中" }).waitFor();

    // Someone without rights on the event gets the permission panel, not the console.
    await attendee.page.goto(`/zh/app/events/${eventId}/manage`);
    await attendee.page.getByRole("alert").getByText("权限不足").waitFor();

    // --- 4a. The organiser approves (ticking the row, then the bulk bar). ---
    await page.goto(`/zh/app/events/${eventId}/manage?tab=registrations`);
    const row = page.getByTestId("registration-row").filter({ hasText: "Ada" });
    await row.getByText("待审核").waitFor();
    await row.getByRole("checkbox").check();
    await page.getByRole("toolbar", { name: "批量操作" }).getByRole("button", { name: "通过" }).click();
    await row.getByText("已通过").waitFor();
    await row.getByRole("button").first().click();
    await page.getByTestId("registration-answers").getByText(ANSWER).waitFor();
    await shot(page, "console-manage-details-zh-1280");
    await page.keyboard.press("Escape");
    await fullPageShot(page, "console-manage-registrations-zh-1280");

    // "Add someone" invites (docs/product/organiser-console.md#invitations): an address without an account is
    // answered like any other, and the invitation waits; Ada, already registered, accepts from her notices.
    const invite = async (handle: string) => {
      await page.getByRole("button", { name: "邀请报名者" }).click();
      const dialog = page.getByRole("dialog", { name: "邀请报名者" });
      await dialog.getByLabel("用户名或邮箱").fill(handle);
      const sent = page.waitForResponse((r) => r.url().endsWith(`/api/events/${eventId}/invitations`) && r.request().method() === "POST");
      await dialog.getByRole("button", { name: "发送邀请", exact: true }).click();
      expect((await sent).status()).toBe(201);
      await dialog.waitFor({ state: "hidden" });
    };
    await invite("nobody-here@example.com");
    await invite(attendeeEmail);
    const invitations = page.getByTestId("invitations-list");
    await invitations.getByRole("listitem").filter({ hasText: "nobody-here@example.com" }).getByText("待回复").waitFor();
    await attendee.page.goto("/zh/notifications");
    const accept = attendee.page.getByRole("button", { name: "接受邀请" });
    await accept.waitFor();
    await shot(attendee.page, "notifications-invitation-zh-1280");
    await accept.click();
    await attendee.page.getByTestId("invitation-answer").getByText("你已接受邀请，已为你报名。").waitFor();
    await page.reload();
    await invitations.getByRole("listitem").filter({ hasText: attendeeEmail.toLowerCase() }).getByText("已接受").waitFor();
    await shot(page, "console-manage-invitations-zh-1280");

    // Sign-up with Ada's (taken) address answers like any sign-up: the page asks to look in the mailbox.
    const copycat = await newPage(browser, { baseURL: server.url });
    await copycat.page.goto("/zh/auth/sign-up");
    await copycat.page.fill("#signup-name", "冒名者");
    await copycat.page.fill("#signup-email", attendeeEmail);
    await copycat.page.fill("#signup-password", "another-secret-pass-88");
    await copycat.page.click('form button[type="submit"]');
    await copycat.page.getByText(`我们给 ${attendeeEmail} 发了一封邮件`).waitFor();
    expect(new URL(copycat.page.url()).pathname).toBe("/zh/auth/sign-up");
    await shot(copycat.page, "sign-up-taken-address-zh-1280");
    await copycat.context.close();

    // --- 4b. Export: a UTF-8 CSV with a BOM, one column per question holding the answers. ---
    const csv = await downloadCsv(page);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const records = csvRecords(csv);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      姓名: "Ada",
      邮箱: attendeeEmail,
      // A cell starting with "+" could run as a formula in a spreadsheet, so it is escaped.
      手机号: "'+8613812345678",
      报名状态: "已通过",
      票种: "普通票",
      [Q1]: ANSWER,
      [Q2]: "朋友推荐",
    });

    // --- 4c. The attendee shows their code; the organiser types it at the door; the live count follows. ---
    await attendee.page.goto(`/zh/events/${eventId}`);
    await card.getByTestId("registration-badge").filter({ hasText: "已报名" }).waitFor();
    await card.getByRole("button", { name: "签到二维码" }).click();
    const manualCode = (await attendee.page.getByRole("dialog", { name: "签到二维码" }).getByTestId("ticket-manual-code").textContent())?.trim() ?? "";
    expect(manualCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await attendee.page.keyboard.press("Escape");
    await checkInByCode(page, eventId, manualCode);

    await page.goto(`/zh/app/events/${eventId}/manage?tab=checkin`);
    await expect.poll(() => page.getByTestId("checkin-count").textContent()).toContain("1");
    const checkedInRow = page.getByTestId("checkin-row").filter({ hasText: "Ada" });
    await checkedInRow.waitFor();
    expect(await page.getByRole("link", { name: "打开扫码签到" }).getAttribute("href")).toBe(`/zh/app/events/${eventId}/checkin`);
    await fullPageShot(page, "console-manage-checkin-zh-1280");
    // A mistaken check-in can be undone from the list, and the person checked in again.
    await checkedInRow.getByRole("button", { name: "撤销签到" }).click();
    await page.getByText("已撤销 Ada 的签到").waitFor();
    await page.getByText("还没有人签到").waitFor();
    await checkInByCode(page, eventId, manualCode);
    await attendee.page.reload();
    await card.getByTestId("registration-badge").filter({ hasText: "已签到" }).waitFor();

    // --- 5. Edit the questions: reword the first, drop the second, add a third. The answer survives. ---
    await page.goto(`/zh/app/events/${eventId}/edit`);
    await page.fill("#question-0-question", `${Q1}（一句话）`);
    await page.getByTestId("question-row").nth(1).getByRole("button", { name: "删除问题" }).click();
    await page.getByRole("button", { name: "添加问题" }).click();
    await page.fill("#question-1-question", "有什么想对主办方说的？");
    await page.getByRole("button", { name: "保存修改" }).click();
    await page.getByText("所有修改已保存").waitFor();
    const after = await page.getByTestId("question-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-question-id")));
    expect(after[0]).toBe(questionIds[0]);
    expect(after[1]).not.toBe(questionIds[1]);

    await page.goto(`/zh/app/events/${eventId}/manage?tab=registrations`);
    await page.getByTestId("registration-row").filter({ hasText: "Ada" }).getByRole("button").first().click();
    const answers = page.getByTestId("registration-answers");
    await answers.getByText(ANSWER).waitFor();
    await answers.getByText(`${Q1}（一句话）`).waitFor();
    await page.keyboard.press("Escape");
    // Both answers are still in the export: under the reworded question, and under the removed one.
    const [afterEdit] = csvRecords(await downloadCsv(page));
    expect(afterEdit).toMatchObject({ [`${Q1}（一句话）`]: ANSWER, [`${Q2}（已删除）`]: "朋友推荐", "有什么想对主办方说的？": "" });

    // --- Screenshots of the rest, at desktop and phone widths. ---
    await page.goto(`/zh/app/events/${eventId}/manage`);
    await page.getByTestId("overview").waitFor();
    await fullPageShot(page, "console-manage-overview-zh-1280");
    await page.goto(`/zh/app/events/${eventId}/manage?tab=messages`);
    await page.fill("#msg-subject", "活动地点更新");
    await page.fill("#msg-body", "我们换到了 3 楼大会议室，见面时间不变。");
    await page.getByRole("button", { name: "发送" }).click();
    await page.getByText("已发送给 1 人").waitFor();
    await page.getByRole("region", { name: "发送记录" }).getByText("活动地点更新").waitFor();
    await fullPageShot(page, "console-manage-messages-zh-1280");
    // Admins: the attendee becomes a check-in-only co-admin and sees just what that flag allows.
    await page.goto(`/zh/app/events/${eventId}/manage?tab=admins`);
    await page.getByText("还没有其他管理员").waitFor();
    await page.fill("#admin-who", attendeeEmail);
    await page.getByRole("switch", { name: "管理报名" }).click();
    await page.getByRole("button", { name: "添加" }).click();
    await page.getByTestId("admin-row").filter({ hasText: "Ada" }).waitFor();
    await fullPageShot(page, "console-manage-admins-zh-1280");
    await attendee.page.goto("/zh/app/events");
    await attendee.page.getByTestId("my-event-card").getByText("协助管理").waitFor();
    await attendee.page.goto(`/zh/app/events/${eventId}/manage?tab=registrations`);
    const adminTabs = attendee.page.getByRole("navigation", { name: "管理分区" }).getByRole("link");
    await expect.poll(() => adminTabs.allTextContents()).toEqual(["概览", "签到"]);
    await attendee.page.getByTestId("overview").waitFor();
    await page.goto("/zh/app/events");
    await page.getByTestId("my-event-card").first().waitFor();
    await fullPageShot(page, "console-my-events-zh-1280");

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByTestId("my-event-card").first().waitFor();
    await fullPageShot(page, "console-my-events-zh-375");
    await page.goto(`/zh/app/events/${eventId}/edit`);
    await page.getByTestId("question-row").first().waitFor();
    await sectionShots(page, "console-editor-edit-zh-375");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, "console-editor-edit-zh-375-bottom");
    await page.goto(`/zh/app/events/${eventId}/manage`);
    await page.getByTestId("overview").waitFor();
    await fullPageShot(page, "console-manage-overview-zh-375");
    await page.goto(`/zh/app/events/${eventId}/manage?tab=registrations`);
    await page.getByTestId("registration-row").first().waitFor();
    await fullPageShot(page, "console-manage-registrations-zh-375");
    await page.goto(`/en/app/events/${eventId}/edit`);
    await page.getByTestId("question-row").first().waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await sectionShots(page, "console-editor-edit-en-1280");

    await organiser.context.close();
    await attendee.context.close();
  }, 180_000);
});
