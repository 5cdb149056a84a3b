import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, signIn, signUp } from "./browser-kit.ts";
import { launchBrowser, newPage, repoRoot, startServer, type TestServer } from "./harness.ts";

// The organisation editor, tried in Chromium as people would: the seeded 林晓 owns 上海独立开发者社区; she
// renames it and rewrites its description at desktop width, sees both on the page and on its event after a
// reload, then adds a logo and a long link from a phone-sized window, where the dialog is a bottom sheet.
// A plain member and a signed-in stranger get no edit button, and the server refuses the stranger anyway.
const SLUG = "shanghai-builders";
const OLD_NAME = "上海独立开发者社区";
const OWNER = "lin.xiao@example.com";
const MEMBER = "wang.fang@example.com";
const NEW_NAME = "上海独立开发者联盟";
// Two paragraphs: the page keeps the line break (the description is plain text, shown pre-line).
const NEW_ABOUT = "每月一次线下分享会，聊做产品、找用户和第一笔收入。\n第二段：也欢迎设计师和产品经理一起来。";
// A pasted link is one unbreakable word, wider than a phone: the page must wrap it, not scroll sideways.
const SIGN_UP_LINE = "\n报名表：https://example.com/s/register?token=eyJhbGciOiJIUzI1NiJ9eyJldmVudCI6InNoYW5naGFpYnVpbGRlcnMifQ";
const shotsDir = path.join(repoRoot, ".tmp", "shots");

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(shotsDir, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the person sees (the dialog is fixed to the viewport); answers the file's path. */
async function dialogShot(page: Page, name: string): Promise<string> {
  const file = path.join(shotsDir, `${name}.png`);
  await page.screenshot({ path: file, animations: "disabled" });
  return file;
}

/** A small real square PNG, as an organisation's logo would be. */
function logoPng(): Buffer {
  const png = new PNG({ width: 48, height: 48 });
  for (let i = 0; i < 48 * 48; i++) png.data.set([30 + (i % 48) * 4, 120, 200 - Math.floor(i / 48) * 3, 255], i * 4);
  return PNG.sync.write(png);
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const editButton = (page: Page) => page.getByRole("button", { name: "编辑组织" });
const editDialog = (page: Page) => page.getByRole("dialog", { name: "编辑组织信息" });

/** Every side of the dialog inside the viewport, and nothing in it or the page wider than the screen. */
async function expectFits(page: Page, dialog: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
}

/** How wide the page has become: wider than the viewport means the person must scroll sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe("editing an organisation", () => {
  it("lets its owner change the name and description, at 1280 and 375 px, and keeps them after a reload", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url });
    await signIn(page, OWNER, DEMO_PASSWORD);
    await page.goto(`/zh/orgs/${SLUG}`);
    await heading(page).filter({ hasText: OLD_NAME }).waitFor();

    // --- The dialog opens with the organisation as it is. ---
    await editButton(page).click();
    const dialog = editDialog(page);
    await dialog.waitFor();
    expect(await dialog.locator("#org-name").inputValue()).toBe(OLD_NAME);
    expect(await dialog.locator("#org-description").inputValue()).toContain("上海的独立开发者");
    // An empty name is refused in the form, on its field, before anything is sent.
    await dialog.locator("#org-name").fill("  ");
    await dialog.getByRole("button", { name: "保存", exact: true }).click();
    await dialog.getByText("请填写组织名称").waitFor();
    expect(await dialog.locator("#org-name").getAttribute("aria-invalid")).toBe("true");

    await dialog.locator("#org-name").fill(NEW_NAME);
    await dialog.locator("#org-description").fill(NEW_ABOUT);
    await dialog.getByText(`${NEW_NAME.length} / 60`).waitFor();
    await expectFits(page, dialog);
    const desktopShot = await dialogShot(page, "org-edit-dialog-zh-1280");

    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/orgs/${SLUG}`) && r.request().method() === "PATCH");
    await dialog.getByRole("button", { name: "保存", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText("组织信息已保存").waitFor();
    await dialog.waitFor({ state: "detached" });

    // --- The page shows the new name and description at once, and again after a reload; the link stays. ---
    await heading(page).filter({ hasText: NEW_NAME }).waitFor();
    await expect.poll(() => page.title()).toBe(`${NEW_NAME} · Commons`);
    await page.reload();
    await heading(page).filter({ hasText: NEW_NAME }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/zh/orgs/${SLUG}`);
    expect(await page.getByText("第二段：也欢迎设计师").textContent()).toBe(NEW_ABOUT);
    expect(await page.getByText(OLD_NAME).count()).toBe(0);

    // Its event's organisation card says the same.
    await page.getByRole("link", { name: /第 42 期/ }).first().click();
    const card = page.getByTestId("organization-card");
    await card.getByText(NEW_NAME).waitFor();
    await card.getByText("第二段：也欢迎设计师").waitFor();

    // --- At 375 px the dialog is a bottom sheet that fits; the owner adds a logo and a link from there. ---
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/zh/orgs/${SLUG}`);
    await heading(page).filter({ hasText: NEW_NAME }).waitFor();
    await editButton(page).click();
    await dialog.waitFor();
    expect(await dialog.locator("#org-name").inputValue()).toBe(NEW_NAME);
    expect(await dialog.locator("#org-description").inputValue()).toBe(NEW_ABOUT);
    await expectFits(page, dialog);
    const phoneShot = await dialogShot(page, "org-edit-dialog-zh-375");

    await dialog.getByTestId("image-uploader-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
    await dialog.locator('img[src*="/files/"]').first().waitFor();
    await dialog.locator("#org-description").press("End");
    await dialog.locator("#org-description").pressSequentially(SIGN_UP_LINE);
    await dialog.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("组织信息已保存").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await heading(page).filter({ hasText: NEW_NAME }).waitFor();
    expect(await page.locator('main img[src*="/files/"]').count()).toBeGreaterThan(0);
    expect(await page.getByText("第二段：也欢迎设计师").textContent()).toBe(NEW_ABOUT + SIGN_UP_LINE);
    expect(await pageWidth(page)).toBe(375);
    // The event page's organisation card shows the same long line without widening the phone's page.
    await page.getByRole("link", { name: /第 42 期/ }).first().click();
    await page.getByTestId("organization-card").getByText(NEW_NAME).waitFor();
    expect(await pageWidth(page)).toBe(375);

    console.info(`org edit dialog screenshots:\n  ${desktopShot}\n  ${phoneShot}`);
    await context.close();
  }, 120_000);

  it("shows no edit button to a signed-in non-member or a plain member, and refuses the non-member's request", async () => {
    const stranger = await newPage(browser, { baseURL: server.url });
    await signUp(stranger.page, "Outsider");
    await stranger.page.goto(`/zh/orgs/${SLUG}`);
    await heading(stranger.page).waitFor();
    // The page is fully rendered (its members listed) before the button's absence means anything.
    await stranger.page.getByRole("heading", { name: /成员/ }).waitFor();
    expect(await editButton(stranger.page).count()).toBe(0);
    const refused = await api(stranger.page, "PATCH", `/api/orgs/${SLUG}`, { name: "不该改成这个" });
    expect(refused.status).toBe(403);

    const member = await newPage(browser, { baseURL: server.url });
    await signIn(member.page, MEMBER, DEMO_PASSWORD);
    await member.page.goto(`/zh/orgs/${SLUG}`);
    await member.page.getByRole("heading", { name: /成员/ }).waitFor();
    expect(await editButton(member.page).count()).toBe(0);
    expect(await heading(member.page).textContent()).not.toContain("不该改成这个");

    await stranger.context.close();
    await member.context.close();
  }, 60_000);
});
