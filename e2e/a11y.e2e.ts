import axe from "axe-core";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { zhMessages as shared } from "../packages/domain/src/i18n/messages.zh.ts";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { api, DEMO_PASSWORD, ok, seededSuite, signIn } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// Issue 27 items 1–6: axe-core over the key pages at 1280 and 375 px, failing on any critical or serious
// violation; and registering for an event by keyboard alone. One server, one browser context per width
// (the people sign in and out of it in turn), to keep the CI budget. New pages join PAGES as they land.
const ORGANISER = "lin.xiao@example.com";
const HACKATHON_HOST = "alex.chen@example.com";
const ATTENDEE = "wang.fang@example.com";
const WIDTHS = [1280, 375] as const;
const DAY = 86_400_000;
// axe-core's own source, for evaluating in the page (its documented way to inject it).
const axeSource = axe.source;
const suite = seededSuite();

interface Ids {
  meetup: string;
  hackathon: string;
  /** The organiser's past hackathon, in RESULTS: the awards tab's form shows only then. */
  pastHackathon: string;
  /** A free event made for this suite, that the attendee has not registered for. */
  open: string;
  /** The seeded Building Public challenge, running. */
  challenge: string;
}
type Who = "visitor" | "organiser" | "host" | "attendee";
interface AxePage {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  /** What shows once the page has its content (a role and name, or a test id). */
  ready: (page: Page) => ReturnType<Page["getByRole"]>;
}

const PAGES: readonly AxePage[] = [
  { name: "events list", who: "visitor", path: () => "/zh/events", ready: (p) => p.getByRole("heading", { level: 1 }) },
  { name: "event page (visitor)", who: "visitor", path: (ids) => `/zh/events/${ids.meetup}`, ready: (p) => p.getByTestId("registration-card") },
  { name: "hackathon page", who: "visitor", path: (ids) => `/zh/events/${ids.hackathon}`, ready: (p) => p.getByRole("heading", { level: 1 }) },
  { name: "login", who: "visitor", path: () => "/zh/auth/login", ready: (p) => p.locator("#login-email") },
  { name: "sign-up", who: "visitor", path: () => "/zh/auth/sign-up", ready: (p) => p.locator("#signup-email") },
  { name: "console list", who: "organiser", path: () => "/zh/app/events", ready: (p) => p.getByRole("heading", { level: 1 }) },
  { name: "editor", who: "organiser", path: (ids) => `/zh/app/events/${ids.meetup}/edit`, ready: (p) => p.locator("form") },
  { name: "attendee management", who: "organiser", path: (ids) => `/zh/app/events/${ids.meetup}/manage?tab=registrations`, ready: (p) => p.getByRole("table") },
  { name: "judge page", who: "organiser", path: (ids) => `/zh/app/events/${ids.hackathon}/judge`, ready: (p) => p.getByTestId("judge-page") },
  { name: "console: awards", who: "organiser", path: (ids) => `/zh/app/events/${ids.pastHackathon}/manage?tab=awards`, ready: (p) => p.getByTestId("awards-panel") },
  { name: "check-in door before it opens", who: "organiser", path: (ids) => `/zh/app/events/${ids.open}/checkin`, ready: (p) => p.getByTestId("checkin-not-open") },
  { name: "console: check-in before it opens", who: "organiser", path: (ids) => `/zh/app/events/${ids.open}/manage?tab=checkin`, ready: (p) => p.getByTestId("checkin-not-open") },
  { name: "console: stage", who: "host", path: (ids) => `/zh/app/events/${ids.hackathon}/manage?tab=stage`, ready: (p) => p.getByTestId("hackathon-stage-panel") },
  { name: "console: judging", who: "host", path: (ids) => `/zh/app/events/${ids.hackathon}/manage?tab=judging`, ready: (p) => p.getByTestId("judging-panel") },
  { name: "event page (attendee)", who: "attendee", path: (ids) => `/zh/events/${ids.meetup}`, ready: (p) => p.getByTestId("registration-card") },
  { name: "challenge page (visitor)", who: "visitor", path: (ids) => `/zh/events/${ids.challenge}`, ready: (p) => p.getByRole("heading", { level: 1 }) },
  { name: "my registrations", who: "attendee", path: () => "/zh/me/registrations", ready: (p) => p.getByRole("heading", { level: 1 }) },
  { name: "full-page register", who: "attendee", path: (ids) => `/zh/events/${ids.open}/register`, ready: (p) => p.getByRole("button", { name: zh["reg.submit"] }) },
];
const EMAILS: Record<Exclude<Who, "visitor">, string> = { organiser: ORGANISER, host: HACKATHON_HOST, attendee: ATTENDEE };

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; html: string }[];
}

