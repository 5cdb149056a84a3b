import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en } from "../apps/web/src/i18n/locales/en.ts";
import { zh } from "../apps/web/src/i18n/locales/zh.ts";
import { seededSuite } from "./browser-kit.ts";
import { newPage, screenshot } from "./harness.ts";

// ADR 0018: the landing pages arrive drawn by the server, and the browser's first render adopts that DOM
// rather than building a second copy. Tried with scripts off (what a crawler, a share preview or a phone
// on a slow network sees first) and on (hydration keeps the server's nodes, and the page then works).
const suite = seededSuite();

/** Marks every node under #root as the parser built it, before any module script runs. */
async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(document.querySelectorAll("#root *"));
    });
  });
}

describe("server-rendered landing pages", () => {
  it("shows the event page's first screen without any script, in both languages", async () => {
    for (const [locale, t] of [["zh", zh], ["en", en]] as const) {
      const context = await suite.browser.newContext({ baseURL: suite.server.url, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(`/${locale}/events/${suite.meetupId}`);
      expect(await page.locator("#root h1").textContent()).toContain("第 42 期");
      const main = page.locator("main");
      expect(await main.getByText(/漕溪北路/).first().isVisible()).toBe(true);
      expect(await main.getByText(/\/ 40/).first().isVisible()).toBe(true);
      expect(await main.getByText(t["event.hostedBy"]).first().isVisible()).toBe(true);
      expect(await page.locator("main img").first().getAttribute("src")).toMatch(/^\/(demo|files)\//);
      // The header and footer speak the page's language.
      expect(await page.locator("header").textContent()).toContain(t["nav.events"]);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale === "zh" ? "zh-CN" : "en");
      await screenshot(page, `server-rendered-event-${locale}-375-no-script`);
      await context.close();
    }
  });

  it("shows the events list's cards without any script", async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/zh/events");
    expect(await page.locator("h1").textContent()).toBe(zh["events.title"]);
    const cards = page.locator(`main a[href^="/zh/events/"]`);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.locator(`main a[href="/zh/events/${suite.meetupId}"]`).count()).toBeGreaterThan(0);
    await context.close();
  });

  for (const path of ["/zh/events", "/en/events", "/zh/events/{id}"]) {
    it(`hydrates ${path} on the server's nodes, without errors, and the page then works`, async () => {
      const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await markServerNodes(page);
      await page.goto(path.replace("{id}", suite.meetupId));
      // The session answer re-renders the header once the page is live: its sign-in link is the proof.
      await page.locator("header").getByText(path.startsWith("/en") ? en["nav.signIn"] : zh["nav.signIn"], { exact: true }).first().waitFor();
      const nodes = await page.evaluate(() => {
        const before = (window as unknown as { serverNodes: Element[] }).serverNodes;
        return { before: before.length, kept: before.filter((node) => node.isConnected).length, h1: document.querySelectorAll("h1").length };
      });
      expect(nodes.before).toBeGreaterThan(100);
      // Only placeholders waiting for the session may be replaced; a second copy would mean a mismatch.
      expect(nodes.before - nodes.kept).toBeLessThanOrEqual(4);
      expect(nodes.h1).toBe(1);
      expect(errors).toEqual([]);
      if (path.endsWith("{id}")) {
        // Interactive after hydration: the share dialog opens with its invite link.
        await page.locator("main").getByRole("button", { name: zh["share.open"] }).first().click();
        await page.getByRole("dialog").waitFor();
        expect(await page.getByRole("dialog").textContent()).toContain(zh["share.title"]);
      } else {
        // A client-side navigation from the hydrated list still works.
        await page.locator(`main a[href$="/events/${suite.meetupId}"]`).first().click();
        await page.waitForURL(`**/events/${suite.meetupId}`);
        expect(await page.locator("h1").textContent()).toContain("第 42 期");
      }
      await context.close();
    });
  }
});
