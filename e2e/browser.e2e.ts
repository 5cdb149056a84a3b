import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./harness.ts";

// Checks the machine, not the app: Chromium starts and Chinese renders with a real CJK font
// (not missing-glyph boxes), so screenshots of the Chinese-first UI are meaningful.
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it("Chromium renders Chinese text with a CJK font", async () => {
  const { context, page } = await newPage(browser!);
  await page.setContent(
    `<html lang="zh-CN"><body style="margin:24px;font:32px sans-serif"><p id="zh">社区活动与黑客松</p></body></html>`,
  );

  // Ask the renderer which installed font actually drew the text.
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#zh" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  const families = fonts.map((f) => f.familyName);
  expect(families.some((name) => /CJK|Hei|Song|Ming|WenQuanYi|Droid Sans Fallback/i.test(name))).toBe(true);

  await screenshot(page, "harness-cjk");
  await context.close();
});
