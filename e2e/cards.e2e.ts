import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import path from "node:path";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_EXPORT_HEIGHT, CARD_EXPORT_PIXEL_RATIO, CARD_EXPORT_WIDTH } from "../packages/domain/src/cards/card-rules.ts";
import { zh } from "../apps/web/src/i18n/locales/zh.ts";
import { launchBrowser, newPage, screenshot, screenshotDir, startServer, type TestServer } from "./harness.ts";

// Issue 21 item 5, tried as people would: an approved attendee of the seeded past meetup opens the card
// gallery, slides through it with the arrow keys, the buttons and (on a phone) a swipe, downloads one card
// and the zip, and hides their own card; a visitor sees no cards at all (registrants only, the default).
const PASSWORD = "commons-demo-2025";
const ATTENDEE = { email: "wang.fang@example.com", name: "王芳" };
const EXPECTED = { width: CARD_EXPORT_WIDTH * CARD_EXPORT_PIXEL_RATIO, height: CARD_EXPORT_HEIGHT * CARD_EXPORT_PIXEL_RATIO };

let server: TestServer;
let browser: Browser;
let pastId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const body = (await (await fetch(`${server.url}/api/events?when=past`)).json()) as { data: { events: { id: string; title: string }[] } };
  const past = body.data.events.find((event) => event.title.includes("第 41 期"));
  if (!past) throw new Error(`seeded past meetup not found in ${JSON.stringify(body).slice(0, 300)}`);
  pastId = past.id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const fill = (template: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), template);

async function signInTo(page: Page, target: string): Promise<void> {
  await page.goto(`/zh/auth/login?redirectTo=${encodeURIComponent(target)}`);
  await page.fill("#login-email", ATTENDEE.email);
  await page.fill("#login-password", PASSWORD);
  await page.click('form button[type="submit"]');
  await page.waitForURL((url) => url.pathname === target);
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes.readUInt16BE(i);
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error("no JPEG frame header");
}

/** The entries of a zip whose files are stored (not deflated), read from their local headers. */
function storedZipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  const entries: { name: string; data: Buffer }[] = [];
  let i = 0;
  while (zip.readUInt32LE(i) === 0x04034b50) {
    expect(zip.readUInt16LE(i + 8), "stored, not deflated").toBe(0);
    const size = zip.readUInt32LE(i + 18);
    const nameLength = zip.readUInt16LE(i + 26);
    const extraLength = zip.readUInt16LE(i + 28);
    const name = zip.subarray(i + 30, i + 30 + nameLength).toString("utf8");
    const start = i + 30 + nameLength + extraLength;
    entries.push({ name, data: zip.subarray(start, start + size) });
    i = start + size;
  }
  return entries;
}

async function saved(download: Download, name: string): Promise<Buffer> {
  const bytes = readFileSync((await download.path())!);
  mkdirSync(screenshotDir, { recursive: true });
  writeFileSync(path.join(screenshotDir, name), bytes);
  return bytes;
}

/** The downloaded JPEG drawn by the browser and saved as a PNG beside the screenshots, to look at. */
async function lookAt(jpeg: Buffer, name: string): Promise<void> {
  const { context, page } = await newPage(browser, { viewport: EXPECTED });
  await page.setContent(`<body style="margin:0"><img id="card" src="data:image/jpeg;base64,${jpeg.toString("base64")}"></body>`);
  await page.waitForFunction(() => (document.getElementById("card") as HTMLImageElement | null)?.complete === true);
  await page.locator("#card").screenshot({ path: path.join(screenshotDir, name) });
  await context.close();
}

const section = (page: Page) => page.getByTestId("cards-section");
const position = (page: Page) => page.getByTestId("card-position");

async function openGallery(page: Page): Promise<void> {
  await section(page).getByRole("button", { name: zh["cards.openGallery"] }).click();
  await page.getByTestId("card-gallery").waitFor();
  await page.getByTestId("card-grid").waitFor();
}

async function qrDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-testid="card-gallery"] img')).every((img) => img instanceof HTMLImageElement && img.complete),
  );
}

