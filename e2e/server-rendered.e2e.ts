import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en } from "../apps/web/src/i18n/locales/en.ts";
import { zh } from "../apps/web/src/i18n/locales/zh.ts";
import { seededSuite, signUp } from "./browser-kit.ts";
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

/**
 * Marks the current document: a click the app handles keeps the mark, a link the app missed loads a new
 * document and loses it. Returns the check.
 */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/** Scrolls down the page a screen at a time and back up, waiting after each step, so every part comes into view. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()!.height;
  for (let top = 0; top <= height; top += screen / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const adoption = (page: Page) =>
  page.evaluate(() => ({ adopted: Number(document.documentElement.dataset.hydrated), waiting: Number(document.documentElement.dataset.waiting ?? 0) }));

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
      // Below the fold too: the description, the tickets and the hosts.
      for (const heading of [t["event.about"], t["event.hosts"]]) expect(await main.getByRole("heading", { name: heading }).count()).toBe(1);
      expect(await main.getByText("普通票").first().isVisible()).toBe(true);
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
      // ADR 0019, 0020: the page is adopted in parts, a task each, those in view first; <html data-hydrated>
      // counts the parts in, <html data-waiting> those still waiting for the reader to come near.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const atLoad = await adoption(page);
      // Header, the route's content and footer (ADR 0021); inside the content, the list's toolbar and every
      // card, or the event page's top row, hero, sidebar, floating back button and action bar, and below the
      // fold its description, tickets and hosts. A part inside a waiting part counts as waiting.
      const cards = await page.locator("main article").count();
      const parts = path.endsWith("{id}") ? 3 + 5 + 3 : 3 + 1 + cards;
      expect(await page.locator("template[data-part]").count()).toBe(parts);
      expect(atLoad.adopted + atLoad.waiting).toBe(parts);
      // The header and the route's content are in view at once; the footer, a screen tall page below, waits.
      expect(atLoad.adopted).toBeGreaterThanOrEqual(3);
      expect(atLoad.waiting).toBeGreaterThanOrEqual(1);
      await scrollThrough(page);
      await page.locator("html:not([data-waiting])").waitFor({ state: "attached" });
      expect(await adoption(page)).toEqual({ adopted: parts, waiting: 0 });
      // The session answer re-renders the header once the page is live: its sign-in link is the proof.
      await page.locator("header").getByText(path.startsWith("/en") ? en["nav.signIn"] : zh["nav.signIn"], { exact: true }).first().waitFor();
      const nodes = await page.evaluate(() => {
        const before = (window as unknown as { serverNodes: Element[] }).serverNodes;
        return {
          before: before.length,
          kept: before.filter((node) => node.isConnected).length,
          h1: document.querySelectorAll("h1").length,
        };
      });
      expect(nodes.before).toBeGreaterThan(100);
      // Only placeholders waiting for the session may be replaced; a second copy would mean a mismatch.
      expect(nodes.before - nodes.kept).toBeLessThanOrEqual(4);
      expect(nodes.h1).toBe(1);
      expect(errors).toEqual([]);
      // A link in an adopted part navigates inside the app.
      const sameDocument = await markDocument(page);
      if (path.endsWith("{id}")) {
        // The hero's part: the share dialog opens with its invite link.
        await page.locator("main").getByRole("button", { name: zh["share.open"] }).first().click();
        await page.getByRole("dialog").waitFor();
        expect(await page.getByRole("dialog").textContent()).toContain(zh["share.title"]);
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
        // The top row's part: back to the list.
        await page.locator("main").getByRole("link", { name: zh["event.backToEvents"] }).first().click();
        await page.waitForURL("**/zh/events");
        await page.locator("main article").first().waitFor();
      } else {
        // A card's part: on to the event.
        await page.locator(`main a[href$="/events/${suite.meetupId}"]`).first().click();
        await page.waitForURL(`**/events/${suite.meetupId}`);
        expect(await page.locator("h1").textContent()).toContain("第 42 期");
      }
      expect(await sameDocument()).toBe(true);
      await context.close();
    });
  }

  it("adopts a part out of view when focus reaches it, when it is pressed, or when it is clicked and the click is replayed there", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    await page.goto(`/zh/events/${suite.meetupId}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const before = await adoption(page);
    // At least the tickets, the hosts and the footer.
    expect(before.waiting).toBeGreaterThanOrEqual(3);
    // Keyboard focus reaching the footer, without scrolling, adopts the footer's part.
    await page.locator("footer a").first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.waitForFunction((waiting) => Number(document.documentElement.dataset.waiting) === waiting - 1, before.waiting);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A press inside a waiting part (the tickets section) adopts it before any click.
    await page.locator("main").getByRole("heading", { name: zh["event.tickets"] }).dispatchEvent("pointerdown");
    await page.waitForFunction((waiting) => Number(document.documentElement.dataset.waiting) === waiting - 2, before.waiting);
    // The back link after the hosts, far below the fold, is still the server's: clicked without scrolling
    // (as a keyboard or a screen reader would), its part is adopted and the click navigates inside the app.
    const sameDocument = await markDocument(page);
    await page.locator("main").getByRole("link", { name: zh["event.backToEvents"] }).last().dispatchEvent("click");
    await page.waitForURL("**/zh/events");
    await page.locator("main article").first().waitFor();
    expect(await sameDocument()).toBe(true);
    // Moving on inside the app adopts what was still waiting on the way out.
    await page.locator("html:not([data-waiting])").waitFor({ state: "attached" });
    await context.close();
  });

  it("adopts every part for a signed-in reader, whose page is not the one drawn for visitors", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    await signUp(page, "Reader");
    await page.goto(`/zh/events/${suite.meetupId}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Without scrolling: the session's answer adopts the footer and the sections below the fold too.
    await page.locator("html:not([data-waiting])").waitFor({ state: "attached" });
    expect(await adoption(page)).toEqual({ adopted: 3 + 5 + 3, waiting: 0 });
    expect(await page.locator("header").getByText(zh["nav.signIn"], { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("keeps a click made before the page is live, and replays it once the page is adopted", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    // The page cannot be adopted before its route's chunk arrives: hold that chunk until the reader has clicked.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/landing-*.js", async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(`/zh/events/${suite.meetupId}`, { waitUntil: "commit" });
    const share = page.locator("main").getByRole("button", { name: zh["share.open"] }).first();
    await share.waitFor();
    // The app's entry has run and holds clicks (a click before the scripts arrive meets the bare document).
    await page.locator("html[data-hydrating]").waitFor({ state: "attached" });
    const sameDocument = await markDocument(page);
    await share.click();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    expect(await page.getByRole("dialog").count()).toBe(0);
    release();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain(zh["share.title"]);
    expect(await sameDocument()).toBe(true);
    await context.close();
  });
});
