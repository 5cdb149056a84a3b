import jsQR from "jsqr";
import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, seededMeetupId, shot, signIn, signUp } from "./browser-kit.ts";
import { launchBrowser, newPage, startServer, type TestServer } from "./harness.ts";

// Issue 4 "done means", tried as new users would, in Chromium:
// - a new user with an empty profile registers for the seeded meetup (two ticket types, a required
//   question, digital-card consent): the form lists what is missing, they complete it, see the success
//   dialog and open the QR, which decodes to their signed ticket;
// - the organiser, in a second browser, types the code on the check-in page and the attendee shows as
//   checked in (a second try answers "already checked in at …");
// - the event fills up, a third person joins the waitlist, the attendee cancels, and the waitlisted
//   person is promoted and notified.
const ORGANISER = "lin.xiao@example.com";
const HOUR = 3_600_000;

let server: TestServer;
let browser: Browser;
let meetupId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  meetupId = await seededMeetupId(server.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const BIO = "在上海做独立开发，正在打磨一款给设计师用的配色工具";

describe("registration lifecycle in the browser", () => {
  it("registers a new user, checks them in, and hands their seat to the waitlist when they cancel", async () => {
    // The organiser moves the meetup to start in an hour, so its check-in window (2 h before start) is open.
    const organiser = await newPage(browser, { baseURL: server.url });
    await signIn(organiser.page, ORGANISER, DEMO_PASSWORD);
    const start = Date.now() + HOUR;
    const moved = await api(organiser.page, "PATCH", `/api/events/${meetupId}`, {
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3 * HOUR).toISOString(),
      registrationDeadline: null,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    // --- A new user with an empty profile registers. ---
    const attendee = await newPage(browser, { baseURL: server.url });
    const page = attendee.page;
    await signUp(page, "Ada");
    await page.goto(`/zh/events/${meetupId}`);
    const card = page.getByTestId("registration-card");
    await card.getByRole("button", { name: "立即报名" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "提交报名" }).waitFor();
    await shot(page, "registration-form-zh-1280");
    await dialog.getByRole("button", { name: "提交报名" }).click();

    const summary = dialog.getByRole("alert").filter({ hasText: "请先完成以下内容" });
    await summary.waitFor();
    const lines = await summary.locator("li").allTextContents();
    expect(lines).toEqual([
      "请选择票种",
      "请回答必填问题：你目前在做什么项目？",
      "请选择是否愿意展示你的数字名片",
      // The sign-up email is real, so only the other profile facts are asked for.
      "请完善个人资料：个人简介、身份角色、当前在做、生活状态、手机号",
    ]);
    // Let the smooth scroll to the list of what is missing finish.
    await page.waitForTimeout(500);
    await shot(page, "registration-form-missing-zh-1280");

    await dialog.getByRole("radio", { name: /普通票/ }).check();
    await dialog.getByLabel("你目前在做什么项目？").fill("一款给设计师用的配色工具");
    await dialog.getByRole("radio", { name: "微信群" }).check();
    await dialog.getByRole("radio", { name: "非常愿意" }).check();
    await dialog.getByLabel("个人简介").fill(BIO);
    await dialog.getByLabel("身份角色").fill("独立开发者");
    await dialog.getByLabel("当前在做").fill("配色工具");
    await dialog.getByLabel("生活状态").fill("全职创业");
    await dialog.getByLabel("手机号").fill("13812345678");
    await expect.poll(() => summary.locator("li").count()).toBe(0);
    const registered = page.waitForResponse((r) => r.url().endsWith(`/api/events/${meetupId}/register`) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "提交报名" }).click();
    expect((await registered).status()).toBe(201);

    // The success dialog carries the organiser's success information.
    const success = page.getByRole("dialog", { name: "报名成功" });
    await success.getByText("报名成功！活动前一天会通过站内通知提醒你。", { exact: false }).waitFor();
    await shot(page, "registration-success-zh-1280");
    await success.getByRole("button", { name: "查看签到二维码" }).click();

    const qrDialog = page.getByRole("dialog", { name: "签到二维码" });
    const qr = qrDialog.getByTestId("ticket-qr");
    await qr.waitFor();
    const manualCode = (await qrDialog.getByTestId("ticket-manual-code").textContent())?.trim() ?? "";
    expect(manualCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await shot(page, "registration-qr-zh-1280");
    // The QR is what a phone camera would read: the signed ticket token, never a bare id.
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    const ticket = await api(page, "GET", `/api/events/${meetupId}/ticket`);
    expect(decoded).toBe(ticket.body.data?.token);
    expect(decoded).not.toBe(manualCode);
    expect(decoded?.length ?? 0).toBeGreaterThan(40);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "registration-qr-zh-375");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByTestId("registration-badge").filter({ hasText: "已报名" }).waitFor();
    await card.getByRole("button", { name: "签到二维码" }).waitFor();
    await shot(card, "registration-card-approved-zh-1280");

    // --- The organiser types the code at the door. ---
    const door = organiser.page;
    // The organiser reaches the check-in page from the event's own card.
    await door.goto(`/zh/events/${meetupId}`);
    await door.getByTestId("registration-card").getByRole("link", { name: "打开现场签到" }).click();
    await door.waitForURL(`**/zh/app/events/${meetupId}/checkin`);
    await door.getByRole("heading", { name: "现场签到" }).waitFor();
    await door.fill("#checkin-code", manualCode.toLowerCase());
    await door.getByRole("button", { name: "签到", exact: true }).click();
    const outcome = door.getByTestId("checkin-outcome");
    await outcome.getByText("签到成功").waitFor();
    await outcome.getByText("Ada").waitFor();
    await door.getByTestId("checked-in-list").getByText("Ada").waitFor();
    await shot(door, "checkin-page-zh-1280");
    await door.fill("#checkin-code", manualCode);
    await door.getByRole("button", { name: "签到", exact: true }).click();
    await outcome.getByText(/^已于 .+ 签到$/).waitFor();
    await door.setViewportSize({ width: 375, height: 800 });
    await shot(door, "checkin-page-zh-375");

    // The attendee sees it too.
    await page.reload();
    await card.getByTestId("registration-badge").filter({ hasText: "已签到" }).waitFor();

    // --- The event fills up; a third person joins the waitlist. ---
    const detail = await api(organiser.page, "GET", `/api/events/${meetupId}`);
    const seatsTaken = Number(detail.body.data?.seatsTaken);
    const shrunk = await api(organiser.page, "PATCH", `/api/events/${meetupId}`, { maxAttendees: seatsTaken });
    expect(shrunk.status, JSON.stringify(shrunk.body)).toBe(200);

    const waiting = await newPage(browser, { baseURL: server.url });
    await signUp(waiting.page, "Bo");
    const profile = await api(waiting.page, "POST", "/api/profile/update", {
      bio: BIO,
      userRoleString: "产品经理",
      currentWorkOn: "一款记账工具",
      lifeStatus: "在职探索",
      phoneNumber: "+8613912345678",
    });
    expect(profile.status).toBe(200);
    await waiting.page.goto(`/zh/events/${meetupId}`);
    const waitingCard = waiting.page.getByTestId("registration-card");
    await waitingCard.getByTestId("seats-left").filter({ hasText: "名额已满" }).waitFor();
    await shot(waitingCard, "registration-card-full-zh-1280");
    await waitingCard.getByRole("button", { name: "加入候补名单" }).click();
    const waitDialog = waiting.page.getByRole("dialog", { name: "加入候补名单" });
    await waitDialog.getByRole("radio", { name: /普通票/ }).check();
    await waitDialog.getByLabel("你目前在做什么项目？").fill("记账工具");
    await waitDialog.getByRole("radio", { name: "下次吧" }).check();
    await waitDialog.getByRole("button", { name: "加入候补名单" }).click();
    await waiting.page.getByRole("dialog", { name: "已加入候补名单" }).waitFor();
    await shot(waiting.page, "registration-waitlisted-zh-1280");
    await waiting.page.keyboard.press("Escape");
    await waitingCard.getByRole("button", { name: "退出候补" }).waitFor();

    // --- The attendee cancels; the waitlisted person is promoted and notified. ---
    await card.getByRole("button", { name: "取消报名" }).click();
    const confirm = page.getByRole("dialog", { name: "确定取消报名吗？" });
    await confirm.getByRole("button", { name: "取消报名" }).click();
    await page.getByText("已取消报名").first().waitFor();
    await card.getByRole("button", { name: "重新报名" }).or(card.getByRole("button", { name: "加入候补名单" })).first().waitFor();

    await waiting.page.goto("/zh/notifications");
    await waiting.page.getByText("候补成功").first().waitFor();
    await waiting.page.goto(`/zh/events/${meetupId}`);
    await waitingCard.getByTestId("registration-badge").filter({ hasText: "已报名" }).waitFor();

    await waiting.page.goto("/zh/me/registrations");
    const row = waiting.page.getByTestId("my-registration").filter({ hasText: "第 42 期" });
    await row.getByText("已报名").waitFor();
    await row.getByRole("button", { name: "签到二维码" }).waitFor();
    await shot(waiting.page, "my-registrations-zh-1280");
    await waiting.page.setViewportSize({ width: 375, height: 800 });
    await shot(waiting.page, "my-registrations-zh-375");

    await Promise.all([organiser.context.close(), attendee.context.close(), waiting.context.close()]);
  }, 180_000);

  it("shows the card, the form and the result dialog on a phone", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url, viewport: { width: 375, height: 800 } });
    try {
      await signUp(page, "Cy");
      await page.goto(`/zh/events/${meetupId}`);
      const card = page.getByTestId("registration-card");
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(card, "registration-card-zh-375");
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, "event-page-with-bar-zh-375");
      // The mobile bar's main action opens the same form (the event is full by now: the waitlist).
      await page.getByRole("button", { name: "加入候补名单" }).last().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "加入候补名单" }).waitFor();
      await shot(page, "registration-form-zh-375");
      await dialog.getByRole("button", { name: "加入候补名单" }).click();
      await dialog.getByText("请先完成以下内容：").waitFor();
      // Let the smooth scroll to the list of what is missing finish.
      await page.waitForTimeout(500);
      await shot(page, "registration-form-missing-zh-375");

      await dialog.getByRole("radio", { name: /学生票/ }).check();
      await dialog.getByLabel("你目前在做什么项目？").fill("校园二手交易小程序");
      await dialog.getByRole("radio", { name: "非常愿意" }).check();
      await dialog.getByLabel("个人简介").fill(BIO);
      await dialog.getByLabel("身份角色").fill("学生");
      await dialog.getByLabel("当前在做").fill("毕业设计");
      await dialog.getByLabel("生活状态").fill("在读");
      await dialog.getByLabel("手机号").fill("13712345678");
      await dialog.getByRole("button", { name: "加入候补名单" }).click();
      await page.getByRole("dialog", { name: "已加入候补名单" }).waitFor();
      await shot(page, "registration-result-zh-375");
    } finally {
      await context.close();
    }
  });

  it("opens the full registration page from a shared link, after login", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url });
    try {
      await page.goto(`/zh/events/${meetupId}/register`);
      await page.waitForURL(/\/zh\/auth\/login\?redirectTo=/);
      await page.fill("#login-email", "wang.fang@example.com");
      await page.fill("#login-password", DEMO_PASSWORD);
      await page.click('form button[type="submit"]');
      await page.waitForURL((url) => url.pathname === `/zh/events/${meetupId}/register`);
      // 王芳 is already registered: the page shows her status rather than a second form.
      await page.getByTestId("registration-card").getByRole("button", { name: "签到二维码" }).waitFor();
      await shot(page, "registration-page-registered-zh-1280");
    } finally {
      await context.close();
    }

    // Someone not yet registered gets the form itself on the page.
    const fresh = await newPage(browser, { baseURL: server.url });
    try {
      await signUp(fresh.page, "Dee");
      await fresh.page.goto(`/zh/events/${meetupId}/register`);
      await fresh.page.getByRole("heading", { name: /第 42 期/ }).waitFor();
      await fresh.page.getByRole("radio", { name: /普通票/ }).waitFor();
      await shot(fresh.page, "registration-page-form-zh-1280");
      await fresh.page.setViewportSize({ width: 375, height: 800 });
      await shot(fresh.page, "registration-page-form-zh-375");
      await fresh.page.goto(`/en/events/${meetupId}/register`);
      await fresh.page.getByRole("radio", { name: /普通票/ }).waitFor();
      await fresh.page.getByRole("button", { name: "Join the waitlist" }).click();
      await fresh.page.getByText("Please complete the following:").waitFor();
      await fresh.page.waitForTimeout(500);
      await shot(fresh.page, "registration-page-missing-en-375");
    } finally {
      await fresh.context.close();
    }
  });
});
