import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, newPage, screenshotDir, startServer, type TestServer } from "./harness.ts";

// What the browser suites do as a person would: sign up or in through the forms, call the API from inside
// the page (its own cookies and Origin), and take screenshots for review.

export const TEST_PASSWORD = "violet-harbour-lamp-77";
/** The seeded demo accounts' password (README "demo accounts"). */
export const DEMO_PASSWORD = "commons-demo-2025";

/** The seeded "第 42 期" meetup (two ticket types, a required question): the suites' shared event. */
export async function seededMeetupId(serverUrl: string): Promise<string> {
  const body = (await (await fetch(`${serverUrl}/api/events?type=MEETUP`)).json()) as { data: { events: { id: string; title: string }[] } };
  const meetup = body.data.events.find((event) => event.title.includes("第 42 期"));
  if (!meetup) throw new Error("seeded meetup not found");
  return meetup.id;
}

export interface ApiAnswer {
  status: number;
  body: { success: boolean; data?: Record<string, unknown>; error?: string };
}

/** A call from inside the page: the browser's own cookies and Origin, as the app would send them. */
export function api(page: Page, method: string, url: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, url, body },
  );
}

/** Signs up through the form with a fresh address; answers the address. */
export async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  await page.goto("/zh/auth/sign-up");
  await page.fill("#signup-name", name);
  await page.fill("#signup-email", email);
  await page.fill("#signup-password", TEST_PASSWORD);
  await page.click('form button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.includes("/auth/"));
  return email;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/zh/auth/login");
  await page.fill("#login-email", email);
  await page.fill("#login-password", password);
  await page.click('form button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.includes("/auth/"));
}

/** A small real PNG, a square blue-to-violet gradient, as a person's photo would be. */
export function squarePng(size = 96): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) png.data.set([60 + Math.round(((i % size) / size) * 160), 90, 230 - Math.round((Math.floor(i / size) / size) * 90), 255], i * 4);
  return PNG.sync.write(png);
}

/** What the person sees: the viewport (dialogs are fixed to it), or one element such as a card. */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await target.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: "disabled" });
}

/** The whole scrolled page, for pages whose length is the point (lists, tables). */
export async function fullPageShot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, animations: "disabled" });
}

export interface SeededSuite {
  server: TestServer;
  browser: Browser;
  meetupId: string;
}

/**
 * A suite's production server and Chromium, started before its tests and stopped after them, and the
 * seeded meetup's id. Read the fields inside tests: they are set in `beforeAll`.
 */
export function seededSuite(): Readonly<SeededSuite> {
  const suite = {} as SeededSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    suite.meetupId = await seededMeetupId(suite.server.url);
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** The data of a successful API answer, or an error naming the step (`what`) and the server's reason. */
export function ok<T = Record<string, unknown>>(answer: { status: number; body: { data?: unknown; error?: string } }, what: string): T {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.body.error ?? ""}`);
  return answer.body.data as T;
}

/** A demo person signed in, in a context of their own at `viewport`. */
export async function demoPerson(serverUrl: string, browser: Browser, email: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, { baseURL: serverUrl, viewport });
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}
