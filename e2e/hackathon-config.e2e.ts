import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zhMessages } from "../packages/domain/src/i18n/messages.zh.ts";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { api, DEMO_PASSWORD, fullPageShot, shot } from "./browser-kit.ts";
import { launchBrowser, newPage, startServer, type TestServer } from "./harness.ts";

// Issue 22 items 1, 2 and 7, tried as people would (docs/product/hackathons.md#configuration, #stages):
// the organiser sets the team size, adds a resource and two awards, saves and sees them after a reload;
// moves the stage from REGISTRATION to DEVELOPMENT in the console's Stage tab (the event payload then says
// DEVELOPMENT); an attendee is then refused registration, by the card and by the server, with the
// stage's message. At 375 px, each run on its own new hackathon.
const ORGANISER = "lin.xiao@example.com";
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 375, height: 812, attendee: "chen.yu@example.com" },
] as const;
const DAY = 86_400_000;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(width: number, height: number, email: string, to: string): Promise<Page> {
  const { page } = await newPage(browser, { baseURL: server.url, viewport: { width, height } });
  await page.goto(`/zh/auth/login?redirectTo=${encodeURIComponent(to)}`);
  await page.fill("#login-email", email);
  await page.fill("#login-password", DEMO_PASSWORD);
  await page.click('form button[type="submit"]');
  await page.waitForURL((url) => url.pathname === to);
  return page;
}

/** A new published hackathon of the organiser's, made through the API from inside their page. */
async function newHackathon(page: Page, width: number): Promise<string> {
  const start = Date.now() + 10 * DAY;
  const created = await api(page, "POST", "/api/events", {
    title: `春季黑客松 ${width}`,
    shortDescription: "48 小时做一个有用的工具",
    type: "HACKATHON",
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 2 * DAY).toISOString(),
    timezone: "Asia/Shanghai",
    isOnline: true,
    onlineUrl: "https://meet.example.com/hack",
    maxAttendees: 50,
  });
  expect(created.status).toBe(201);
  const id = (created.body.data as { event: { id: string } }).event.id;
  expect((await api(page, "POST", `/api/events/${id}/publish`)).status).toBe(200);
  return id;
}

const label = (key: keyof typeof zh, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce<string>((text, [k, v]) => text.replace(`{${k}}`, String(v)), zh[key]);

describe("hackathon configuration and stages", () => {
  for (const run of RUNS) {
    it(`the organiser configures and moves the stage at ${run.width} px; registering in DEVELOPMENT is refused`, async () => {
      const organiser = await signIn(run.width, run.height, ORGANISER, "/zh/app/events");
      const id = await newHackathon(organiser, run.width);

      // 1. Configuration, saved and read back after a reload.
      await organiser.goto(`/zh/app/events/${id}/edit`);
      const editor = organiser.getByTestId("hackathon-config-editor");
      await editor.waitFor();
      await editor.getByLabel(zh["hackathonAdmin.team.maxTeamSize"]).fill("3");
      await editor.getByRole("button", { name: label("hackathonAdmin.resources.add", { kind: zh["hackathonAdmin.resources.tutorials"] }) }).click();
      await editor.locator("#hackathon-tutorials-0-label").fill("提示词入门");
      await editor.locator("#hackathon-tutorials-0-url").fill("https://docs.example.com/prompting");
      await editor.getByRole("button", { name: zh["hackathonAdmin.awards.add"] }).click();
      await editor.getByRole("button", { name: zh["hackathonAdmin.awards.add"] }).click();
      await editor.locator("#hackathon-award-0-name").fill("评委大奖");
      await editor.locator("#hackathon-award-1-name").fill("人气奖");
      await editor.locator("#hackathon-award-1-type").selectOption("PUBLIC");
      await editor.locator("#hackathon-award-1-winners").fill("2");
      const saved = organiser.waitForResponse((r) => r.url().endsWith(`/api/events/${id}/hackathon-config`) && r.request().method() === "PUT");
      await editor.getByRole("button", { name: zh["hackathonAdmin.editor.save"] }).click();
      expect((await saved).status()).toBe(200);
      await organiser.getByText(zhMessages["hackathons.configSaved"]).first().waitFor();
      await shot(editor, `hackathon-config-editor-${run.width}`);

      await organiser.reload();
      await editor.waitFor();
      expect(await editor.getByLabel(zh["hackathonAdmin.team.maxTeamSize"]).inputValue()).toBe("3");
      expect(await editor.locator("#hackathon-tutorials-0-label").inputValue()).toBe("提示词入门");
      expect(await editor.locator("#hackathon-award-0-name").inputValue()).toBe("评委大奖");
      expect(await editor.locator("#hackathon-award-1-name").inputValue()).toBe("人气奖");
      expect(await editor.locator("#hackathon-award-1-type").inputValue()).toBe("PUBLIC");

      // 2. The stage, moved in the console after a confirmation, with a note.
      await organiser.goto(`/zh/app/events/${id}/manage?tab=stage`);
      const panel = organiser.getByTestId("hackathon-stage-panel");
      await panel.waitFor();
      const development = zhMessages["hackathons.stage.DEVELOPMENT"];
      const opener = panel.getByRole("button", { name: `${zh["hackathonAdmin.stage.moveTo"]} · ${development}` });
      await opener.click();
      const dialog = organiser.getByRole("dialog", { name: label("hackathonAdmin.stage.confirmTitle", { stage: development }) });
      await dialog.waitFor();
      await dialog.getByLabel(zh["hackathonAdmin.stage.note"]).fill("报名结束，开始开发");
      await shot(organiser, `hackathon-stage-confirm-${run.width}`);
      await dialog.getByRole("button", { name: zh["hackathonAdmin.stage.confirm"] }).click();
      await dialog.waitFor({ state: "detached" });
      await panel.locator('[aria-current="step"]', { hasText: development }).waitFor();
      await panel.getByTestId("hackathon-stage-history").getByText("报名结束，开始开发").waitFor();
      await fullPageShot(organiser, `hackathon-stage-tab-${run.width}`);
      const payload = await api(organiser, "GET", `/api/events/${id}`);
      expect((payload.body.data as { hackathonConfig: { stage: { current: string } } }).hackathonConfig.stage.current).toBe("DEVELOPMENT");

      // 3. An attendee: the card says the stage takes no registrations, and the server refuses too.
      const attendee = await signIn(run.width, run.height, run.attendee, `/zh/events/${id}`);
      const refusal = zhMessages["hackathons.registrationStageClosed"];
      await attendee.getByText(refusal).first().waitFor();
      await shot(attendee, `hackathon-registration-closed-${run.width}`);
      const refused = await api(attendee, "POST", `/api/events/${id}/register`, {});
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(refusal);
      await Promise.all([organiser.context().close(), attendee.context().close()]);
    }, 180_000);
  }
});
