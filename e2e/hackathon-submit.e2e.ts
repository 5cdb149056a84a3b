import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hackathonsMessagesZh } from "../packages/domain/src/i18n/messages/hackathons.zh.ts";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { api, demoPerson, ok, seededSuite, shot } from "./browser-kit.ts";
import { createHackathon, joinHackathon, moveStage } from "./hackathon-kit.ts";

// Issue 22 items 5 and 6, tried as people would (docs/product/hackathons.md#submissions, #teams): an approved
// registrant of a hackathon in DEVELOPMENT creates a project in place, adds a teammate found by typing two
// letters, and submits; the teammate signs in, finds it in their registrations and on the panel, and edits it;
// with maxTeamSize 3 a fourth person is refused, in the form and by the server, with the message. At 1280 px,
// on a hackathon of its own. The hackathon is made through the API by the seeded organiser;
// its configuration and stage go through part A's routes, the search through part B's (run after the merge).
const ORGANISER = "lin.xiao@example.com";
const LEAD = { email: "sophie.martin@example.com", name: "Sophie Martin" };
const MATE = { email: "chen.yu@example.com", name: "陈雨", typed: "陈雨" };
const THIRD = { email: "wang.fang@example.com", name: "王芳", typed: "王芳" };
const FOURTH = { email: "zhao.lei@example.com", name: "赵磊" };
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 1280, height: 900 },
] as const;

const suite = seededSuite();

const person = (browser: Browser, email: string, viewport: { width: number; height: number }) => demoPerson(suite.server.url, browser, email, viewport);

/** A published hackathon (team of at most 3) with everyone approved, moved on to DEVELOPMENT. */
async function hackathonWith(organiser: Page, people: Page[]): Promise<string> {
  const hackathon = await createHackathon(organiser, { title: "周末黑客松", config: { settings: { maxTeamSize: 3, allowSolo: true } } });
  await joinHackathon(people, hackathon);
  await moveStage(organiser, hackathon.id, "DEVELOPMENT");
  return hackathon.id;
}

async function panelOf(page: Page, eventId: string) {
  await page.goto(`/zh/events/${eventId}`);
  const panel = page.getByTestId("submission-panel");
  await panel.waitFor();
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

describe("submitting a hackathon project with a team", () => {
  for (const run of RUNS) {
    it(`at ${run.width} px: create a project in place, add a teammate by two letters, submit; the teammate sees and edits it; a fourth is refused`, async () => {
      const viewport = { width: run.width, height: run.height };
      // Each run is its own hackathon, but the same people: the title tells their two submissions apart.
      const title = `排班小助手 ${run.width}`;
      const [organiser, lead, mate, third, fourth] = await Promise.all([ORGANISER, LEAD.email, MATE.email, THIRD.email, FOURTH.email].map((email) => person(suite.browser, email, viewport)));
      const eventId = await hackathonWith(organiser!, [lead!, mate!, third!, fourth!]);

      // The lead submits.
      const panel = await panelOf(lead!, eventId);
      await shot(lead!, `hackathon-submit-panel-${run.width}`);
      await panel.getByRole("button", { name: zh["submit.panel.submit"] }).click();
      const dialog = lead!.getByRole("dialog", { name: zh["submit.dialog.title"] });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: zh["submit.actions.submit"] }).click();
      await dialog.getByText(hackathonsMessagesZh["hackathons.projectRequired"]).waitFor();
      await dialog.getByRole("button", { name: zh["submit.project.new"] }).click();
      await dialog.getByLabel(zh["project.title"]).fill(title);
      await dialog.getByLabel(zh["project.subtitle"]).fill("让志愿者排班不再头疼");
      await dialog.getByLabel(zh["submit.project.tags"]).fill("AI");
      await dialog.getByLabel(zh["submit.project.tags"]).press("Enter");
      await dialog.getByRole("button", { name: zh["submit.project.create"] }).click();
      await expect.poll(() => dialog.getByLabel(zh["submit.field.title"]).inputValue()).toBe(title);
      await dialog.getByLabel(zh["submit.field.description"]).fill("用大模型给志愿者排班，考虑每个人的时间和意愿。");
      await dialog.getByLabel(zh["submit.field.demoUrl"]).fill("https://demo.example.com/paiban");
      const box = dialog.getByRole("combobox", { name: zh["submit.team.label"] });
      await box.fill(MATE.typed.slice(0, 2));
      await dialog.getByRole("option", { name: new RegExp(MATE.name) }).click();
      await dialog.getByRole("button", { name: zh["submit.team.remove"].replace("{name}", MATE.name) }).waitFor();
      await shot(lead!, `hackathon-submit-dialog-${run.width}`);
      await dialog.getByRole("button", { name: zh["submit.actions.submit"] }).click();
      await dialog.waitFor({ state: "hidden" });
      await panel.getByTestId("my-submission").getByText(title).waitFor();
      await shot(lead!, `hackathon-submit-submitted-${run.width}`);

      // The teammate finds it in their registrations and on the panel, and edits it.
      await mate!.goto("/zh/me/registrations");
      const link = mate!.getByTestId("my-registration-submission").filter({ hasText: title });
      await link.waitFor();
      await shot(mate!, `hackathon-submit-my-registrations-${run.width}`);
      const matePanel = await panelOf(mate!, eventId);
      await matePanel.getByRole("button", { name: zh["submit.panel.edit"] }).click();
      const editDialog = mate!.getByRole("dialog", { name: zh["submit.dialog.editTitle"] });
      await editDialog.getByText(zh["submit.team.submitterOnly"]).waitFor();
      await editDialog.getByLabel(zh["submit.field.title"]).fill(`${title} 2.0`);
      await editDialog.getByRole("button", { name: zh["submit.actions.save"] }).click();
      await editDialog.waitFor({ state: "hidden" });
      await matePanel.getByText(`${title} 2.0`).waitFor();

      // The lead fills the team (3 people): the box stops, and the server refuses a fourth by its rule.
      const leadPanel = await panelOf(lead!, eventId);
      await leadPanel.getByRole("button", { name: zh["submit.panel.edit"] }).click();
      const full = lead!.getByRole("dialog", { name: zh["submit.dialog.editTitle"] });
      await full.getByRole("combobox", { name: zh["submit.team.label"] }).fill(THIRD.typed);
      await full.getByRole("option", { name: new RegExp(THIRD.name) }).click();
      await full.getByText(zh["submit.team.full"].replace("{max}", "2")).waitFor();
      expect(await full.getByRole("combobox", { name: zh["submit.team.label"] }).isDisabled()).toBe(true);
      await shot(lead!, `hackathon-submit-team-full-${run.width}`);
      const mine = ok<{ submission: { id: string; team: { id: string }[] } }>(await api(lead!, "GET", `/api/events/${eventId}/my-submission`), "mine");
      const fourthId = ok<{ user: { id: string } }>(await api(fourth!, "GET", "/api/profile"), "profile").user.id;
      const refused = await api(lead!, "PUT", `/api/events/${eventId}/submissions/${mine.submission.id}`, {
        title: `${title} 2.0`,
        description: "用大模型给志愿者排班。",
        teamMemberIds: [...mine.submission.team.slice(1).map((m) => m.id), "placeholder-third", fourthId],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error ?? JSON.stringify(refused.body)).toBeTruthy();
      expect(JSON.stringify(refused.body)).toContain("团队最多 3 人：除你之外最多添加 2 位队友");

      for (const page of [organiser, lead, mate, third, fourth]) await page!.context().close();
    }, 180_000);
  }
});
