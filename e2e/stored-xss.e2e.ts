import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, signIn, signUp } from "./browser-kit.ts";
import { launchBrowser, newPage, repoRoot, startServer, type TestServer } from "./harness.ts";
import { packPayloads, payloadText, RICH_LEAD, RICH_LEAD_BOLD, richTextDocument, richTextLabels, shortPayloads, XSS_PAYLOADS } from "./xss-payloads.ts";

// Issue 6 item 5, stored XSS: the OWASP filter-evasion probes (xss-payloads.ts) are stored through the real
// API in every free-text field a person can write — event, tickets, questions and their options, answers,
// after-registration texts, organiser note and message, profile, project — and every page that shows them
// is opened in Chromium. The pages run with their CSP bypassed: the policy is the second line of defence,
// this suite checks the first (sanitising and escaping). Nothing may run (the `__xss` sentinel and JS
// dialogs stay silent), no dangerous markup may reach the DOM, and the probes must still read as text.
const HOUR = 3_600_000;
const ORGANISER = "lin.xiao@example.com";

let server: TestServer;
let browser: Browser;

interface Guarded {
  context: BrowserContext;
  page: Page;
  /** Calls to `__xss(n)` and JS dialogs, each with the page it came from. */
  fired: string[];
}

const guards: Guarded[] = [];

/** A fresh signed-out context whose pages report any probe that runs. */
async function guarded(): Promise<Guarded> {
  const { context, page } = await newPage(browser, { baseURL: server.url, bypassCSP: true });
  const fired: string[] = [];
  await context.exposeBinding("__xss", ({ frame }, id: unknown) => void fired.push(`__xss(${String(id)}) on ${frame.url()}`));
  context.on("dialog", (dialog) => {
    fired.push(`${dialog.type()}(${dialog.message()}) on ${dialog.page()?.url() ?? "?"}`);
    void dialog.dismiss();
  });
  const guard = { context, page, fired };
  guards.push(guard);
  return guard;
}

/**
 * Markup that could run script or leave the page: event-handler attributes, script URLs, srcdoc, frames,
 * objects, <base>, meta refresh, executable <script>s other than our bundle, CSS expressions. Runs in the
 * browser, on the live document or on `html` parsed the way the browser parses it.
 */
