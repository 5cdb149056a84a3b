import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, ok, seededSuite, shot, signUp } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// docs/product/organiser-console.md#deleting-an-event, as an organiser does it: a cancelled event is deleted from its
// editor's danger zone behind a confirmation that gives the focus back when dismissed; the event leaves "my events",
// and its page answers 410 to anyone, saying it was deleted, with a way back to the events list. 1280 and 375 px.
const suite = seededSuite();
const DAY = 86_400_000;

/** A published event of the signed-in organiser's, then cancelled (its registrants would be told): ready to delete. */
async function cancelledEvent(page: Page, title: string): Promise<string> {
  const start = new Date(Date.now() + 10 * DAY);
  const { event } = ok<{ event: { id: string } }>(
    await api(page, "POST", "/api/events", {
      title,
      shortDescription: "临时取消了",
      type: "MEETUP",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timezone: "Asia/Shanghai",
      isOnline: true,
    }),
    "create",
  );
  ok(await api(page, "POST", `/api/events/${event.id}/publish`), "publish");
  ok(await api(page, "POST", `/api/events/${event.id}/cancel`), "cancel");
  return event.id;
}

const isFocused = (page: Page, name: string) =>
  page.evaluate((label) => document.activeElement?.textContent?.trim() === label && document.activeElement.tagName === "BUTTON", name);

describe("deleting an event", () => {
  for (const width of [1280, 375]) {
    it(`the organiser deletes a cancelled event; its page answers 410 with a way back (${width} px)`, async () => {
      const viewport = { width, height: width === 375 ? 812 : 800 };
      const { page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport });
      await signUp(page, "Lena");
      const title = `不再举办的周末聚会 ${width}`;
      const id = await cancelledEvent(page, title);

      await page.goto(`/zh/app/events/${id}/edit`);
      const remove = page.getByRole("region", { name: "危险操作" }).getByRole("button", { name: "删除活动" });
      await remove.scrollIntoViewIfNeeded();
      await shot(page, `event-delete-danger-zone-zh-${width}`);
      await remove.click();
      const dialog = page.getByRole("dialog", { name: "确定删除这个活动吗？" });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(title);
      await shot(page, `event-delete-confirm-zh-${width}`);
      // "再想想" closes it and the focus is back on the button that opened it; so does Escape after Enter.
      await dialog.getByRole("button", { name: "再想想" }).click();
      await dialog.waitFor({ state: "hidden" });
      // The dialog gives the focus back once it has closed, a moment after it hides.
      await expect.poll(() => isFocused(page, "删除活动")).toBe(true);
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // The dialog gives the focus back once it has closed, a moment after it hides.
      await expect.poll(() => isFocused(page, "删除活动")).toBe(true);

      await remove.click();
      await dialog.getByRole("button", { name: "确认删除" }).click();
      // Off to "my events", where it no longer is (it was this organiser's only event).
      await page.waitForURL(/\/zh\/app\/events$/);
      await page.getByRole("link", { name: "创建你的第一个活动" }).waitFor();
      expect(await page.getByText(title).count()).toBe(0);

      // Its page, for anyone: 410, what happened, and the way back to the events list, where it is not.
      const visitor = (await newPage(suite.browser, { baseURL: suite.server.url, viewport })).page;
      const answer = await visitor.goto(`/zh/events/${id}`);
      expect(answer?.status()).toBe(410);
      expect(await answer?.text()).toContain("<title>该活动已被主办方删除 · Commons</title>");
      await visitor.getByRole("heading", { name: "活动已删除" }).waitFor();
      expect(await visitor.title()).toBe("活动已删除 · Commons");
      await shot(visitor, `event-delete-page-zh-${width}`);
      const back = visitor.getByRole("link", { name: "去看看活动" });
      expect(await back.getAttribute("href")).toBe("/zh/events");
      await back.click();
      await visitor.waitForURL(/\/zh\/events$/);
      await visitor.getByText("第 42 期").first().waitFor();
      expect(await visitor.getByText(title).count()).toBe(0);

      const english = await visitor.goto(`/en/events/${id}`);
      expect(english?.status()).toBe(410);
      await visitor.getByRole("heading", { name: "Event deleted" }).waitFor();
      await shot(visitor, `event-delete-page-en-${width}`);
      await visitor.context().close();
      await page.context().close();
    });
  }
});