/** axe-core's critical and serious findings (and heading-order) on the page as it stands. Injected by evaluation, which the CSP allows. */
async function axeFindings(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160) })) }));
  });
  // Skipped heading levels are "moderate" to axe, but the issue names them (item 4): they fail here too.
  return violations.filter((v) => v.impact === "critical" || v.impact === "serious" || v.id === "heading-order");
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"));
  // Lazy panels and queries that follow hydration; the page polls nothing the check depends on.
  await page.waitForTimeout(400);
}

async function becomes(context: BrowserContext, page: Page, who: Who): Promise<void> {
  await context.clearCookies();
  if (who !== "visitor") await signIn(page, EMAILS[who], DEMO_PASSWORD);
}

/** A free event by the organiser, one ticket and one optional question, with nobody registered. */
async function openEvent(page: Page): Promise<string> {
  const start = new Date(Date.now() + 10 * DAY);
  const { event } = ok<{ event: { id: string } }>(
    await api(page, "POST", "/api/events", {
      title: `键盘报名测试活动 ${Date.now()}`,
      shortDescription: "只用键盘完成报名",
      richContent: "<p>欢迎</p>",
      type: "MEETUP",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timezone: "Asia/Shanghai",
      isOnline: true,
      maxAttendees: 30,
      requireApproval: false,
      ticketTypes: [{ name: "普通票", maxQuantity: 30, isActive: true, sortOrder: 0, priceCents: 0 }],
      questions: [{ question: "你想听什么话题？", type: "TEXT", required: false, sortOrder: 0 }],
    }),
    "create",
  );
  ok(await api(page, "POST", `/api/events/${event.id}/publish`), "publish");
  return event.id;
}

async function seededEvent(type: "HACKATHON" | "BUILDING_PUBLIC", when: "upcoming" | "past", title: string): Promise<string> {
  const listed = (await (await fetch(`${suite.server.url}/api/events?type=${type}&when=${when}`)).json()) as { data: { events: { id: string; title: string }[] } };
  const found = listed.data.events.find((e) => e.title.includes(title));
  if (!found) throw new Error(`seeded event ${title} not found`);
  return found.id;
}

async function seededIds(page: Page): Promise<Ids> {
  await signIn(page, ORGANISER, DEMO_PASSWORD);
  return {
    meetup: suite.meetupId,
    hackathon: await seededEvent("HACKATHON", "upcoming", "AI Makers 48"),
    pastHackathon: await seededEvent("HACKATHON", "past", "春季 AI 黑客松"),
    challenge: await seededEvent("BUILDING_PUBLIC", "upcoming", "21 天 Building Public 挑战"),
    open: await openEvent(page),
  };
}

let ids: Ids | undefined;

