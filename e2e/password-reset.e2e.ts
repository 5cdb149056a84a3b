import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shot, signIn, signUp, TEST_PASSWORD } from "./browser-kit.ts";
import { launchBrowser, newPage, startServer, type TestServer } from "./harness.ts";

// A forgotten password, as a person recovers it: "forgot password?" on the login page, the mail, the
// link, a new password, and every old session signed out. The server runs in development mode so the
// mail lands in its outbox (/api/dev/outbox), which is how this suite reads it.

let server: TestServer;
let browser: Browser;
const NEW_PASSWORD = "quartz-meadow-beacon-64";

beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: "development" } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The first match of `pattern` in the newest message to `to` (a mail or an SMS), once the queue's worker has sent it. */
async function sentText(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { data: { messages: { to: string; text: string }[] } };
      found = outbox.data.messages.find((message) => message.to === to)?.text.match(pattern)?.[1];
      return found;
    }, { timeout: 10_000 })
    .toBeDefined();
  return found!;
}

/** The reset link in the newest mail to `email`. */
const mailedLink = async (email: string) => new URL(await sentText(email, /(https?:\/\/\S+)/));

const sessionEmail = async (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/auth/get-session")).json()) as { user?: { email: string } } | null)?.user?.email ?? null);

describe("resetting a forgotten password", () => {
  it("goes from the login page to a mailed link to a new password, and signs out the old sessions", async () => {
    const setup = await newPage(browser, { baseURL: server.url });
    const phone = await newPage(browser, { baseURL: server.url, viewport: { width: 375, height: 812 } });
    try {
      const email = await signUp(setup.page, "Forgetful");
      // A session left open elsewhere, on the phone.
      const stale = await newPage(browser, { baseURL: server.url });
      await signIn(stale.page, email, TEST_PASSWORD);

      const { page } = phone;
      await page.goto("/zh/auth/login");
      await page.fill("#login-email", email);
      await shot(page, "login-forgot-link-zh-375");
      await page.getByRole("link", { name: "忘记密码？" }).click();
      await page.waitForURL(/\/zh\/auth\/forgot-password/);
      // What was typed on the login page comes along.
      expect(await page.inputValue("#forgot-email")).toBe(email);
      await page.getByRole("button", { name: "发送重置链接" }).click();
      await page.getByText(`如果 ${email} 注册过 Commons，重置链接已发到这个邮箱，60 分钟内有效。`, { exact: false }).waitFor();
      await shot(page, "forgot-password-sent-zh-375");

      const link = await mailedLink(email);
      expect(link.pathname).toBe("/zh/auth/reset-password");
      await page.goto(link.pathname + link.search);
      await page.fill("#reset-password", NEW_PASSWORD);
      await page.fill("#reset-confirm", `${NEW_PASSWORD}!`);
      await page.getByRole("button", { name: "重置密码" }).click();
      await page.getByText("两次输入的新密码不一致").waitFor();
      await page.fill("#reset-confirm", NEW_PASSWORD);
      await shot(page, "reset-password-zh-375");
      await page.getByRole("button", { name: "重置密码" }).click();
      await page.waitForURL(/\/zh\/auth\/login/);
      await page.getByText("密码已重置，请用新密码登录").waitFor();

      // The session left open is gone; the old password no longer works, the new one does.
      expect(await sessionEmail(stale.page)).toBeNull();
      await stale.context.close();
      await page.fill("#login-email", email);
      await page.fill("#login-password", TEST_PASSWORD);
      await page.click('form button[type="submit"]');
      await page.getByText("邮箱或密码错误").waitFor();
      await page.fill("#login-password", NEW_PASSWORD);
      await page.click('form button[type="submit"]');
      await page.waitForURL((url) => !url.pathname.includes("/auth/"));
      expect(await sessionEmail(page)).toBe(email);

      // The link worked once: opened again, it says so and offers a new one.
      await page.goto(link.pathname + link.search);
      await page.fill("#reset-password", "another-fresh-phrase-9");
      await page.fill("#reset-confirm", "another-fresh-phrase-9");
      await page.getByRole("button", { name: "重置密码" }).click();
      await page.getByText("重置链接无效或已过期，请重新获取").waitFor();
      await page.getByRole("link", { name: "重新获取重置链接" }).click();
      await page.waitForURL(/\/zh\/auth\/forgot-password/);
    } finally {
      await setup.context.close();
      await phone.context.close();
    }
  });
});

describe("signing in with a phone code", () => {
  it("sends a code by SMS, refuses a wrong one on the code box, and signs in with the right one to redirectTo", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url, viewport: { width: 375, height: 812 } });
    try {
      const national = `139${String(Date.now()).slice(-8)}`;
      await page.goto("/zh/auth/login?redirectTo=%2Fzh%2Fsettings%2Fprofile");
      await page.getByRole("tab", { name: "手机号登录" }).click();
      await page.getByRole("button", { name: "获取验证码" }).click();
      await page.getByText("请输入手机号").waitFor();
      await page.fill("#login-phone", national);
      await page.getByRole("button", { name: "获取验证码" }).click();
      await page.getByRole("button", { name: /秒后重发/ }).waitFor();
      const code = await sentText(`+86${national}`, /验证码 (\d{6})/);

      await page.fill("#login-code", code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.getByText("验证码错误").waitFor();
      expect(await page.getAttribute("#login-code", "aria-invalid")).toBe("true");
      await shot(page, "phone-sign-in-wrong-code-zh-375");

      await page.fill("#login-code", code);
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL(/\/zh\/settings\/profile/);
      const phoneNumber = await page.evaluate(async () => ((await (await fetch("/api/auth/get-session")).json()) as { user?: { phoneNumber?: string } } | null)?.user?.phoneNumber ?? null);
      expect(phoneNumber).toBe(`+86${national}`);
    } finally {
      await context.close();
    }
  });
});
