import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hackathonsMessagesZh } from "../packages/domain/src/i18n/messages/hackathons.zh.ts";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { api, demoPerson, ok, seededSuite, shot } from "./browser-kit.ts";
import { createHackathon, joinHackathon, moveStage, submitProject } from "./hackathon-kit.ts";

// Issue 23 item 2, tried as people would (docs/product/hackathons.md#judging): two submitters submit through the
// API to a new hackathon, moved on to VOTING; the organiser names two judges in the console's Judging tab (found
// by typing their names) and adds a second criterion; each judge walks every submission on the judging page,
// scoring both criteria, and the organiser's progress table shows both complete. At 1280 px.
const ORGANISER = "lin.xiao@example.com";
const SUBMITTERS = ["sophie.martin@example.com", "chen.yu@example.com"];
const JUDGES = [
  { email: "wang.fang@example.com", name: "王芳" },
  { email: "zhao.lei@example.com", name: "赵磊" },
];
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 1280, height: 900 },
] as const;
const suite = seededSuite();

const person = (browser: Browser, email: string, viewport: { width: number; height: number }) => demoPerson(suite.server.url, browser, email, viewport);

const label = (
  key: keyof typeof zh,
  params: Record<string, string | number> = {},
) =>
  Object.entries(params).reduce<string>(
    (text, [k, v]) => text.replace(`{${k}}`, String(v)),
    zh[key],
  );

/** A hackathon with one solo submission per submitter, made through the API, then moved on to VOTING. */
async function hackathonWithSubmissions(organiser: Page, submitters: Page[], width: number): Promise<string> {
  const hackathon = await createHackathon(organiser, { title: `评审黑客松 ${width}`, shortDescription: "两位评委，两个评分维度" });
  await joinHackathon(submitters, hackathon);
  await moveStage(organiser, hackathon.id, "DEVELOPMENT");
  for (const [i, page] of submitters.entries()) await submitProject(page, hackathon.id, { title: `作品 ${i + 1}`, description: "一个帮社区做事的小工具" });
  await moveStage(organiser, hackathon.id, "VOTING");
  return hackathon.id;
}

describe("judging a hackathon", () => {
  for (const run of RUNS) {
    it(`at ${run.width} px: the organiser names two judges and a second criterion; both judges score everything; the table shows both complete`, async () => {
      const viewport = { width: run.width, height: run.height };
      const [organiser, ...others] = await Promise.all(
        [ORGANISER, ...SUBMITTERS, ...JUDGES.map((j) => j.email)].map((email) =>
          person(suite.browser, email, viewport),
        ),
      );
      const submitters = others.slice(0, 2);
      const judges = others.slice(2);
      const eventId = await hackathonWithSubmissions(
        organiser!,
        submitters,
        run.width,
      );

      // The organiser: judges by search, then a second criterion.
      await organiser!.goto(`/zh/app/events/${eventId}/manage?tab=judging`);
      const panel = organiser!.getByTestId("judging-panel");
      await panel.waitFor();
      const section = panel.getByTestId("judges-section");
      for (const judge of JUDGES) {
        const saved = organiser!.waitForResponse(
          (r) =>
            r.url().endsWith(`/api/events/${eventId}/judges`) &&
            r.request().method() === "PUT",
        );
        await section
          .getByRole("combobox", { name: zh["judging.judges.search"] })
          .fill(judge.name);
        await section
          .getByRole("option", { name: new RegExp(judge.name) })
          .first()
          .click();
        expect((await saved).status()).toBe(200);
        await section
          .getByRole("listitem")
          .filter({ hasText: judge.name })
          .waitFor();
      }
      const criteria = panel.getByTestId("criteria-section");
      await criteria
        .getByRole("button", { name: zh["judging.criteria.add"] })
        .click();
      await criteria
        .getByLabel(zh["judging.criteria.name"])
        .nth(1)
        .fill("创意");
      const savedCriteria = organiser!.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/events/${eventId}/hackathon-config`) &&
          r.request().method() === "PUT",
      );
      await criteria
        .getByRole("button", { name: zh["judging.criteria.save"] })
        .click();
      expect((await savedCriteria).status()).toBe(200);
      await shot(organiser!, `judging-console-${run.width}`);

      // Each judge walks both submissions, scoring both criteria.
      for (const [j, judge] of judges.entries()) {
        // The hackathon page links a judge to their judging page.
        await judge!.goto(`/zh/events/${eventId}`);
        await judge!.getByRole("link", { name: zh["hackathonJudging.entry"] }).click();
        await judge!.waitForURL((url) => url.pathname === `/zh/app/events/${eventId}/judge`);
        const page = judge!.getByTestId("judge-page");
        await page.waitFor();
        await page
          .getByTestId("judge-progress")
          .getByText(label("judging.page.progress", { scored: 0, total: 2 }))
          .waitFor();
        for (let i = 0; i < 2; i++) {
          const sheet = page.getByTestId("judge-sheet");
          await sheet.getByRole("heading", { name: `作品 ${i + 1}` }).waitFor();
          await sheet
            .getByRole("radiogroup", { name: zh["judging.criteria.overall"] })
            .getByRole("radio", { name: String(7 + j) })
            .click();
          await sheet
            .getByRole("radiogroup", { name: "创意" })
            .getByRole("radio", { name: String(5 + i) })
            .click();
          await sheet
            .getByLabel(zh["judging.page.comment"])
            .fill(`评语 ${i + 1}`);
          const saved = judge!.waitForResponse(
            (r) =>
              r.url().endsWith("/judge-score") &&
              r.request().method() === "PUT",
          );
          await sheet
            .getByRole("button", { name: zh["judging.page.save"] })
            .click();
          expect((await saved).status()).toBe(200);
          await page
            .getByTestId("judge-progress")
            .getByText(
              label("judging.page.progress", { scored: i + 1, total: 2 }),
            )
            .waitFor();
          if (i === 0) {
            await shot(judge!, `judge-page-${run.width}-${j + 1}`);
            await page
              .getByRole("button", { name: zh["judging.page.next"] })
              .click();
          }
        }
      }

      // The organiser's table: both judges complete; the server holds both judges' rows.
      await organiser!.reload();
      const table = organiser!.getByTestId("judging-progress");
      await table.waitFor();
      for (const judge of JUDGES) {
        await table
          .getByTestId("judging-progress-row")
          .filter({ hasText: judge.name })
          .getByText("2 / 2")
          .waitFor();
      }
      await table.scrollIntoViewIfNeeded();
      await shot(organiser!, `judging-progress-${run.width}`);
      const progress = ok<{ judges: { scored: number; total: number }[] }>(
        await api(organiser!, "GET", `/api/events/${eventId}/judging-progress`),
        "progress",
      );
      expect(progress.judges.map((j) => [j.scored, j.total])).toEqual([
        [2, 2],
        [2, 2],
      ]);
      // A submitter is no judge: the server says so in their language.
      const refused = await api(
        submitters[0]!,
        "GET",
        `/api/events/${eventId}/judging`,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(
        hackathonsMessagesZh["hackathons.judging.notJudge"],
      );
      await Promise.all(
        [organiser!, ...others].map((p) => p!.context().close()),
      );
    }, 240_000);
  }
});