describe("accessibility", () => {
  for (const width of WIDTHS) {
    it(`axe finds no critical or serious violation on the key pages at ${width} px`, async () => {
      const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width, height: 900 } });
      ids ??= await seededIds(page);
      const table: string[] = [];
      let who: Who | undefined;
      for (const entry of PAGES) {
        if (entry.who !== who) await becomes(context, page, (who = entry.who));
        await page.goto(entry.path(ids));
        const loaded = await entry.ready(page).first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
        if (!loaded) {
          table.push(`${entry.name} @${width}: did not load`);
          continue;
        }
        await settle(page);
        const found = await axeFindings(page);
        table.push(`${entry.name} @${width}: ${found.length === 0 ? "clean" : found.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}) ${JSON.stringify(v.nodes.slice(0, 3).map((n) => [n.target, n.html]))}`).join("; ")}`);
      }
      console.log(`axe at ${width} px:\n${table.join("\n")}`);
      await context.close();
      expect(table.filter((line) => !line.endsWith(": clean"))).toEqual([]);
    }, 300_000);
  }
});

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user would walk the page. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const element = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((el) => el === document.activeElement, element)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

describe("keyboard only", () => {
  it("registers for an event with Tab, Space and Enter alone; Escape returns the focus to the opener; text fields show a solid focus ring", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 1280, height: 900 } });
    if (!ids) {
      const { context: organiser, page: organiserPage } = await newPage(suite.browser, { baseURL: suite.server.url });
      ids = await seededIds(organiserPage);
      await organiser.close();
    }
    await signIn(page, ATTENDEE, DEMO_PASSWORD);
    await page.goto(`/zh/events/${ids.open}`);
    await settle(page);
    const card = page.getByTestId("registration-card");
    const opener = card.getByRole("button", { name: shared["registration.status.registerNow"] });

    // Open, then Escape: the focus is back on the button that opened the dialog, not on <body>.
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: zh["reg.dialog.title"] });
    const submit = dialog.getByRole("button", { name: zh["reg.submit"] });
    await submit.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(opener)).toBe(true);

    // Again, to the end: Tab to each field, Space to choose, Enter to send.
    await page.keyboard.press("Enter");
    await submit.waitFor();
    const ticket = dialog.getByRole("radio", { name: /普通票/ });
    if (!(await ticket.isChecked())) {
      await tabTo(page, ticket);
      await page.keyboard.press("Space");
      expect(await ticket.isChecked()).toBe(true);
    }
    const answer = dialog.getByLabel("你想听什么话题？");
    await tabTo(page, answer);
    const ring = await answer.evaluate((el) => getComputedStyle(el).boxShadow);
    // The focus ring is opaque brand colour (it was a 3 px ring at 15 % opacity, nearly invisible).
    expect(ring).toContain("rgb(99, 102, 241) 0px 0px 0px 1px");
    await page.keyboard.type("无障碍设计");
    const consent = dialog.getByRole("radio", { name: shared["registration.consent.yes"] });
    if (await consent.count()) {
      await tabTo(page, consent);
      await page.keyboard.press("Space");
      expect(await consent.isChecked()).toBe(true);
    }
    await tabTo(page, submit);
    const registered = page.waitForResponse((r) => r.url().endsWith(`/api/events/${ids!.open}/register`) && r.request().method() === "POST");
    await page.keyboard.press("Enter");
    expect((await registered).status()).toBe(201);
    const success = page.getByRole("dialog", { name: zh["reg.result.approvedTitle"] });
    await success.waitFor();
    await page.keyboard.press("Escape");
    await success.waitFor({ state: "detached" });
    await card.getByTestId("registration-badge").waitFor();
    // Whatever now stands where the opener was, the focus is in the card, not dropped on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await context.close();
  }, 120_000);
});

describe("long text", () => {
  it("lets no text overflow at 375 px: a title of 120 W's and a long unbroken link leave the page without horizontal scroll", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 800 } });
    try {
      await page.goto("/zh/auth/login");
      await signIn(page, ORGANISER, DEMO_PASSWORD);
      const start = new Date(Date.now() + 12 * DAY);
      const link = `https://example.com/${"a".repeat(150)}`;
      const { event } = ok<{ event: { id: string } }>(
        await api(page, "POST", "/api/events", {
          title: "W".repeat(120),
          shortDescription: link,
          richContent: `<p>${link}</p>`,
          type: "MEETUP",
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
          timezone: "Asia/Shanghai",
          isOnline: false,
          address: "X".repeat(120),
          maxAttendees: 30,
          ticketTypes: [{ name: "T".repeat(60), maxQuantity: 30, isActive: true, sortOrder: 0, priceCents: 0 }],
          questions: [],
        }),
        "create",
      );
      ok(await api(page, "POST", `/api/events/${event.id}/publish`), "publish");
      for (const path of [`/zh/events/${event.id}`, "/zh/events", "/zh/app/events"]) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
});
