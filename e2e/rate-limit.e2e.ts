import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shot } from "./browser-kit.ts";
import { launchBrowser, newPage, startServer, type TestServer } from "./harness.ts";

// Issue 6: "a limited request gets 429 ... The web shows the rate-limit toast"
// (docs/product/requests-and-errors.md#rate-limit-toast). The other suites run with limits off; this one
// runs the server as shipped, limits on.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT: "on" } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("rate limits in the browser", () => {
  it("shows the rate-limit toast with a countdown from Retry-After after the 5th sign-in attempt in a minute", async () => {
    const { context, page } = await newPage(browser, { baseURL: server.url, viewport: { width: 375, height: 812 } });
    try {
      await page.goto("/zh/auth/login");
      await page.fill("#login-email", "lin.xiao@example.com");
      await page.fill("#login-password", "not-the-password-1");
      const answers: number[] = [];
      page.on("response", (response) => {
        if (response.url().endsWith("/api/auth/sign-in/email")) answers.push(response.status());
      });
      for (let attempt = 1; attempt <= 5; attempt++) {
        await page.click('form button[type="submit"]');
        await expect.poll(() => answers.length).toBe(attempt);
      }
      // Five wrong passwords are five answers about the password, shown in the form.
      expect(answers).toEqual([401, 401, 401, 401, 401]);
      // Polled: the fifth answer can arrive before the form has drawn its message again.
      await expect.poll(() => page.getByRole("alert").filter({ hasText: "邮箱或密码错误" }).count()).toBe(1);

      await page.click('form button[type="submit"]');
      await expect.poll(() => answers.at(-1)).toBe(429);
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "请求频率限制" });
      await toast.waitFor();
      const wait = await toast.getByText(/^请等待 \d+ 秒$/).textContent();
      const seconds = Number(wait?.match(/\d+/)?.[0]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      // It counts down, and offers "got it".
      await expect.poll(async () => Number((await toast.getByText(/^请等待 \d+ 秒$/).textContent())?.match(/\d+/)?.[0]), { timeout: 4000 }).toBeLessThan(seconds);
      expect(await toast.getByRole("button", { name: "知道了" }).isVisible()).toBe(true);
      await shot(page, "rate-limit-toast-zh-375");
    } finally {
      await context.close();
    }
  });
});
