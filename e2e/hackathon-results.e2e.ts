import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoPerson, fullPageShot, seededSuite, shot } from "./browser-kit.ts";
import { createHackathon, joinHackathon, moveStage, submitProject } from "./hackathon-kit.ts";
import { newPage } from "./harness.ts";

// Issue 23 items 3 and 4, tried as people would (docs/product/hackathons.md#results, #awards): a visitor opens the
// seeded past hackathon's results (medals, one-decimal scores, awards); on a new hackathon the organiser, once it
// is in RESULTS, picks the winner in the console's Awards tab, sets the level and publishes after a confirmation;
// the winner then reads the notice and sees the award on the results tab. At 375 px.
const ORGANISER = "lin.xiao@example.com";
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 375, height: 812, winner: "chen.yu@example.com" },
] as const;
const suite = seededSuite();

const person = (browser: Browser, email: string, viewport: { width: number; height: number }) => demoPerson(suite.server.url, browser, email, viewport);

async function pastHackathonId(): Promise<string> {
  const body = (await (await fetch(`${suite.server.url}/api/events?type=HACKATHON&when=past`)).json()) as { data: { events: { id: string; type: string }[] } };
  const past = body.data.events.find((e) => e.type === "HACKATHON");
  if (!past) throw new Error("seeded past hackathon not found");
  return past.id;
}

/** A new hackathon of the organiser's with one public award, the winner's project submitted, moved to RESULTS. */
async function judgedHackathon(organiser: Page, winner: Page): Promise<string> {
  const hackathon = await createHackathon(organiser, { title: "秋季黑客松", config: { awards: [{ id: "best", name: "最佳作品奖", awardType: "PUBLIC", maxWinners: 1 }] } });
  await joinHackathon([winner], hackathon);
  await moveStage(organiser, hackathon.id, "DEVELOPMENT");
  await submitProject(winner, hackathon.id, { title: "城市花园地图", subtitle: "找到身边的社区花园", description: "找到身边的社区花园，报名一起种菜" }, { demoUrl: "https://garden.example.com", sourceCode: "", presentationUrl: null, submissionType: "HACKATHON_PROJECT" });
  await moveStage(organiser, hackathon.id, "RESULTS");
  return hackathon.id;
}

describe.each(RUNS)("hackathon results and awards ($width px)", ({ width, height, winner: winnerEmail }) => {
  it("a visitor sees the past hackathon's ranking: medals, one-decimal scores, awards and the tie rule", async () => {
    const id = await pastHackathonId();
    const { context, page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width, height } });
    try {
      await page.goto(`/zh/events/${id}`);
      // In RESULTS the results tab is the default.
      const results = page.getByTestId("hackathon-results");
      await results.waitFor();
      const rows = results.getByTestId("result-row");
      await expect.poll(() => rows.count()).toBe(6);
      const texts = await rows.allTextContents();
      const medals = await rows.evaluateAll((items) => items.map((item) => item.querySelector("[data-medal]")?.getAttribute("data-medal") ?? null));
      expect(medals.slice(0, 4)).toEqual(["1", "2", "3", null]);
      for (const text of texts) expect(text).toMatch(/最终得分\d+\.\d评委得分\d+\.\d大众得分\d+\.\d/);
      expect(await results.textContent()).toContain("得分相同时，评委得分高者在前");
      expect(texts[0]).toContain("评委大奖 · 一等奖");
      await fullPageShot(page, `hackathon-results-past-${width}`);
    } finally {
      await context.close();
    }
  });

  it("the organiser confirms the award and publishes; the winner is notified and sees it", async () => {
    const viewport = { width, height };
    const organiser = await person(suite.browser, ORGANISER, viewport);
    const winner = await person(suite.browser, winnerEmail, viewport);
    try {
      const id = await judgedHackathon(organiser, winner);
      await organiser.goto(`/zh/app/events/${id}/manage?tab=awards`);
      const panel = organiser.getByTestId("awards-panel");
      await panel.waitFor();
      const award = panel.getByRole("region", { name: "最佳作品奖" });
      await award.getByRole("checkbox", { name: /城市花园地图/ }).check();
      await award.getByLabel("奖项等级").selectOption("FIRST");
      await award.getByLabel("奖项类别").selectOption("CREATIVE");
      await organiser.getByRole("button", { name: "保存评定" }).click();
      await organiser.getByText("奖项评定已保存").first().waitFor();
      await shot(organiser, `hackathon-awards-console-${width}`);
      const publish = organiser.getByRole("button", { name: "发布结果" });
      await expect.poll(() => publish.isEnabled()).toBe(true);
      await publish.click();
      const dialog = organiser.getByRole("dialog", { name: "发布结果？" });
      await dialog.waitFor();
      await shot(organiser, `hackathon-awards-publish-${width}`);
      await dialog.getByRole("button", { name: "确认发布" }).click();
      await organiser.getByText("结果已发布，获奖团队已收到通知").first().waitFor();
      // The dialog returns focus to the button that opened it.
      await expect.poll(() => organiser.evaluate(() => document.activeElement?.textContent)).toBe("发布结果");

      await winner.goto("/zh/notifications");
      await winner.getByText("恭喜获奖").first().waitFor();
      await shot(winner, `hackathon-award-notice-${width}`);
      await winner.goto(`/zh/events/${id}`);
      const row = winner.getByTestId("result-row").first();
      await row.waitFor();
      expect(await row.textContent()).toContain("最佳作品奖 · 一等奖 · 创意");
      expect(await row.locator('[data-medal="1"]').count()).toBe(1);
      await row.scrollIntoViewIfNeeded();
      await shot(winner, `hackathon-results-new-${width}`);
    } finally {
      await organiser.context().close();
      await winner.context().close();
    }
  });
});