function auditMarkup(html: string | null): string[] {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "lowsrc", "dynsrc", "srcset", "codebase"];
  const forbiddenTags = ["iframe", "frame", "frameset", "object", "embed", "applet", "base", "math", "xss", "noscript", "bgsound"];
  const problems: string[] = [];
  for (const el of Array.from(doc.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) problems.push(`<${tag}> element: ${el.outerHTML.slice(0, 120)}`);
    if (tag === "meta" && el.hasAttribute("http-equiv")) problems.push(`meta http-equiv: ${el.outerHTML.slice(0, 120)}`);
    if (tag === "script") {
      const type = (el.getAttribute("type") ?? "").toLowerCase();
      const inert = type === "application/json" || type === "application/ld+json";
      if (!inert && !(el.getAttribute("src") ?? "").startsWith("/assets/")) problems.push(`executable script: ${el.outerHTML.slice(0, 120)}`);
    }
    if (tag === "style" && /javascript:|expression\(|__xss/i.test(el.textContent ?? "")) problems.push(`style: ${(el.textContent ?? "").slice(0, 120)}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // What a URL parser sees: control characters and spaces inside a scheme are skipped.
      const squeezed = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]+/g, "").toLowerCase();
      if (name.startsWith("on")) problems.push(`<${tag} ${name}="${attr.value}">`);
      if (name === "srcdoc") problems.push(`<${tag} srcdoc>`);
      if (urlAttributes.includes(name) && /^(javascript|vbscript|livescript|data:text|data:application)/.test(squeezed)) problems.push(`<${tag} ${name}="${attr.value}">`);
      if (name === "style" && /expression\(|javascript:/.test(squeezed)) problems.push(`<${tag} style="${attr.value}">`);
    }
  }
  return problems;
}

/** The page settled, nothing dangerous in its DOM and nothing fired so far. */
async function expectClean(guard: Guarded, where: string): Promise<void> {
  // onerror/onload/onfocus fire within a frame or two of the markup arriving.
  await guard.page.waitForTimeout(150);
  expect(await guard.page.evaluate(auditMarkup, null), `dangerous markup on ${where}`).toEqual([]);
  expect(guard.fired, `a probe ran on ${where}`).toEqual([]);
}

/** The stored text is shown as it was typed: a visible element holds it literally. */
async function seesLiteral(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
}

async function ok(answer: Promise<{ status: number; body: { success: boolean; data?: Record<string, unknown>; error?: string } }>, status = 200) {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body.data as Record<string, any>;
}

/** A random mainland mobile number, so the attendees never collide with each other or the seed. */
const phone = () => `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

// --- What is stored where (each field within its schema's limit). ---
const LIN = {
  name: `林 ${payloadText(17)}`,
  bio: packPayloads(1000, 0, "主办方简介："),
  userRoleString: packPayloads(100, 20, "身份："),
  currentWorkOn: packPayloads(100, 30, "在做："),
  lifeStatus: packPayloads(100, 40, "状态："),
  city: packPayloads(100, 10, "城市："),
  region: packPayloads(100, 5, "地区："),
  wechatId: payloadText(3),
  showWechat: true,
  skills: shortPayloads(30, 5),
};
const attendeeProfile = (who: string, from: number) => ({
  name: `${who} ${payloadText(2)}`,
  bio: packPayloads(1000, from, `${who} 简介：`),
  userRoleString: packPayloads(100, from + 3, "身份："),
  currentWorkOn: packPayloads(100, from + 6, "在做："),
  lifeStatus: packPayloads(100, from + 9, "状态："),
  phoneNumber: phone(),
});
const projectInput = (who: string, from: number) => ({
  title: packPayloads(255, from, `${who} 的项目：`),
  subtitle: packPayloads(255, from + 11, "副标题："),
  description: packPayloads(5000, from + 2, "描述："),
  projectTags: shortPayloads(30, 4),
});

const TITLE = `XSS 聚会 ${payloadText(16, 35)}`;
const SHORT = `简介 ${payloadText(19, 33, 25)}`;
const ADDRESS = packPayloads(300, 1, "地址：");
const CITY = `上海 ${payloadText(21)}`;
const CONTACT = packPayloads(500, 8, "联系方式：");
const SUCCESS_INFO = packPayloads(2000, 0, "报名成功！");
const PENDING_INFO = packPayloads(2000, 12, "审核中：");
const TICKETS = [
  { name: `普通票 ${payloadText(2)}`, description: packPayloads(200, 16, "票种说明：") },
  { name: `学生票 ${payloadText(24)}`, description: payloadText(10) },
];
const Q = {
  text: { question: `问题一 ${payloadText(1)}`, description: packPayloads(300, 25, "说明一：") },
  single: { question: `问题二 ${payloadText(18)}`, options: [payloadText(2), payloadText(16), payloadText(25), payloadText(36)] },
  long: { question: `问题三 ${payloadText(31)}` },
  multi: { question: `问题四 ${payloadText(40)}`, options: [payloadText(5), payloadText(20)] },
};
const ANSWERS = { text: packPayloads(200, 3, "回答一："), single: Q.single.options[1]!, long: packPayloads(2000, 0, "回答三："), multi: [...Q.multi.options] };
const NOTE = packPayloads(500, 9, "备注：");
const MESSAGE = { subject: `通知 ${payloadText(1)}`, body: packPayloads(5000, 0, "正文：") };
const ORG_TITLE = `社区活动 ${payloadText(21, 22)}`;
const ORG_RICH = `<p>${payloadText(42)} 1 &lt; 2 &amp; 3</p>`;

interface World {
  organiser: Guarded;
  attendeeA: Guarded;
  attendeeB: Guarded;
  linHandle: string;
  aName: string;
  aHandle: string;
  bProfile: ReturnType<typeof attendeeProfile>;
  bProject: { title: string; subtitle: string };
  eventId: string;
  orgEventId: string;
  orgSlug: string;
  questionIds: { text: string; single: string; long: string; multi: string };
}
let world: World;

async function seed(): Promise<World> {
  // --- The organiser (a seeded community owner) writes probes into their profile and two events. ---
  const organiser = await guarded();
  await signIn(organiser.page, ORGANISER, DEMO_PASSWORD);
  const lin = (await ok(api(organiser.page, "POST", "/api/profile/update", LIN))).user;
  const orgs = (await ok(api(organiser.page, "GET", "/api/user/organizations"))).organizations as { id: string; slug: string }[];
  const org = orgs[0]!;

  const start = Date.now() + HOUR;
  const event = (
    await ok(
      api(organiser.page, "POST", "/api/events", {
        title: TITLE,
        shortDescription: SHORT,
        richContent: richTextDocument(),
        type: "MEETUP",
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3 * HOUR).toISOString(),
        timezone: "Asia/Shanghai",
        isOnline: false,
        address: ADDRESS,
        city: CITY,
        requireProjectSubmission: true,
        askDigitalCardConsent: false,
        registrationSuccessInfo: SUCCESS_INFO,
        registrationPendingInfo: PENDING_INFO,
        organizerContact: CONTACT,
        tags: shortPayloads(24, 10),
        ticketTypes: TICKETS,
        questions: [
          { ...Q.text, type: "TEXT", required: true },
          { ...Q.single, type: "SINGLE_CHOICE", required: true },
          { ...Q.long, type: "TEXTAREA" },
          { ...Q.multi, type: "MULTIPLE_CHOICE" },
        ],
      }),
      201,
    )
  ).event as { id: string };
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/publish`));
  const edit = (await ok(api(organiser.page, "GET", `/api/events/${event.id}/edit`))).event as { questions: { id: string; type: string }[] };
  const qid = (type: string) => edit.questions.find((q) => q.type === type)!.id;
  const questionIds = { text: qid("TEXT"), single: qid("SINGLE_CHOICE"), long: qid("TEXTAREA"), multi: qid("MULTIPLE_CHOICE") };

  // A second event hosted by the organiser's community, with rich text only (the preview is built from it).
  const orgEvent = (
    await ok(
      api(organiser.page, "POST", "/api/events", {
        title: ORG_TITLE,
        richContent: ORG_RICH,
        type: "MEETUP",
        startTime: new Date(start + 24 * HOUR).toISOString(),
        endTime: new Date(start + 26 * HOUR).toISOString(),
        timezone: "Asia/Shanghai",
        city: CITY,
        organizationId: org.id,
      }),
      201,
    )
  ).event as { id: string };
  await ok(api(organiser.page, "POST", `/api/events/${orgEvent.id}/publish`));

  // --- Attendee A: probes in the profile, the project and every answer; registered through the API. ---
  const attendeeA = await guarded();
  await signUp(attendeeA.page, "Xssa");
  const a = (await ok(api(attendeeA.page, "POST", "/api/profile/update", { ...attendeeProfile("甲", 0), username: `xss_a_${Date.now()}` }))).user;
  const aProject = (await ok(api(attendeeA.page, "POST", "/api/projects", projectInput("甲", 4)), 201)).project as { id: string };
  const aTicket = (await ok(api(attendeeA.page, "GET", `/api/events/${event.id}`))).ticketTypes as { id: string; name: string }[];
  await ok(
    api(attendeeA.page, "POST", `/api/events/${event.id}/register`, {
      ticketTypeId: aTicket.find((t) => t.name === TICKETS[0]!.name)!.id,
      projectId: aProject.id,
      answers: [
        { questionId: questionIds.text, answer: ANSWERS.text },
        { questionId: questionIds.single, answer: ANSWERS.single },
        { questionId: questionIds.long, answer: ANSWERS.long },
        { questionId: questionIds.multi, answer: ANSWERS.multi },
      ],
    }),
    201,
  );

  // The organiser checks A in, adds a seeded member with a note, and messages everyone approved.
  const ticket = await ok(api(attendeeA.page, "GET", `/api/events/${event.id}/ticket`));
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/checkin`, { code: ticket.manualCode }));
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/registrations`, { usernameOrEmail: "wang.fang@example.com", note: NOTE }), 201);
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/messages`, { statuses: ["APPROVED"], channels: ["inapp"], ...MESSAGE }), 201);

  // --- Attendee B registers later, through the browser form. ---
  const attendeeB = await guarded();
  await signUp(attendeeB.page, "Xssb");
  const bProfile = attendeeProfile("乙", 13);
  await ok(api(attendeeB.page, "POST", "/api/profile/update", bProfile));
  const bProject = (await ok(api(attendeeB.page, "POST", "/api/projects", projectInput("乙", 17)), 201)).project as { title: string; subtitle: string };

  return {
    organiser,
    attendeeA,
    attendeeB,
    linHandle: lin.username ?? lin.id,
    aName: a.name,
    aHandle: a.username,
    bProfile,
    bProject,
    eventId: event.id,
    orgEventId: orgEvent.id,
    orgSlug: org.slug,
    questionIds,
  };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = await seed();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("stored XSS", () => {
  it("stores every field exactly as typed, except the rich description, which is sanitised", async () => {
    const { organiser, eventId } = world;
    const stored = (await ok(api(organiser.page, "GET", `/api/events/${eventId}/edit`))).event as Record<string, any>;
    expect(stored).toMatchObject({ title: TITLE, shortDescription: SHORT, address: ADDRESS, city: CITY, organizerContact: CONTACT, registrationSuccessInfo: SUCCESS_INFO });
    expect(stored.richContent).toContain(`<strong>${RICH_LEAD_BOLD}</strong>`);
    expect(stored.richContent).not.toMatch(/<(script|iframe|svg|math|object|embed|style|base|meta)|\son[a-z]+=|(href|src)="\s*(javascript|data|vbscript):/i);
    for (const p of XSS_PAYLOADS) if (p.text.includes("<")) expect(stored.richContent).not.toContain(p.text);
  });

  it("renders the event's head (title, Open Graph, JSON-LD, inlined data) without letting any probe out", async () => {
    const { attendeeA: guard, eventId, orgEventId } = world;
    for (const locale of ["zh", "en"]) {
      const raw = await (await fetch(`${server.url}/${locale}/events/${eventId}`)).text();
      // No probe's markup appears as written: every "<" from user data is escaped in the HTML.
      for (const p of XSS_PAYLOADS) if (p.text.includes("<")) expect(raw, `probe ${p.id} unescaped in /${locale}/events`).not.toContain(p.text);
      const parsed = await guard.page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
        return {
          titles: Array.from(doc.querySelectorAll("title")).map((t) => t.textContent),
          scripts: Array.from(doc.querySelectorAll("script")).map((s) => s.getAttribute("src") ?? s.getAttribute("type")),
          ogTitle: meta("og:title"),
          twitterTitle: meta("twitter:title"),
          description: meta("description"),
          ogDescription: meta("og:description"),
          jsonLd: doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "",
          data: doc.getElementById("__EVENT_DATA__")?.textContent ?? "",
          rootEmpty: doc.getElementById("root")?.childNodes.length === 0,
        };
      }, raw);
      expect(await guard.page.evaluate(auditMarkup, raw), `dangerous markup in the /${locale} shell`).toEqual([]);
      expect(parsed.titles).toEqual([`${TITLE} · Commons`]);
      // Exactly the shell's own scripts: the JSON-LD, the bundle, the inlined data.
      expect(parsed.scripts).toEqual(["application/ld+json", expect.stringMatching(/^\/assets\//), "application/json"]);
      expect([parsed.ogTitle, parsed.twitterTitle]).toEqual([TITLE, TITLE]);
      // Previews fold runs of white space (here the U+2028 probe) into one space.
      const preview = SHORT.replace(/\s+/g, " ");
      expect([parsed.description, parsed.ogDescription]).toEqual([preview, preview]);
      expect(parsed.rootEmpty).toBe(true);
      const ld = JSON.parse(parsed.jsonLd) as Record<string, any>;
      expect(ld).toMatchObject({ name: TITLE, description: preview, organizer: { name: LIN.name }, location: { name: ADDRESS, address: { streetAddress: ADDRESS, addressLocality: CITY } } });
      expect(ld.offers.map((o: { name: string }) => o.name)).toEqual(TICKETS.map((t) => t.name));
      const data = JSON.parse(parsed.data) as Record<string, any>;
      expect(data).toMatchObject({ id: eventId, title: TITLE, shortDescription: SHORT, address: ADDRESS });
    }

    // The hosted event has no short description: the preview is the rich text's words, decoded once.
    const raw = await (await fetch(`${server.url}/zh/events/${orgEventId}`)).text();
    const head = await guard.page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      return {
        description: doc.querySelector('meta[name="description"]')?.getAttribute("content"),
        ld: JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as Record<string, unknown>,
      };
    }, raw);
    const preview = "<script>__xss(42)</script> 1 < 2 & 3";
    expect(head.description).toBe(preview);
    expect(head.ld).toMatchObject({ name: ORG_TITLE, description: preview, organizer: { "@type": "Organization" } });
    expect(guard.fired).toEqual([]);
  });

  it("shows the probes as text on the public pages: event (zh, en), list, organisation and profiles", async () => {
    const visitor = await guarded();
    const { page } = visitor;
    const { eventId, linHandle, aHandle, aName, orgSlug } = world;

    await page.goto(`/zh/events/${eventId}`);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: TITLE }).waitFor();
    await expectClean(visitor, "the zh event page");
    for (const text of [SHORT, ADDRESS, ...TICKETS.flatMap((t) => [t.name, t.description]), LIN.name, LIN.bio, LIN.userRoleString, ...shortPayloads(24, 10)]) await seesLiteral(page, text);
    // The rich description keeps its prose and formatting, and every probe's harmless words.
    const about = page.locator(".rich-content").first();
    await seesLiteral(about, RICH_LEAD);
    expect(await about.locator("strong").first().textContent()).toBe(RICH_LEAD_BOLD);
    for (const label of richTextLabels()) await seesLiteral(about, label);
    for (const p of XSS_PAYLOADS) if (p.keeps) await seesLiteral(about, p.keeps);
    // A refused link keeps its words but goes nowhere; an allowed one opens safely in a new tab.
    expect(await about.getByText("lnk-six").evaluate((a) => a.getAttribute("href"))).toBeNull();
    expect(await about.getByText("clk-32").evaluate((a) => [a.getAttribute("href"), a.getAttribute("rel")])).toEqual(["https://example.com/", "noopener noreferrer nofollow"]);
    await page.screenshot({ path: path.join(repoRoot, ".tmp", "xss-event.png"), fullPage: true });

    await page.goto(`/en/events/${eventId}`);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: TITLE }).waitFor();
    for (const text of [SHORT, ADDRESS, TICKETS[0]!.name, LIN.name, RICH_LEAD]) await seesLiteral(page, text);
    await expectClean(visitor, "the en event page");

    await page.goto("/zh/events");
    await seesLiteral(page, TITLE);
    await seesLiteral(page, CITY);
    await expectClean(visitor, "the events list");

    await page.goto(`/zh/orgs/${orgSlug}`);
    await seesLiteral(page, ORG_TITLE);
    await seesLiteral(page, LIN.name);
    await expectClean(visitor, "the organisation page");

    await page.goto(`/zh/u/${linHandle}`);
    await page.getByRole("heading", { level: 1, name: LIN.name }).waitFor();
    for (const text of [LIN.bio, LIN.userRoleString, LIN.currentWorkOn, LIN.city, LIN.region, LIN.wechatId, ...LIN.skills, TITLE]) await seesLiteral(page, text);
    await expectClean(visitor, "the organiser's profile");

    await page.goto(`/zh/u/${aHandle}`);
    await page.getByRole("heading", { level: 1, name: aName }).waitFor();
    await expectClean(visitor, "the attendee's profile");
    await visitor.context.close();
  });

  it("shows them as text in the registration form, its result, my registrations and notifications", async () => {
    const { attendeeA, attendeeB: guard, eventId, questionIds, bProject, bProfile } = world;
    const { page } = guard;

    // The full registration page: questions, their descriptions and options, tickets and projects as text.
    await page.goto(`/zh/events/${eventId}/register`);
    await seesLiteral(page, Q.text.question);
    for (const text of [Q.text.description, Q.single.question, ...Q.single.options, Q.long.question, Q.multi.question, ...Q.multi.options, TICKETS[1]!.name, TICKETS[1]!.description, bProject.title, bProject.subtitle]) await seesLiteral(page, text);
    await expectClean(guard, "the registration page");

    // Registering through the event page's dialog, answering with probes.
    await page.goto(`/zh/events/${eventId}`);
    await page.getByTestId("registration-card").getByRole("button", { name: "立即报名" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: TICKETS[1]!.name }).check();
    await dialog.getByRole("radio", { name: bProject.title }).check();
    await dialog.locator(`[id="reg-q-${questionIds.text}"]`).fill(payloadText(44));
    await dialog.getByRole("radio", { name: Q.single.options[2]!, exact: true }).check();
    await dialog.locator(`[id="reg-q-${questionIds.long}"]`).fill(payloadText(46));
    await dialog.getByRole("checkbox", { name: Q.multi.options[0]!, exact: true }).check();
    await expectClean(guard, "the registration dialog");
    const registered = page.waitForResponse((r) => r.url().endsWith(`/api/events/${eventId}/register`) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "提交报名" }).click();
    expect((await registered).status()).toBe(201);
    const success = page.getByRole("dialog", { name: "报名成功" });
    await seesLiteral(success, SUCCESS_INFO);
    await expectClean(guard, "the registration result");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "联系主办方" }).first().click();
    await seesLiteral(page.getByRole("dialog"), CONTACT);
    await expectClean(guard, "the contact dialog");
    await page.keyboard.press("Escape");

    await page.goto("/zh/me/registrations");
    await seesLiteral(page.getByTestId("my-registration").filter({ hasText: TITLE }), TITLE);
    await expectClean(guard, "my registrations");

    // The settings form gets the profile back into its fields unchanged.
    await page.goto("/zh/settings/profile");
    await expect.poll(() => page.locator("#profile-name").inputValue()).toBe(bProfile.name);
    for (const field of ["bio", "userRoleString", "currentWorkOn", "lifeStatus"] as const) expect(await page.locator(`#profile-${field}`).inputValue()).toBe(bProfile[field]);
    await expectClean(guard, "the profile settings");

    await attendeeA.page.goto("/zh/notifications");
    await seesLiteral(attendeeA.page, MESSAGE.subject);
    await seesLiteral(attendeeA.page, MESSAGE.body);
    await expectClean(attendeeA, "the notifications page");
  });

  it("shows them as text in the organiser console: my events, registrations with answers, check-in, messages, editor", async () => {
    const { organiser: guard, eventId, aName, bProfile } = world;
    const bName = bProfile.name;
    const { page } = guard;

    await page.goto("/zh/app/events");
    await seesLiteral(page.getByTestId("my-event-card").filter({ hasText: TITLE }), TITLE);
    await expectClean(guard, "my events");

    await page.goto(`/zh/app/events/${eventId}/manage`);
    await page.getByTestId("overview").waitFor();
    await expectClean(guard, "the manage overview");

    await page.goto(`/zh/app/events/${eventId}/manage?tab=registrations`);
    const rowA = page.getByTestId("registration-row").filter({ hasText: aName });
    await seesLiteral(rowA, aName);
    await seesLiteral(page.getByTestId("registration-row").filter({ hasText: bName }), bName);
    await rowA.getByRole("button").first().click();
    const answers = page.getByTestId("registration-answers");
    for (const text of [Q.text.question, ANSWERS.text, Q.single.question, ANSWERS.single, Q.long.question, ANSWERS.long, Q.multi.question]) await seesLiteral(answers, text);
    await seesLiteral(page.getByRole("dialog"), TICKETS[0]!.name);
    await expectClean(guard, "the registration details");
    await page.keyboard.press("Escape");
    await page.getByTestId("registration-row").filter({ hasText: "王芳" }).getByRole("button").first().click();
    await seesLiteral(page.getByRole("dialog"), NOTE);
    await expectClean(guard, "the organiser's note");
    await page.keyboard.press("Escape");

    await page.goto(`/zh/app/events/${eventId}/manage?tab=checkin`);
    await seesLiteral(page.getByTestId("checkin-row").filter({ hasText: aName }), aName);
    await expectClean(guard, "the check-in tab");

    await page.goto(`/zh/app/events/${eventId}/manage?tab=messages`);
    await seesLiteral(page, MESSAGE.subject);
    await expectClean(guard, "the messages tab");

    await page.goto(`/zh/app/events/${eventId}/checkin`);
    await seesLiteral(page.getByTestId("checked-in-list"), aName);
    await expectClean(guard, "the check-in page");

    // The editor gets every value back into its fields, and the rich text into the editor as markup.
    await page.goto(`/zh/app/events/${eventId}/edit`);
    await expect.poll(() => page.locator("#event-title").inputValue()).toBe(TITLE);
    const fields = { shortDescription: SHORT, address: ADDRESS, city: CITY, organizerContact: CONTACT, registrationSuccessInfo: SUCCESS_INFO, registrationPendingInfo: PENDING_INFO };
    for (const [field, value] of Object.entries(fields)) expect(await page.locator(`#event-${field}`).inputValue(), field).toBe(value);
    const editor = page.getByRole("textbox", { name: "活动详情" });
    await seesLiteral(editor, RICH_LEAD);
    for (const label of richTextLabels()) await seesLiteral(editor, label);
    await expectClean(guard, "the event editor");

    for (const g of guards) expect(g.fired).toEqual([]);
  });
});
