import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { api, demoPerson, ok, seededSuite, shot } from "./browser-kit.ts";
import { createHackathon, joinHackathon, moveStage, submitProject } from "./hackathon-kit.ts";

// Issue 23 item 1, tried as people would (docs/product/hackathons.md#voting): the organiser moves a hackathon
// with two submitted projects to VOTING through the API; a participant opens the projects tab, votes for the
// other team's project and sees its count and audience score rise (and stay after a reload), withdraws and
// votes again, and finds the button on their own project disabled with the reason. At 375 px, each
// run on a hackathon of its own.
const ORGANISER = "lin.xiao@example.com";
const LEAD = "sophie.martin@example.com";
const VOTER = "chen.yu@example.com";
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 375, height: 812 },
] as const;
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

const suite = seededSuite();

const person = (browser: Browser, email: string, viewport: { width: number; height: number }) => demoPerson(suite.server.url, browser, email, viewport);

/** A published hackathon where each of `teams` registered and submitted a solo project; then moved to VOTING. */
async function votingHackathon(organiser: Page, teams: { page: Page; title: string }[]): Promise<string> {
  const hackathon = await createHackathon(organiser, { title: "投票黑客松", shortDescription: "做一个能用的东西，大家来投票" });
  await joinHackathon(teams.map((team) => team.page), hackathon);
  await moveStage(organiser, hackathon.id, "DEVELOPMENT");
  for (const { page, title } of teams) await submitProject(page, hackathon.id, { title, description: `${title}：用起来很顺手。` });
  await moveStage(organiser, hackathon.id, "VOTING");
  return hackathon.id;
}

async function openProjects(page: Page, eventId: string) {
  await page.goto(`/zh/events/${eventId}?tab=projects`);
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"));
  await page.getByTestId("submissions-gallery").waitFor();
}

const cardOf = (page: Page, title: string) => page.getByTestId("submission-card").filter({ hasText: title });

describe("public voting in the gallery", () => {
  for (const run of RUNS) {
    it(`at ${run.width} px: the organiser opens voting; a participant votes, sees the count and score rise, withdraws, and can't vote for their own project`, async () => {
      const viewport = { width: run.width, height: run.height };
      const theirs = `天气小助手 ${run.width}`;
      const own = `排班小助手 ${run.width}`;
      const [organiser, lead, voter] = await Promise.all([ORGANISER, LEAD, VOTER].map((email) => person(suite.browser, email, viewport)));
      const eventId = await votingHackathon(organiser!, [
        { page: lead!, title: theirs },
        { page: voter!, title: own },
      ]);

      await openProjects(voter!, eventId);
      const card = cardOf(voter!, theirs);
      await card.waitFor();
      await expect.poll(() => card.getByTestId("vote-count").textContent()).toBe(fill(zh["hackathonPage.gallery.votes"], { count: 0 }));
      await card.scrollIntoViewIfNeeded();
      await shot(voter!, `hackathon-vote-before-${run.width}`);
      await card
        .getByRole("button", {
          name: fill(zh["hackathonPage.vote.voteLabel"], { title: theirs }),
        })
        .click();
      await expect.poll(() => card.getByTestId("vote-count").textContent()).toBe(fill(zh["hackathonPage.gallery.votes"], { count: 1 }));
      expect(await card.getByTestId("audience-score").textContent()).toBe(fill(zh["hackathonPage.vote.audienceScore"], { score: "0.1" }));
      const withdraw = card.getByRole("button", {
        name: fill(zh["hackathonPage.vote.withdrawLabel"], { title: theirs }),
      });
      expect(await withdraw.getAttribute("aria-pressed")).toBe("true");
      expect(await withdraw.textContent()).toContain(zh["hackathonPage.vote.voted"]);
      await shot(voter!, `hackathon-vote-voted-${run.width}`);

      // The server kept it: after a reload the vote and the count are still there.
      await openProjects(voter!, eventId);
      await expect.poll(() => cardOf(voter!, theirs).getByTestId("vote-count").textContent()).toBe(fill(zh["hackathonPage.gallery.votes"], { count: 1 }));
      const again = cardOf(voter!, theirs).getByRole("button", {
        name: fill(zh["hackathonPage.vote.withdrawLabel"], { title: theirs }),
      });
      await again.waitFor();

      // Withdrawn with the keyboard, and cast again.
      await again.focus();
      await voter!.keyboard.press("Enter");
      await expect.poll(() => cardOf(voter!, theirs).getByTestId("vote-count").textContent()).toBe(fill(zh["hackathonPage.gallery.votes"], { count: 0 }));
      await cardOf(voter!, theirs)
        .getByRole("button", {
          name: fill(zh["hackathonPage.vote.voteLabel"], { title: theirs }),
        })
        .click();
      await expect.poll(() => cardOf(voter!, theirs).getByTestId("vote-count").textContent()).toBe(fill(zh["hackathonPage.gallery.votes"], { count: 1 }));

      // Their own project: disabled, with the reason next to it, and the server refuses it too.
      const mine = cardOf(voter!, own);
      const button = mine.getByRole("button", {
        name: fill(zh["hackathonPage.vote.voteLabel"], { title: own }),
      });
      await expect.poll(() => button.isDisabled()).toBe(true);
      await mine.getByText(zh["hackathonPage.vote.ownProject"]).waitFor();
      await mine.scrollIntoViewIfNeeded();
      await shot(voter!, `hackathon-vote-own-${run.width}`);
      const ownId = ok<{ submission: { id: string } }>(await api(voter!, "GET", `/api/events/${eventId}/my-submission`), "mine").submission.id;
      const refused = await api(voter!, "POST", `/api/events/${eventId}/submissions/${ownId}/vote`, { voteType: "AUDIENCE" });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe("不能给自己参与的作品投票");

      for (const page of [organiser, lead, voter]) await page!.context().close();
    }, 180_000);
  }
});
