import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoPerson, seededSuite, shot } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// Issue 27 item 19: small things people notice, each checked where only a browser shows it, at 1280 and 375 px.
const suite = seededSuite();
const WIDTHS = [1280, 375] as const;
const viewport = (width: number) => ({ width, height: width === 375 ? 812 : 800 });
const ORGANISER = "lin.xiao@example.com";
const ATTENDEE = "wang.fang@example.com";

/** The element's left and right edges in the viewport. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box: the element is not displayed");
  return { left: box.x, right: box.x + box.width };
}

describe("details people notice (issue 27 item 19)", () => {
  it("the share text box shows its whole text, the link on its last line included", async () => {
    for (const width of WIDTHS) {
      const page = await demoPerson(suite.server.url, suite.browser, ATTENDEE, viewport(width));
      await page.goto(`/zh/events/${suite.meetupId}`);
      await page.getByRole("button", { name: "分享" }).filter({ visible: true }).first().click();
      const text = page.getByRole("dialog").getByLabel("分享文案");
      // The link carries the sharer's invite code once it has arrived.
      await expect.poll(() => text.inputValue(), { timeout: 10_000 }).toMatch(/\?invite=\w+$/);
      const size = await text.evaluate((box) => ({ scroll: box.scrollHeight, client: box.clientHeight }));
      expect(size.scroll, `at ${width} px the text box scrolls: part of the text is hidden`).toBeLessThanOrEqual(size.client);
      await shot(page, `details-share-text-zh-${width}`);
      await page.context().close();
    }
  });

  it("the console's tab strip at 375 px fades where more tabs wait, and the current tab is scrolled into view", async () => {
    const page = await demoPerson(suite.server.url, suite.browser, ORGANISER, viewport(375));
    await page.goto(`/zh/app/events/${suite.meetupId}/manage`);
    const nav = page.getByRole("navigation", { name: "管理分区" });
    const strip = nav.locator("> div");
    const admins = nav.getByRole("link", { name: "管理员" });
    await admins.waitFor();
    // "管理员" is cut off at the right edge, and the strip says so (its end fades).
    expect(await strip.getAttribute("data-more")).toBe("end");
    expect((await edges(admins)).right).toBeGreaterThan(375);
    await shot(page, "details-console-tabs-zh-375");
    // Scrolled to its end, the last tab shows whole and the fade moves to the start.
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => strip.getAttribute("data-more"), { timeout: 5_000 }).toBe("start");
    expect((await edges(admins)).right).toBeLessThanOrEqual(375);

    // Opened on the admins tab, that tab is in view at once.
    await page.goto(`/zh/app/events/${suite.meetupId}/manage?tab=admins`);
    await expect.poll(() => admins.getAttribute("aria-current"), { timeout: 10_000 }).toBe("page");
    const box = await edges(admins);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(await strip.getAttribute("data-more")).toContain("start");
    await shot(page, "details-console-tabs-admins-zh-375");
    await page.context().close();

    // At 1280 px every tab fits: nothing fades.
    const wide = await demoPerson(suite.server.url, suite.browser, ORGANISER, viewport(1280));
    await wide.goto(`/zh/app/events/${suite.meetupId}/manage`);
    const wideNav = wide.getByRole("navigation", { name: "管理分区" });
    await wideNav.getByRole("link", { name: "管理员" }).waitFor();
    expect(await wideNav.locator("[data-more]").count()).toBe(0);
    await shot(wide, "details-console-tabs-zh-1280");
    await wide.context().close();
  });

  it("price, quantity and capacity show a field only once 免费 / 不限 is switched off", async () => {
    for (const width of WIDTHS) {
      const page = await demoPerson(suite.server.url, suite.browser, ORGANISER, viewport(width));
      await page.goto("/zh/app/events/new");
      await page.getByRole("button", { name: "添加票种" }).click();
      const row = page.getByTestId("ticket-row");
      // Free and unlimited: no greyed-out box reading "免费 元" or "不限" beside the switch saying the same.
      expect(await row.locator("#ticket-0-price").isVisible()).toBe(false);
      expect(await row.getByText("元", { exact: true }).isVisible()).toBe(false);
      expect(await row.locator("#ticket-0-maxQuantity").isVisible()).toBe(false);
      expect(await page.locator("#event-maxAttendees").isVisible()).toBe(false);
      await row.scrollIntoViewIfNeeded();
      await shot(row, `details-ticket-free-zh-${width}`);

      await row.getByRole("switch", { name: "免费" }).click();
      await row.getByRole("switch", { name: "不限" }).click();
      await page.getByRole("switch", { name: "不限" }).first().click();
      for (const field of [row.locator("#ticket-0-price"), row.locator("#ticket-0-maxQuantity"), page.locator("#event-maxAttendees")]) {
        expect(await field.isVisible()).toBe(true);
        expect(await field.isEditable()).toBe(true);
      }
      await row.locator("#ticket-0-price").fill("25.5");
      await row.locator("#ticket-0-maxQuantity").fill("30");
      expect(await row.getByText("元", { exact: true }).isVisible()).toBe(true);
      // Clear of the sticky save bar for the picture.
      await row.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await shot(row, `details-ticket-paid-zh-${width}`);
      await page.context().close();
    }
  });

  it("an event page asks for its event once at most: never signed out (it is in the HTML), once signed in", async () => {
    const path = `/api/events/${suite.meetupId}`;
    const record = (page: Page) => {
      const seen: string[] = [];
      const mine = (request: Request) => new URL(request.url()).pathname === path;
      page.on("request", (request) => mine(request) && seen.push("sent"));
      page.on("requestfailed", (request) => mine(request) && seen.push(`failed: ${request.failure()?.errorText ?? ""}`));
      return seen;
    };

    const visitor = (await newPage(suite.browser, { baseURL: suite.server.url })).page;
    const visitorSeen = record(visitor);
    await visitor.goto(`/zh/events/${suite.meetupId}`);
    await visitor.waitForLoadState("networkidle");
    expect(visitorSeen).toEqual([]);
    await visitor.context().close();

    const attendee = await demoPerson(suite.server.url, suite.browser, ATTENDEE, viewport(1280));
    const attendeeSeen = record(attendee);
    await attendee.goto(`/zh/events/${suite.meetupId}`);
    // The one request brings her own state: her registration shows on the card.
    await attendee.getByTestId("registration-card").getByTestId("registration-badge").filter({ hasText: "已报名" }).waitFor();
    await attendee.waitForLoadState("networkidle");
    expect(attendeeSeen).toEqual(["sent"]);
    await attendee.context().close();
  });
});