describe("digital business cards", () => {
  it("lets an approved attendee slide through the gallery, download a card and the zip, and hide their own card (1280 px)", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url });
    await signInTo(page, `/zh/events/${pastId}`);
    await section(page).waitFor();
    const heading = await section(page).getByRole("heading").textContent();
    const total = Number(/（(\d+)）/.exec(heading ?? "")?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    await section(page).scrollIntoViewIfNeeded();
    await section(page).screenshot({ path: path.join(screenshotDir, "cards-section-1280.png") });

    await openGallery(page);
    await qrDrawn(page);
    await page.screenshot({ path: path.join(screenshotDir, "cards-gallery-grid-1280.png") });

    await page.getByRole("button", { name: fill(zh["cards.gallery.open"], { name: ATTENDEE.name }) }).click();
    const start = Number((await position(page).textContent())?.split(" / ")[0]);
    const at = (n: number) => fill(zh["cards.gallery.position"], { index: ((n - 1 + total) % total) + 1, total });
    expect(await position(page).textContent()).toBe(at(start));
    await page.keyboard.press("ArrowRight");
    expect(await position(page).textContent()).toBe(at(start + 1));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await position(page).textContent()).toBe(at(start - 1));
    await page.getByRole("button", { name: zh["cards.gallery.next"] }).click();
    expect(await position(page).textContent()).toBe(at(start));
    await qrDrawn(page);
    await page.screenshot({ path: path.join(screenshotDir, "cards-gallery-slide-1280.png") });

    // One card: a JPEG of 600×800 at ratio 1.5.
    const [one] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: zh["cards.download.one"] }).click()]);
    expect(one.suggestedFilename()).toBe(`${ATTENDEE.name}.jpg`);
    const oneBytes = await saved(one, "cards-download-one.jpg");
    expect(jpegSize(oneBytes)).toEqual(EXPECTED);
    await lookAt(oneBytes, "cards-download-one.png");

    // All of them: one image per card.
    const [all] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: zh["cards.download.all"] }).click(),
    ]);
    expect(all.suggestedFilename()).toMatch(/\.zip$/);
    const entries = storedZipEntries(await saved(all, "cards-download-all.zip"));
    expect(entries).toHaveLength(total);
    expect(entries.map((e) => e.name)).toContain(`${ATTENDEE.name}.jpg`);
    for (const entry of entries) expect(jpegSize(entry.data), entry.name).toEqual(EXPECTED);
    const withContacts = entries.find((e) => e.name.startsWith("陈雨")) ?? entries.at(-1)!;
    await lookAt(withContacts.data, "cards-download-zip-entry.png");
    // The card's QR code leads to the person's profile page.
    const drawn = PNG.sync.read(readFileSync(path.join(screenshotDir, "cards-download-zip-entry.png")));
    expect(jsQR(new Uint8ClampedArray(drawn.data), drawn.width, drawn.height)?.data).toBe(`${server.url}/u/chenyu`);

    await page.keyboard.press("Escape");
    await page.getByTestId("card-gallery").waitFor({ state: "detached" });

    // Hiding the card takes it out of the gallery at once.
    const toggle = section(page).getByRole("switch", { name: zh["cards.consent.label"] });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    await section(page).getByRole("heading", { name: fill(zh["cards.count"], { count: total - 1 }) }).waitFor();
    await openGallery(page);
    expect(await page.getByRole("button", { name: fill(zh["cards.gallery.open"], { name: ATTENDEE.name }) }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await section(page).screenshot({ path: path.join(screenshotDir, "cards-section-hidden-1280.png") });
    // And back, for the next test.
    await toggle.click();
    await section(page).getByRole("heading", { name: fill(zh["cards.count"], { count: total }) }).waitFor();
    await context.close();
  });

  it("slides with a swipe on a phone (375 px)", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url, viewport: { width: 375, height: 812 } });
    await signInTo(page, `/zh/events/${pastId}`);
    await section(page).waitFor();
    await section(page).scrollIntoViewIfNeeded();
    await section(page).screenshot({ path: path.join(screenshotDir, "cards-section-375.png") });
    await openGallery(page);
    await qrDrawn(page);
    await page.screenshot({ path: path.join(screenshotDir, "cards-gallery-grid-375.png") });
    await page.getByRole("button", { name: zh["cards.gallery.slides"] }).click();
    const total = Number((await position(page).textContent())?.split(" / ")[1]);
    expect(await position(page).textContent()).toBe(fill(zh["cards.gallery.position"], { index: 1, total }));

    const box = (await page.getByTestId("card-slide").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y + 5, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y + 8, { steps: 5 });
    await page.mouse.up();
    expect(await position(page).textContent()).toBe(fill(zh["cards.gallery.position"], { index: 2, total }));
    await page.getByRole("button", { name: zh["cards.gallery.previous"] }).click();
    expect(await position(page).textContent()).toBe(fill(zh["cards.gallery.position"], { index: 1, total }));
    await qrDrawn(page);
    await page.screenshot({ path: path.join(screenshotDir, "cards-gallery-slide-375.png") });
    await context.close();
  });

  for (const width of [1280, 375]) {
    it(`shows a visitor no cards section (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { baseURL: server.url, viewport: { width, height: width > 800 ? 900 : 812 } });
      // The event says the visitor may not see participants, so the page never asks for the cards.
      const asked: string[] = [];
      page.on("request", (req) => {
        if (req.url().includes(`/api/events/${pastId}/cards`)) asked.push(req.url());
      });
      await page.goto(`/zh/events/${pastId}`);
      await page.getByTestId("photo-section").waitFor();
      await page.waitForLoadState("networkidle");
      expect(asked).toEqual([]);
      expect(await section(page).count()).toBe(0);
      // The server refuses them all the same.
      expect((await page.request.get(`/api/events/${pastId}/cards`)).status()).toBe(403);
      expect(await page.getByText(zh["cards.title"]).count()).toBe(0);
      await screenshot(page, `cards-visitor-${width}`);
      await context.close();
    });
  }
});
