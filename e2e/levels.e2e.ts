import axe from "axe-core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { zhMessages as shared } from "../packages/domain/src/i18n/messages.zh.ts";
import { demoPerson, fullPageShot, seededSuite, shot } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// Levels (docs/product/accounts-and-profile.md#level-badges), in Chromium: the seeded community admin finds 赵磊
// (no creator level yet), grants him C1 with a reason after confirming, and the badge shows on his profile; the
// public catalogue at 1280 and 375 px, with the signed-in reader's own levels marked, has no serious axe finding.
const ADMIN = "admin@example.com";
const ORGANISER = "lin.xiao@example.com";
const suite = seededSuite();

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"));
  await page.waitForTimeout(300);
}

/** axe-core's critical and serious findings, and skipped heading levels, as the a11y suite counts them. */
async function axeFindings(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }> } }).axe.run;
    return (await run(document, { resultTypes: ["violations"] })).violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
  });
  return violations.filter((v) => v.impact === "critical" || v.impact === "serious" || v.id === "heading-order").map(({ id, nodes }) => ({ id, nodes }));
}

describe("levels", () => {
  it("a community admin grants a level with a reason; the badge appears on the person's profile", async () => {
    const page = await demoPerson(suite.server.url, suite.browser, ADMIN, { width: 1280, height: 900 });
    await page.goto("/zh/admin/levels");
    await page.getByPlaceholder(zh["levelsAdmin.searchPlaceholder"]).fill("zhaolei");
    await page.getByRole("option", { name: /赵磊/ }).click();
    await page.getByRole("heading", { name: "赵磊", level: 2 }).waitFor();
    expect(await page.getByText(zh["levelsAdmin.historyEmpty"]).count()).toBe(1);

    // The reason is required: nothing is asked to be confirmed without it.
    await page.getByRole("button", { name: zh["levelsAdmin.submit"] }).click();
    await page.getByText(shared["levels.reason.required"]).waitFor();
    await page.getByLabel(zh["levelsAdmin.level"]).selectOption("C1");
    await page.getByLabel(zh["levelsAdmin.reason"]).fill("黑客松作品上线，开始探索自己的产品");
    await page.getByRole("button", { name: zh["levelsAdmin.submit"] }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain("创作者：无 → 探索者");
    await shot(page, "levels-admin-confirm-1280");
    await dialog.getByRole("button", { name: zh["levelsAdmin.confirm"] }).click();
    await page.getByText("黑客松作品上线，开始探索自己的产品").first().waitFor();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await fullPageShot(page, "levels-admin-1280");

    await page.goto("/zh/u/zhaolei");
    const badges = page.getByRole("list", { name: zh["profile.levels"] });
    await expect.poll(() => badges.first().textContent(), { timeout: 10_000 }).toContain("探索者");
    await page.getByRole("heading", { name: zh["levelsProgress.title"] }).waitFor();
    await fullPageShot(page, "levels-profile-1280");
    // Not the admin's to show to others: a signed-in organiser who is not an admin is told the page is not theirs.
    const organiser = await demoPerson(suite.server.url, suite.browser, ORGANISER, { width: 1280, height: 900 });
    await organiser.goto("/zh/admin/levels");
    await organiser.getByText(zh["levelsAdmin.forbidden"]).waitFor();
  });

  for (const width of [1280, 375] as const) {
    it(`the catalogue at ${width} px shows every level, marks the reader's own, and axe finds nothing serious`, async () => {
      const page = await demoPerson(suite.server.url, suite.browser, ORGANISER, { width, height: 900 });
      await page.goto("/zh/levels");
      await page.getByRole("heading", { level: 1, name: zh["levelsPage.title"] }).waitFor();
      await settle(page);
      expect(await page.getByRole("heading", { level: 3 }).count()).toBe(17);
      // 林晓 holds MEMBER, C3, M2 and O3 (the seed).
      await expect.poll(() => page.locator("[aria-current=true]").count(), { timeout: 10_000 }).toBe(4);
      expect(await page.getByText(zh["levelsPage.requirementUnpublished"]).count()).toBe(7);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeFindings(page)).toEqual([]);
      await fullPageShot(page, `levels-page-${width}`);
    });
  }

  it("the catalogue is public: a visitor sees it with a sign-in hint and nothing marked", async () => {
    const { page } = await newPage(suite.browser, { baseURL: suite.server.url });
    await page.goto("/en/levels");
    await page.getByRole("heading", { level: 1, name: "Community levels" }).waitFor();
    await settle(page);
    await page.getByRole("link", { name: "Sign in to see where you stand on each track." }).waitFor();
    expect(await page.locator("[aria-current=true]").count()).toBe(0);
  });
});
