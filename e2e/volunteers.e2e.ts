import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zhMessages } from "../packages/domain/src/i18n/messages.zh.ts";
import { zh } from "../apps/web/src/i18n/locales/zh.ts";
import { launchBrowser, newPage, screenshot, screenshotDir, startServer, type TestServer } from "./harness.ts";

// Issue 21 item 2, tried as people would (docs/product/people.md#volunteers): an attendee of the seeded
// upcoming meetup opens the volunteer list, applies for the role that needs approval (an empty note is
// refused), sees it under review; the organiser approves it in the console's volunteers tab; the attendee
// then sees it approved with the volunteer contact. At 375 px, one attendee each.
const PASSWORD = "commons-demo-2025";
const ORGANISER = "lin.xiao@example.com";
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 375, height: 812, email: "chen.yu@example.com", note: "手机拍照，也可以剪短视频" },
] as const;

let server: TestServer;
let browser: Browser;
let meetupId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const body = (await (await fetch(`${server.url}/api/events?type=MEETUP`)).json()) as { data: { events?: { id: string; title: string }[] } };
  const meetup = (body.data.events ?? []).find((event) => event.title.includes("第 42 期"));
  if (!meetup) throw new Error(`seeded meetup not found in ${JSON.stringify(body).slice(0, 300)}`);
  meetupId = meetup.id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(width: number, height: number, email: string, to: string): Promise<Page> {
  const { page } = await newPage(browser, { baseURL: server.url, viewport: { width, height } });
  await page.goto(`/zh/auth/login?redirectTo=${encodeURIComponent(to)}`);
  await page.fill("#login-email", email);
  await page.fill("#login-password", PASSWORD);
  await page.click('form button[type="submit"]');
  await page.waitForURL((url) => url.pathname === to);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

/** The volunteer card sits in the lazy people part below the fold; scroll until it is there, then open the list. */
async function openList(page: Page) {
  const section = page.getByTestId("volunteer-section");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await section.waitFor();
  // The click scrolls it into view itself (and waits for the part to settle after hydration).
  await section.getByRole("button", { name: zh["volunteers.card.open"] }).click();
  const list = page.getByTestId("volunteer-list");
  await list.waitFor();
  return list;
}

const photographer = (page: Page) => page.getByTestId("volunteer-role").filter({ hasText: "摄影记录" });

describe("volunteering", () => {
  for (const run of RUNS) {
    it(`an attendee applies at ${run.width} px, the organiser approves, the attendee sees the contact`, async () => {
      const eventPath = `/zh/events/${meetupId}`;
      const attendee = await signIn(run.width, run.height, run.email, eventPath);
      const list = await openList(attendee);
      expect(await list.getByTestId("volunteer-role").count()).toBe(2);
      await shot(attendee, `volunteers-list-${run.width}`);

      await photographer(attendee).getByRole("button", { name: zh["volunteers.action.apply"] }).click();
      const dialog = attendee.getByRole("dialog", { name: zh["volunteers.apply.title"].replace("{role}", "摄影记录") });
      await dialog.waitFor();
      await dialog.getByLabel(zh["volunteers.apply.note"]).fill("   ");
      await dialog.getByRole("button", { name: zh["volunteers.apply.submit"] }).click();
      await dialog.getByText(zhMessages["volunteers.noteRequired"]).waitFor();
      await shot(attendee, `volunteers-apply-empty-${run.width}`);
      await dialog.getByLabel(zh["volunteers.apply.note"]).fill(run.note);
      await dialog.getByRole("button", { name: zh["volunteers.apply.submit"] }).click();
      await attendee.getByText(zhMessages["volunteers.appliedPending"]).first().waitFor();
      await photographer(attendee).getByText(zh["volunteers.status.APPLIED"]).waitFor();
      expect(await attendee.getByTestId("volunteer-contact").count()).toBe(0);
      await shot(attendee, `volunteers-under-review-${run.width}`);

      const organiser = await signIn(run.width, run.height, ORGANISER, `/zh/app/events/${meetupId}/manage`);
      // The roles editor on the edit page: the two seeded roles, with their counts.
      await organiser.goto(`/zh/app/events/${meetupId}/edit`);
      const editor = organiser.getByTestId("volunteer-roles-editor");
      await editor.getByTestId("volunteer-role-fields").nth(1).waitFor();
      expect(await editor.getByTestId("volunteer-role-fields").count()).toBe(2);
      await editor.screenshot({ path: path.join(screenshotDir, `volunteers-editor-${run.width}.png`) });
      await organiser.goto(`/zh/app/events/${meetupId}/manage?tab=volunteers`);
      const row = organiser.getByTestId("volunteer-application").filter({ hasText: run.note });
      await row.waitFor();
      await row.getByRole("button", { name: zh["volunteers.console.approve"] }).click();
      await row.getByText(zh["volunteers.status.APPROVED"]).waitFor();
      await screenshot(organiser, `volunteers-console-${run.width}`);
      await organiser.context().close();

      await attendee.reload();
      const after = await openList(attendee);
      await photographer(attendee).getByText(zh["volunteers.status.APPROVED"]).waitFor();
      const contact = after.getByTestId("volunteer-contact");
      await contact.waitFor();
      expect(await contact.textContent()).toContain("linxiao-builders");
      await shot(attendee, `volunteers-approved-${run.width}`);
      await attendee.context().close();
    }, 120_000);
  }
});
