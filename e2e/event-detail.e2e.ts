import { readFileSync } from "node:fs";
import path from "node:path";
import jsQR from "jsqr";
import type { Browser, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../apps/web/src/i18n/locales/en.ts";
import { zh } from "../apps/web/src/i18n/locales/zh.ts";
import { zhMessages } from "../packages/domain/src/i18n/messages.zh.ts";
import { launchBrowser, newPage, screenshot, screenshotDir, startServer, type TestServer } from "./harness.ts";

// Issue 3 "done means", tried as a new user would: the seeded meetup in both languages at desktop and
// phone widths; signing in through the like button; like, bookmark and subscribe surviving a reload;
// the share dialog's QR and poster decoding to the invite link; and the server-rendered head.
const PASSWORD = "commons-demo-2025";
const ATTENDEE = "wang.fang@example.com";
const catalogs = { zh, en } as const;

let server: TestServer;
let browser: Browser;
let meetupId: string;

interface ListedEvent {
  id: string;
  type: string;
  title: string;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const response = await fetch(`${server.url}/api/events?type=MEETUP`);
  const body = (await response.json()) as { data: { events?: ListedEvent[]; items?: ListedEvent[] } };
  const events = body.data.events ?? body.data.items ?? [];
  const meetup = events.find((event) => event.title.includes("第 42 期"));
  if (!meetup) throw new Error(`seeded meetup not found in ${JSON.stringify(body).slice(0, 300)}`);
  meetupId = meetup.id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.fill("#login-email", email);
  await page.fill("#login-password", PASSWORD);
  await page.click('form button[type="submit"]');
}

/** A QR code in a PNG, read the way a phone camera would. */
function decodePng(bytes: Buffer): { text: string | undefined; width: number; height: number } {
  const png = PNG.sync.read(bytes);
  return { text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, width: png.width, height: png.height };
}

describe("event detail page", () => {
  for (const locale of ["zh", "en"] as const) {
    for (const width of [1280, 375]) {
      it(`shows every element to a visitor in ${locale} at ${width} px`, async () => {
        const t = catalogs[locale];
        const { context, page } = await newPage(browser, {
          baseURL: server.url,
          locale: locale === "zh" ? "zh-CN" : "en-US",
          viewport: { width, height: width > 800 ? 900 : 812 },
        });
        await page.goto(`/${locale}/events/${meetupId}`);
        const title = page.locator("h1");
        await title.waitFor();
        expect(await title.textContent()).toContain("第 42 期");
        const main = page.locator("main");
        // Cover, badges, info card, about, organiser and organisation cards, back link.
        expect(await page.locator("main img").first().isVisible()).toBe(true);
        expect(await main.getByText(t["event.featured"], { exact: true }).first().isVisible()).toBe(true);
        expect(await main.getByText(/漕溪北路/).first().isVisible()).toBe(true);
        expect(await main.getByText(/\/ 40/).first().isVisible()).toBe(true);
        expect(await main.getByRole("list", { name: t["event.participants"] }).count()).toBeGreaterThan(0);
        expect(await main.getByText(t["event.tag"].replace("{tag}", "独立开发")).first().isVisible()).toBe(true);
        expect(await main.getByText(t["event.hostedBy"]).first().isVisible()).toBe(true);
        expect(await main.getByRole("button", { name: t["engagement.subscribe"], exact: true }).isVisible()).toBe(true);
        expect(await main.getByRole("heading", { name: t["event.about"] }).isVisible()).toBe(true);
        expect(await page.getByTestId("organizer-card").isVisible()).toBe(true);
        expect(await page.getByTestId("organization-card").isVisible()).toBe(true);
        expect(await main.getByRole("link", { name: t["event.backToEvents"] }).count()).toBeGreaterThanOrEqual(2);
        expect(await main.getByRole("button", { name: t["engagement.contactOrganizer"] }).isVisible()).toBe(true);
        // Visitors: no like/bookmark beside the title, no manage link.
        expect(await main.getByRole("button", { name: t["engagement.bookmark"] }).count()).toBe(0);
        expect(await main.getByRole("link", { name: t["eventPage.manage"] }).count()).toBe(0);

        const bar = page.getByRole("toolbar", { name: t["eventPage.actions"] });
        if (width < 1024) {
          expect(await bar.isVisible()).toBe(true);
          // Like is for signed-in people only, in the bar too (issue 27 item 14).
          expect(await bar.getByRole("button", { name: t["engagement.like"] }).count()).toBe(0);
          expect(await bar.getByRole("button", { name: t["share.open"] }).isVisible()).toBe(true);
          await screenshot(page, `event-detail-${locale}-${width}`);
          // The floating back button appears after 100 px of scroll (docs/product/event-page.md#structure).
          const back = page.getByTestId("floating-back");
          expect(await back.getAttribute("aria-hidden")).toBe("true");
          await page.mouse.wheel(0, 400);
          await page.waitForFunction(() => document.querySelector('[data-testid="floating-back"]')?.getAttribute("aria-hidden") === "false");
          await page.screenshot({ path: path.join(screenshotDir, `event-detail-${locale}-${width}-scrolled.png`) });
        } else {
          expect(await bar.isVisible()).toBe(false);
          expect(await main.getByRole("button", { name: t["share.open"] }).first().isVisible()).toBe(true);
          await screenshot(page, `event-detail-${locale}-${width}`);
        }

        // The contact dialog (lazy-loaded) shows the organiser's note.
        await main.getByRole("button", { name: t["engagement.contactOrganizer"] }).click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        expect(await dialog.getByText(/linxiao_dev/).isVisible()).toBe(true);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });

        // A visitor shares the plain link (no invite code without an account).
        const share = width < 1024 ? bar.getByRole("button", { name: t["share.open"] }) : main.getByRole("button", { name: t["share.open"] }).first();
        await share.click();
        await dialog.getByRole("img", { name: t["share.qrAlt"] }).waitFor();
        expect(await dialog.locator("#share-link").inputValue()).toBe(`${server.url}/${locale}/events/${meetupId}`);
        expect(await dialog.getByText(t["share.inviteSignIn"]).isVisible()).toBe(true);
        await page.screenshot({ path: path.join(screenshotDir, `event-detail-${locale}-${width}-share.png`) });
        await context.close();
      }, 60_000);
    }
  }

  it("signs a visitor in through the bar's register button and brings them back; like, bookmark and subscribe survive a reload", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url, viewport: { width: 375, height: 812 } });
    const eventPath = `/zh/events/${meetupId}`;
    await page.goto(eventPath);
    const bar = page.getByRole("toolbar", { name: zh["eventPage.actions"] });
    // Visitors get no like button (issue 27 item 14); the register button's way back carries from_login=true too.
    await bar.getByRole("link", { name: zhMessages["registration.status.loginRequired"] }).click();
    await page.waitForURL(/\/zh\/auth\/login\?redirectTo=.*from_login/);
    await signIn(page, ATTENDEE);
    // Back on the event, with from_login handled and removed from the address.
    await page.waitForURL((url) => url.pathname === eventPath && !url.searchParams.has("from_login"));
    const main = page.locator("main");
    const like = main.getByRole("button", { name: new RegExp(`^${zh["engagement.like"]} \\d+$`) }).first();
    await like.waitFor();
    await like.click();
    await main.getByRole("button", { name: zh["engagement.unlike"] }).first().waitFor();
    await main.getByRole("button", { name: zh["engagement.bookmark"] }).click();
    await main.getByRole("button", { name: zh["engagement.unbookmark"] }).waitFor();
    await main.getByRole("button", { name: zh["engagement.subscribe"], exact: true }).click();
    await main.getByRole("button", { name: zh["engagement.subscribed"] }).waitFor();
    await screenshot(page, "event-detail-zh-375-engaged");

    await page.reload();
    for (const name of [zh["engagement.unlike"], zh["engagement.unbookmark"], zh["engagement.subscribed"]]) {
      const button = main.getByRole("button", { name }).first();
      await button.waitFor();
      expect(await button.getAttribute("aria-pressed")).toBe("true");
    }
    await context.close();
  }, 90_000);

  it("shares a QR and a poster that both decode to the event link with the invite code", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url });
    await page.goto(`/zh/auth/login?redirectTo=${encodeURIComponent(`/zh/events/${meetupId}`)}`);
    await signIn(page, ATTENDEE);
    await page.waitForURL((url) => url.pathname === `/zh/events/${meetupId}`);
    await page.locator("main").getByRole("button", { name: zh["share.open"] }).first().click();
    const dialog = page.getByRole("dialog");
    const codeLabel = dialog.getByTestId("invite-code");
    await codeLabel.waitFor();
    const code = ((await codeLabel.textContent()) ?? "").split(/[:：]\s*/)[1]?.trim() ?? "";
    expect(code).toMatch(/^\w+/);
    const link = `${server.url}/zh/events/${meetupId}?invite=${code}`;
    expect(await dialog.locator("#share-link").inputValue()).toBe(link);

    // The QR shown in the dialog, at most 200 px wide.
    const img = dialog.getByRole("img", { name: zh["share.qrAlt"] });
    await img.waitFor();
    const box = await img.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(200);
    const src = (await img.getAttribute("src")) ?? "";
    expect(decodePng(Buffer.from(src.split(",")[1] ?? "", "base64")).text).toBe(link);
    await screenshot(page, "event-detail-share-dialog");

    // The downloaded QR: a 300×300 PNG.
    const [qrDownload] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: zh["share.downloadQr"] }).click()]);
    const qrFile = decodePng(readFileSync((await qrDownload.path()) ?? ""));
    expect(qrFile).toEqual({ text: link, width: 300, height: 300 });

    // The poster: a 750×1334 JPEG whose QR decodes to the same link.
    const [posterDownload] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: zh["share.generatePoster"] }).click(),
    ]);
    expect(posterDownload.suggestedFilename()).toMatch(/\.jpg$/);
    await page.getByText(zh["share.posterDone"]).waitFor();
    const jpeg = readFileSync((await posterDownload.path()) ?? "");
    const pixels = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/jpeg;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(image, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = "";
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
    }, jpeg.toString("base64"));
    expect([pixels.width, pixels.height]).toEqual([750, 1334]);
    const decoded = jsQR(new Uint8ClampedArray(Buffer.from(pixels.rgba, "base64")), pixels.width, pixels.height);
    expect(decoded?.data).toBe(link);

    // Look at the poster too.
    const posterPage = await context.newPage();
    await posterPage.setViewportSize({ width: 750, height: 1334 });
    await posterPage.setContent(`<body style="margin:0"><img src="data:image/jpeg;base64,${jpeg.toString("base64")}"></body>`);
    await screenshot(posterPage, "event-detail-poster");
    await context.close();
  }, 90_000);

  it("serves Open Graph tags and schema.org Event JSON-LD in the page HTML", async () => {
    const html = await (await fetch(`${server.url}/zh/events/${meetupId}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]*第 42 期/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\//);
    expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/zh\/events\//);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(ld).toBeTruthy();
    const event = JSON.parse(ld ?? "{}") as Record<string, unknown>;
    expect(event["@type"]).toBe("Event");
    expect(String(event.startDate)).toMatch(/[+-]\d{2}:\d{2}$|Z$/);
    expect(html).toContain('id="__EVENT_DATA__"');
  });

  it("warms the page language's Intl data in a worker the page policy allows, and breaks no policy", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const started: string[] = [];
    const closed: string[] = [];
    page.on("worker", (worker) => {
      started.push(worker.url());
      worker.once("close", () => closed.push(worker.url()));
    });
    await page.goto(`/zh/events/${meetupId}`);
    // A policy without `worker-src blob:` makes the Worker constructor throw, and no worker starts. The
    // worker closes itself once its formatters are built: nothing stays behind on the page.
    await expect.poll(() => closed, { timeout: 10_000 }).toHaveLength(1);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/^blob:/);
    await page.locator("h1").waitFor();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    await context.close();
  });
});
