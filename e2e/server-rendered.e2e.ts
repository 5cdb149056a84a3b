import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en } from "../apps/web/src/i18n/locales/en.ts";
import { zh } from "../apps/web/src/i18n/locales/zh.ts";
import { seededSuite, signUp } from "./browser-kit.ts";
import { newPage, screenshot } from "./harness.ts";

// ADR 0018, 0025: the landing pages arrive drawn by React on the server, and React in the browser hydrates
// that DOM (one hydrateRoot, its Suspense boundaries in turn) rather than building a second copy. Tried
// with scripts off (what a crawler, a share preview or a phone on a slow network sees first) and on
// (hydration keeps the server's nodes, logs no mismatch, and a click made before it ends still works).
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

/**
 * Waits until React has hydrated every element under #root: React keeps its fiber on each DOM node it owns,
 * and the nodes inside a Suspense boundary get theirs only once that boundary is hydrated. The sanitised
 * description is set as HTML, so its nodes are React's only through their container.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const fiberOf = (node: Element) => Object.entries(node).find(([key]) => key.startsWith("__reactFiber$"))?.[1] as { memoizedProps?: { dangerouslySetInnerHTML?: unknown } } | undefined;
    const owned = (node: Element): boolean => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const fiber = fiberOf(parent);
        if (fiber) return Boolean(fiber.memoizedProps?.dangerouslySetInnerHTML);
      }
      return false;
    };
    const elements = Array.from(document.querySelectorAll("#root *"));
    return elements.length > 0 && elements.every((element) => fiberOf(element) !== undefined || owned(element));
  });
}

/**
 * The server's nodes that are gone from the page, less the placeholders for what the browser fetches after
 * hydration (the session, the photos), which are marked as such: hidden from assistive technology, or busy.
 */
function replacedContent(page: Page, placeholders = "[aria-hidden='true'], [aria-busy='true']"): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      (window as unknown as { serverNodes: Element[] }).serverNodes
        .filter((node) => !node.isConnected && !node.closest(selector))
        .map((node) => node.outerHTML.slice(0, 160)),
    placeholders,
  );
}

/** Holds the landing chunk (the routes' code, which hydration waits for) until the returned function is called. */
async function holdRouteCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/landing-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
      await hydrated(page);
      // The session answer re-renders the header once the page is live: its sign-in link is the proof.
      await page.locator("header").getByText(path.startsWith("/en") ? en["nav.signIn"] : zh["nav.signIn"], { exact: true }).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { serverNodes: Element[] }).serverNodes.length)).toBeGreaterThan(100);
      // Hydration kept the server's nodes: only placeholders may give way. A mismatch, or a render in
      // place of hydration, would replace content.
      expect(await replacedContent(page)).toEqual([]);
      expect(await page.locator("h1").count()).toBe(1);
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

  it("hydrates a signed-in reader's page as drawn for visitors, then shows the reader's state", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await signUp(page, "Reader");
    await markServerNodes(page);
    await page.goto(`/zh/events/${suite.meetupId}`);
    await hydrated(page);
    // The reader's own like button comes with the session's answer, after hydration.
    await page.locator("main").getByRole("button", { name: new RegExp(zh["engagement.like"]) }).first().waitFor();
    expect(await page.locator("header").getByText(zh["nav.signIn"], { exact: true }).count()).toBe(0);
    // The header's sign-in buttons, held in place invisibly for a visitor, give way to the reader's menu;
    // everything else is still the server's.
    expect(await replacedContent(page, "[aria-hidden='true'], [aria-busy='true'], .invisible")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a click on a button made before the page is hydrated, and acts on it once it is", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    // The page cannot be hydrated before its route's chunk arrives: hold that chunk until the reader has clicked.
    const release = await holdRouteCode(page);
    await page.goto(`/zh/events/${suite.meetupId}`, { waitUntil: "commit" });
    const share = page.locator("main").getByRole("button", { name: zh["share.open"] }).first();
    await share.waitFor();
    // The app's entry has run and holds clicks until React listens (a click before the scripts arrive
    // meets the bare document: a link still works, a button waits for the scripts).
    await page.locator("html[data-hydrating]").waitFor({ state: "attached" });
    const sameDocument = await markDocument(page);
    await share.click();
    await page.waitForTimeout(100);
    expect(await page.getByRole("dialog").count()).toBe(0);
    release();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain(zh["share.title"]);
    expect(await sameDocument()).toBe(true);
    await context.close();
  });

  it("keeps a click on a link below the fold made before the page is hydrated, and navigates inside the app", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    const release = await holdRouteCode(page);
    await page.goto(`/zh/events/${suite.meetupId}`, { waitUntil: "commit" });
    // The back link after the hosts, far below the fold, in the last Suspense boundary React hydrates.
    const back = page.locator("main").getByRole("link", { name: zh["event.backToEvents"] }).last();
    await back.waitFor({ state: "attached" });
    await page.locator("html[data-hydrating]").waitFor({ state: "attached" });
    const sameDocument = await markDocument(page);
    // Clicked without scrolling, as a keyboard or a screen reader would.
    await back.dispatchEvent("click");
    release();
    await page.waitForURL("**/zh/events");
    await page.locator("main article").first().waitFor();
    expect(await sameDocument()).toBe(true);
    await context.close();
  });
});
