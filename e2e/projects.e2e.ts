import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { zhMessages } from "../packages/domain/src/i18n/messages.zh.ts";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { fullPageShot, seededSuite, shot, signUp, squarePng } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// Hackathons part B, tried as people would (docs/product/hackathons.md#projects): a new member opens "my
// projects" (empty), creates a project with a screenshot at /zh/projects/new (a bad link is refused first),
// lands on its page, edits it, and finds it in the list; a visitor then opens the page, without Edit.
// At 1280 px.
const suite = seededSuite();
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 1280, height: 900, name: "Mia" },
] as const;

const projectPath = /^\/zh\/projects\/[0-9a-f-]{36}$/;

async function createProject(page: Page, title: string, width: number): Promise<string> {
  await page.goto("/zh/projects");
  await page.getByText(zh["projects.mineEmpty"]).waitFor();
  await shot(page, `projects-mine-empty-${width}`);
  await page.getByRole("link", { name: zh["projects.new"] }).click();
  await page.waitForURL("**/zh/projects/new");

  await page.getByLabel(zh["project.title"]).fill(title);
  await page.getByLabel(zh["projects.subtitleOptional"]).fill("帮自由职业者三分钟搞定报税");
  await page.getByLabel(zh["projects.descriptionLabel"]).fill("从发票到申报，一步到位。");
  await page.getByLabel(zh["projects.url"]).fill("example.com");
  await page.getByRole("button", { name: zh["project.submit"] }).click();
  await page.getByText(zhMessages["hackathons.urlInvalid"]).waitFor();
  await page.getByLabel(zh["projects.url"]).fill("https://example.com");
  await page.getByLabel(zh["projects.githubUrl"]).fill("https://github.com/commons/tax");
  await page.getByTestId("image-uploader-input").setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: squarePng(320) });
  await page.locator('img[src^="/files/misc/"]').first().waitFor();
  const tags = page.getByLabel(zh["projects.tags"]);
  await tags.fill("效率");
  await tags.press("Enter");
  await fullPageShot(page, `projects-new-filled-${width}`);
  await page.getByRole("button", { name: zh["project.submit"] }).click();
  await page.waitForURL((url) => projectPath.test(url.pathname));
  return new URL(page.url()).pathname;
}

describe("user projects", () => {
  for (const run of RUNS) {
    it(`a member creates, edits and lists a project at ${run.width} px; a visitor sees its page`, async () => {
      const { page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: run.width, height: run.height } });
      await signUp(page, run.name);
      const title = `记账助手 ${run.width}`;
      const path = await createProject(page, title, run.width);

      await page.getByRole("heading", { name: title }).waitFor();
      expect(await page.locator('img[src^="/files/misc/"]').count()).toBe(1);
      await page.getByText("效率").waitFor();
      await page.getByText(zh["projects.eventsEmpty"]).waitFor();
      await fullPageShot(page, `projects-page-owner-${run.width}`);

      await page.getByRole("link", { name: zh["projects.edit"] }).click();
      await page.waitForURL(`**${path}/edit`);
      const titleBox = page.getByLabel(zh["project.title"]);
      expect(await titleBox.inputValue()).toBe(title);
      await titleBox.fill(`${title}（新版）`);
      await page.getByLabel(zh["project.stage"]).selectOption("LAUNCHED");
      await fullPageShot(page, `projects-edit-${run.width}`);
      await page.getByRole("button", { name: zh["projects.save"] }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole("heading", { name: `${title}（新版）` }).waitFor();
      await page.getByText(zh["project.stage.LAUNCHED"]).first().waitFor();

      await page.goto("/zh/projects");
      const card = page.getByRole("link", { name: new RegExp(`${title}（新版）`) });
      await card.waitFor();
      await fullPageShot(page, `projects-mine-${run.width}`);

      const visitor = (await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: run.width, height: run.height } })).page;
      await visitor.goto(path);
      await visitor.getByRole("heading", { name: `${title}（新版）` }).waitFor();
      expect(await visitor.getByRole("link", { name: zh["projects.edit"] }).count()).toBe(0);
      await visitor.getByText(run.name).first().waitFor();
      await fullPageShot(visitor, `projects-page-visitor-${run.width}`);
      await visitor.context().close();
      await page.context().close();
    });
  }
});
