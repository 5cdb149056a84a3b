import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, fullPageShot, seededSuite, shot, signIn, signUp, squarePng, TEST_PASSWORD } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// The settings page as a person uses it: a photo uploaded (not a link pasted), and issue 6's "a password
// change can sign out other sessions": the other device is signed out while this one stays in.

const suite = seededSuite();
const NEW_PASSWORD = "copper-willow-signal-31";

const sessionEmail = async (page: Page) => ((await api(page, "GET", "/api/auth/get-session")).body as { user?: { email: string } } | null)?.user?.email ?? null;

async function changePassword(page: Page, current: string, next: string) {
  await page.fill("#password-current", current);
  await page.fill("#password-new", next);
  await page.fill("#password-confirm", next);
  await page.getByRole("button", { name: "修改密码" }).click();
}

describe("changing a password in settings", () => {
  it("signs out the other device, keeps this one, and only the new password signs in", async () => {
    const desk = await newPage(suite.browser, { baseURL: suite.server.url });
    const phone = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    try {
      const email = await signUp(desk.page, "Rotate");
      await signIn(phone.page, email, TEST_PASSWORD);
      expect(await sessionEmail(phone.page)).toBe(email);

      await desk.page.goto("/zh/settings/profile");
      await desk.page.getByRole("heading", { name: "登录密码" }).scrollIntoViewIfNeeded();
      // The other devices are signed out unless the person turns it off.
      expect(await desk.page.getByRole("switch", { name: "退出其他设备上的登录" }).getAttribute("aria-checked")).toBe("true");
      await changePassword(desk.page, TEST_PASSWORD, NEW_PASSWORD);
      await desk.page.getByText("密码已修改，其他设备已退出登录").waitFor();
      expect(await desk.page.inputValue("#password-current")).toBe("");
      await fullPageShot(desk.page, "settings-password-zh-1280");

      // This device keeps its (fresh) session; the phone's is gone, and its settings page asks to sign in.
      expect(await sessionEmail(desk.page)).toBe(email);
      expect(await sessionEmail(phone.page)).toBeNull();
      await phone.page.goto("/zh/settings/profile");
      await phone.page.waitForURL(/\/auth\/login\?redirectTo=/);

      await phone.page.fill("#login-email", email);
      await phone.page.fill("#login-password", TEST_PASSWORD);
      await phone.page.click('form button[type="submit"]');
      await phone.page.getByText("邮箱或密码错误").waitFor();
      await phone.page.fill("#login-password", NEW_PASSWORD);
      await phone.page.click('form button[type="submit"]');
      await phone.page.waitForURL(/\/settings\/profile/);
      expect(await sessionEmail(phone.page)).toBe(email);
    } finally {
      await desk.context.close();
      await phone.context.close();
    }
  });

  it("shows a wrong current password on its field, at 375 px, and changes nothing", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    try {
      const email = await signUp(page, "Wrong");
      await page.goto("/zh/settings/profile");
      await changePassword(page, "not-my-password-1", NEW_PASSWORD);
      await page.locator("#password-current-message").getByText("当前密码不正确").waitFor();
      expect(await page.getAttribute("#password-current", "aria-invalid")).toBe("true");
      await shot(page, "settings-password-wrong-zh-375");
      // The old password still signs in.
      const again = await api(page, "POST", "/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
      expect(again.status).toBe(200);
    } finally {
      await context.close();
    }
  });
});

describe("the profile photo in settings", () => {
  it("is uploaded, saved, and shown in the header and on the profile after a reload", async () => {
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    try {
      await signUp(page, "Photo");
      await page.goto("/zh/settings/profile");
      await page.getByTestId("image-uploader-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: squarePng() });
      const tile = page.locator('#profile-image img[src*="/files/"]');
      await tile.waitFor();
      const url = new URL((await tile.getAttribute("src"))!, suite.server.url).pathname;
      // Filed by the server under the person's avatars, re-encoded.
      expect(url).toMatch(/^\/files\/avatars\//);
      const saved = page.waitForResponse((response) => response.url().endsWith("/api/profile/update"));
      await page.getByRole("button", { name: "保存修改" }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText("个人资料已保存").waitFor();
      await shot(page, "settings-photo-zh-375");

      await page.reload();
      const profile = await api(page, "GET", "/api/profile");
      expect((profile.body.data as { user: { image: string } }).user.image).toContain(url);
      // The header's avatar loads the stored file (a broken image has no natural width).
      const headerPhoto = page.locator(`header img[src*="${url}"]`);
      await headerPhoto.waitFor();
      await expect.poll(() => headerPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe("signed-in devices in settings", () => {
  it("lists this device and another, and signs the other out", async () => {
    const desk = await newPage(suite.browser, { baseURL: suite.server.url });
    const phone = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    try {
      const email = await signUp(desk.page, "Devices");
      await signIn(phone.page, email, TEST_PASSWORD);

      await desk.page.goto("/zh/settings/profile");
      const list = desk.page.getByRole("list", { name: "登录设备" });
      await list.scrollIntoViewIfNeeded();
      await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
      // Headless Chromium on Linux, told apart by its own browser string; this one is marked.
      expect(await list.getByRole("listitem").first().textContent()).toContain("本设备");
      await shot(desk.page, "settings-devices-zh-1280");

      await list.getByRole("button", { name: /^退出 / }).click();
      await desk.page.getByText("已退出该设备").waitFor();
      await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
      expect(await sessionEmail(phone.page)).toBeNull();
      expect(await sessionEmail(desk.page)).toBe(email);
    } finally {
      await desk.context.close();
      await phone.context.close();
    }
  });
});
