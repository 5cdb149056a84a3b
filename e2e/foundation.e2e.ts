import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, startServer, type TestServer } from "./harness.ts";

let server: TestServer;
let browser: Browser;
let eventId: string;
let eventTitle: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const list = await (await fetch(`${server.url}/api/events?when=upcoming`)).json();
  eventId = list.data.events[0].id;
  eventTitle = list.data.events[0].title;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const session = (page: Page) => page.evaluate(async () => (await fetch("/api/auth/get-session")).json());

describe("a visitor browses in both languages and both widths", () => {
  for (const locale of ["zh", "en"] as const) {
    for (const width of [1280, 375]) {
      it(`renders the events list and a seeded event in ${locale} at ${width}px`, async () => {
        const { context, page } = await newPage(browser, {
          baseURL: server.url,
          locale: locale === "zh" ? "zh-CN" : "en-US",
          viewport: { width, height: 900 },
        });
        try {
          await page.goto(`/${locale}/events`);
          await page.getByText(eventTitle).first().waitFor();
          expect(await page.getAttribute("html", "lang")).toMatch(locale === "zh" ? /^zh/ : /^en/);
          await screenshot(page, `events-${locale}-${width}`);
          await page.goto(`/${locale}/events/${eventId}`);
          await page.getByRole("heading", { name: eventTitle }).first().waitFor();
          // The server fills the page title for chat previews and search engines.
          expect(await page.title()).toContain(eventTitle);
          await screenshot(page, `event-${locale}-${width}`);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe("a new user's account journey", () => {
  it("signs up, edits the profile with a phone number, changes language, signs out and signs in again", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url });
    const email = `e2e-${Date.now()}@example.com`;
    const password = "violet-harbour-lamp-77";
    try {
      await page.goto("/zh/auth/sign-up");
      await page.fill("#signup-name", "端到端测试");
      await page.fill("#signup-email", email);
      await page.fill("#signup-password", password);
      await page.click('form button[type="submit"]');
      await page.waitForURL((url) => !url.pathname.includes("/auth/"));
      expect((await session(page)).user.email).toBe(email);

      await page.goto("/zh/settings/profile");
      await page.fill("#profile-phoneNumber", "138 1234 5678");
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/profile/update"));
      await page.click('form button[type="submit"]');
      expect((await saved).status()).toBe(200);
      const profile = await page.evaluate(async () => (await fetch("/api/profile")).json());
      expect(profile.data.user.phoneNumber).toBe("+8613812345678");
      await screenshot(page, "settings-zh-1280");

      await page.locator('[role="group"] button[aria-pressed="false"]').first().click();
      await page.waitForURL(/\/en\/settings\/profile/);
      // The URL changes before the English catalogs arrive (they are fetched on first use).
      await expect.poll(() => page.getAttribute("html", "lang")).toMatch(/^en/);

      await page.getByRole("button", { name: "My account" }).click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await expect.poll(async () => session(page)).toBeNull();

      await page.goto("/en/auth/login");
      await page.fill("#login-email", email);
      await page.fill("#login-password", password);
      await page.click('form button[type="submit"]');
      await page.waitForURL((url) => !url.pathname.includes("/auth/"));
      expect((await session(page)).user.email).toBe(email);
    } finally {
      await context.close();
    }
  });
});
