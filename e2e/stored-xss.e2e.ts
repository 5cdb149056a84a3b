import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./browser-kit.ts";
import { launchBrowser, repoRoot, startServer, type TestServer } from "./harness.ts";
import { PAGE_INLINE_SCRIPT } from "../apps/server/src/lib/page-inline-script.ts";
import { audit, expectClean, ok, seesLiteral } from "./xss/checks.ts";
import { readEventHead } from "./xss/event-head.ts";
import { type Guarded, openGuarded } from "./xss/guard.ts";
import { seed, type World } from "./xss/seed.ts";
import { ADDRESS, ANSWERS, CITY, CONTACT, LIN, MESSAGE, NOTE, ORG_ABOUT, ORG_NAME, ORG_TITLE, PENDING_INFO, Q, SHORT, SUCCESS_INFO, TICKETS, TITLE } from "./xss/stored-values.ts";
import { payloadText, RICH_LEAD, RICH_LEAD_BOLD, richTextLabels, shortPayloads, XSS_PAYLOADS } from "./xss-payloads.ts";

// Issue 6 item 5, stored XSS: the OWASP filter-evasion probes (xss-payloads.ts) are stored through the real
// API in every free-text field a person can write — event, tickets, questions and their options, answers,
// after-registration texts, organiser note and message, profile, project, organisation name and description —
// and every page that shows them is opened in Chromium. The pages run with their CSP bypassed: the policy is
// the second line of defence, this suite checks the first (sanitising and escaping). Nothing may run (the `__xss` sentinel and JS
// dialogs stay silent), no dangerous markup may reach the DOM, and the probes must still read as text.
// What is stored where: xss/stored-values.ts, written by xss/seed.ts; what a page must not hold: xss/checks.ts.

let server: TestServer;
let browser: Browser;
const guards: Guarded[] = [];
let world: World;

/** A fresh signed-out context whose pages report any probe that runs, checked once more at the end. */
async function guarded(): Promise<Guarded> {
  const guard = await openGuarded(browser, server.url);
  guards.push(guard);
  return guard;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = await seed(guarded);
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
    const org = (await ok(api(organiser.page, "GET", `/api/orgs/${world.orgSlug}`))).organization as Record<string, any>;
    expect(org).toMatchObject({ name: ORG_NAME, description: ORG_ABOUT });
  });

  it("renders the event's head (title, Open Graph, JSON-LD, inlined data) without letting any probe out", async () => {
    const { attendeeA: guard, eventId, orgEventId } = world;
    for (const locale of ["zh", "en"]) {
      const raw = await (await fetch(`${server.url}/${locale}/events/${eventId}`)).text();
      // No probe's markup appears as written: every "<" from user data is escaped in the HTML.
      for (const p of XSS_PAYLOADS) if (p.text.includes("<")) expect(raw, `probe ${p.id} unescaped in /${locale}/events`).not.toContain(p.text);
      const parsed = await readEventHead(guard.page, raw);
      expect(await audit(guard.page, raw), `dangerous markup in the /${locale} shell`).toEqual([]);
      expect(parsed.titles).toEqual([`${TITLE} · Commons`]);
      // Exactly the shell's own scripts, in order: the Intl warm-up (first in the head), the JSON-LD, the bundle,
      // the inlined data.
      expect(parsed.scripts).toEqual([`inline:${PAGE_INLINE_SCRIPT}`, "application/ld+json", expect.stringMatching(/^\/assets\//), "application/json"]);
      expect([parsed.ogTitle, parsed.twitterTitle]).toEqual([TITLE, TITLE]);
      // Previews fold runs of white space (here the U+2028 probe) into one space.
      const preview = SHORT.replace(/\s+/g, " ");
      expect([parsed.description, parsed.ogDescription]).toEqual([preview, preview]);
      expect(parsed.rootTitle).toBe(TITLE);
      const ld = JSON.parse(parsed.jsonLd) as Record<string, any>;
      expect(ld).toMatchObject({ name: TITLE, description: preview, organizer: { name: LIN.name }, location: { name: ADDRESS, address: { streetAddress: ADDRESS, addressLocality: CITY } } });
      expect(ld.offers.map((o: { name: string }) => o.name)).toEqual(TICKETS.map((t) => t.name));
      const data = JSON.parse(parsed.data) as Record<string, any>;
      expect(data).toMatchObject({ id: eventId, title: TITLE, shortDescription: SHORT, address: ADDRESS });
    }

    // The hosted event has no short description: the preview is the rich text's words, decoded once. Its
    // organiser is the community, whose probe-filled name and description go into the JSON-LD and the data.
    const raw = await (await fetch(`${server.url}/zh/events/${orgEventId}`)).text();
    for (const p of XSS_PAYLOADS) if (p.text.includes("<")) expect(raw, `probe ${p.id} unescaped in the hosted event`).not.toContain(p.text);
    expect(await audit(guard.page, raw), "dangerous markup in the hosted event's shell").toEqual([]);
    const head = await readEventHead(guard.page, raw);
    expect(head.scripts).toEqual([`inline:${PAGE_INLINE_SCRIPT}`, "application/ld+json", expect.stringMatching(/^\/assets\//), "application/json"]);
    const preview = "<script>__xss(42)</script> 1 < 2 & 3";
    expect(head.description).toBe(preview);
    expect(JSON.parse(head.jsonLd)).toMatchObject({ name: ORG_TITLE, description: preview, organizer: { "@type": "Organization", name: ORG_NAME } });
    expect(JSON.parse(head.data)).toMatchObject({ id: orgEventId, organization: { name: ORG_NAME, description: ORG_ABOUT } });
    expect(guard.fired).toEqual([]);
  });

  it("shows the probes as text on the public pages: event (zh, en), list and profiles", async () => {
    const visitor = await guarded();
    const { page } = visitor;
    const { eventId, linHandle, aHandle, aName } = world;

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

    await page.goto(`/zh/u/${linHandle}`);
    await page.getByRole("heading", { level: 1, name: LIN.name }).waitFor();
    for (const text of [LIN.bio, LIN.userRoleString, LIN.currentWorkOn, LIN.city, LIN.region, LIN.wechatId, ...LIN.skills, TITLE]) await seesLiteral(page, text);
    await expectClean(visitor, "the organiser's profile");

    await page.goto(`/zh/u/${aHandle}`);
    await page.getByRole("heading", { level: 1, name: aName }).waitFor();
    await expectClean(visitor, "the attendee's profile");
    await visitor.context.close();
  });

  it("shows the organisation's name and description as text: its page, its event's page (zh, en) and its owner's editor", async () => {
    const visitor = await guarded();
    const { page } = visitor;
    const { organiser, orgSlug, orgEventId } = world;

    await page.goto(`/zh/orgs/${orgSlug}`);
    await seesLiteral(page.getByRole("heading", { level: 1 }), ORG_NAME);
    for (const text of [ORG_ABOUT, ORG_TITLE, LIN.name]) await seesLiteral(page, text);
    await expect.poll(() => page.title()).toBe(`${ORG_NAME} · Commons`);
    await expectClean(visitor, "the organisation page");

    for (const locale of ["zh", "en"]) {
      await page.goto(`/${locale}/events/${orgEventId}`);
      await page.getByRole("heading", { level: 1 }).filter({ hasText: ORG_TITLE }).waitFor();
      await seesLiteral(page.getByRole("link", { name: ORG_NAME }).first(), ORG_NAME);
      const card = page.getByTestId("organization-card");
      for (const text of [ORG_NAME, ORG_ABOUT]) await seesLiteral(card, text);
      await expectClean(visitor, `the /${locale} page of the organisation's event`);
    }
    await visitor.context.close();

    // The owner's editor gets both back into its fields unchanged.
    const own = organiser.page;
    await own.goto(`/zh/orgs/${orgSlug}`);
    await own.getByRole("button", { name: "编辑组织" }).click();
    const dialog = own.getByRole("dialog", { name: "编辑组织信息" });
    await expect.poll(() => dialog.locator("#org-name").inputValue()).toBe(ORG_NAME);
    expect(await dialog.locator("#org-description").inputValue()).toBe(ORG_ABOUT);
    await expectClean(organiser, "the organisation editor");
    await own.keyboard.press("Escape");
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
