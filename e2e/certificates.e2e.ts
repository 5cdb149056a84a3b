import { readFileSync } from "node:fs";
import axe from "axe-core";
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { api, demoPerson, fullPageShot, ok, seededSuite, shot } from "./browser-kit.ts";
import { newPage, screenshotDir } from "./harness.ts";

// docs/product/certificate-pages.md: the seeded winner finds their first prize on my certificates, filters to it, opens
// the detailed certificate, and its QR code reads as the verification page, which the server draws and says is valid;
// the organiser revokes it in the console and the page says so. Axe over the list and the verification page; one
// width for the flow, screenshots at the other.
const WINNER = "alex.chen@example.com";
const ORGANISER = "lin.xiao@example.com";
const suite = seededSuite();

interface Held {
  id: string;
  number: string;
  eventId: string;
  awardName: string;
  awardLevel: string;
}

/** axe-core's critical and serious findings on the page as it stands (injected by evaluation, which the CSP allows). */
async function axeFindings(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }> } }).axe;
    const { violations } = await runner.run(document, { resultTypes: ["violations"] });
    return violations.filter((v) => v.impact === "critical" || v.impact === "serious" || v.id === "heading-order").map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 160)}`);
  });
}

/** Reads the QR image as a phone camera would. */
function decodeQr(src: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

const settled = (page: Page) => page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"));

describe("certificates", () => {
  it("the winner's first prize: list, filter, the detailed view with a QR code to its verification page; revoked by the organiser", async () => {
    const winner = await demoPerson(suite.server.url, suite.browser, WINNER, { width: 1280, height: 900 });
    const held = ok<Held[]>(await api(winner, "GET", "/api/user/certificates"), "my certificates");
    const first = held.find((c) => c.awardLevel === "FIRST");
    if (!first) throw new Error("the seeded winner holds no first prize");

    await winner.goto("/zh/me/certificates");
    const grid = winner.getByTestId("certificate-grid");
    await grid.waitFor();
    await settled(winner);
    expect(await axeFindings(winner)).toEqual([]);
    await winner.getByLabel(zh["certificates.filterLevel"]).selectOption("FIRST");
    const cards = grid.getByTestId("certificate-card");
    await expect.poll(() => cards.count()).toBe(held.filter((c) => c.awardLevel === "FIRST").length);
    await fullPageShot(winner, "certificates-list-1280");

    const view = winner.getByRole("button", { name: zh["certificates.viewNamed"].replace("{name}", first.awardName) }).first();
    await view.click();
    const dialog = winner.getByRole("dialog", { name: zh["certificates.dialog.title"] });
    const qr = dialog.locator("img[data-verify-url]");
    await qr.waitFor();
    const verifyUrl = `${suite.server.url}/zh/certificates/${first.number}`;
    expect(decodeQr((await qr.getAttribute("src")) ?? "")).toBe(verifyUrl);
    expect(await dialog.getByTestId("certificate-number").textContent()).toBe(first.number);
    await shot(winner, "certificates-dialog-1280");

    // Both downloads come drawn by the server: a PNG at scale 2 whose QR code reads as the same page, and a PDF.
    for (const format of ["png", "pdf"] as const) {
      const saving = winner.waitForEvent("download");
      await dialog.getByRole("button", { name: zh[format === "png" ? "certificates.downloadPng" : "certificates.downloadPdf"] }).click();
      const file = await saving;
      expect(file.suggestedFilename()).toBe(`certificate-${first.number}.${format}`);
      const saved = `${screenshotDir}/certificates-download-zh.${format}`;
      await file.saveAs(saved);
      const bytes = readFileSync(saved);
      if (format === "pdf") expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      else {
        const png = PNG.sync.read(bytes);
        expect([png.width, png.height]).toEqual([1684, 1190]);
        expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(verifyUrl);
      }
    }
    await winner.getByText(zh["certificates.downloaded"]).first().waitFor();
    await winner.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => view.evaluate((el) => el === document.activeElement)).toBe(true);

    // The verification page comes drawn by the server, with the certificate inlined.
    const html = await (await fetch(verifyUrl)).text();
    expect(html).toContain('id="__CERTIFICATE_DATA__"');
    expect(html).toContain('data-testid="certificate-verdict"');
    await winner.goto(verifyUrl);
    const verdict = winner.getByTestId("certificate-verdict");
    await expect.poll(() => verdict.getAttribute("data-status")).toBe("VALID");
    await settled(winner);
    expect(await axeFindings(winner)).toEqual([]);

    // The hackathon's awards tab lists it among the event's awards, linking to the same page.
    await winner.goto(`/zh/events/${first.eventId}?tab=awards`);
    const awards = winner.getByTestId("event-awards");
    await awards.waitFor();
    expect(await awards.locator(`a[href="/zh/certificates/${first.number}"]`).count()).toBe(1);
    await awards.screenshot({ path: `${screenshotDir}/certificates-event-awards-1280.png` });

    // Both pages at a phone's width.
    const { context: phoneContext, page: phone } = await newPage(suite.browser, { baseURL: suite.server.url, viewport: { width: 375, height: 812 } });
    await phoneContext.addCookies(await winner.context().cookies());
    await phone.goto("/zh/me/certificates");
    await phone.getByTestId("certificate-grid").waitFor();
    await fullPageShot(phone, "certificates-list-375");
    await phone.goto(verifyUrl);
    await phone.getByTestId("certificate-verdict").waitFor();
    await phone.locator("img[data-verify-url]").waitFor();
    await fullPageShot(phone, "certificates-verify-375");
    await phoneContext.close();

    // The organiser revokes it in the console, with a reason.
    const organiser = await demoPerson(suite.server.url, suite.browser, ORGANISER, { width: 1280, height: 900 });
    await organiser.goto(`/zh/app/events/${first.eventId}/manage?tab=certificates`);
    const row = organiser.getByTestId("certificate-row").filter({ hasText: first.number });
    await row.waitFor();
    await row.getByRole("button", { name: /^撤销/ }).click();
    const confirm = organiser.getByRole("dialog", { name: zh["certificates.console.revokeTitle"] });
    await confirm.getByLabel(zh["certificates.console.reason"]).fill("作品被确认违反比赛规则");
    await shot(organiser, "certificates-revoke-1280");
    await confirm.getByRole("button", { name: zh["certificates.console.confirmRevoke"] }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => row.getAttribute("data-status")).toBe("REVOKED");
    await fullPageShot(organiser, "certificates-console-1280");

    await winner.goto(verifyUrl);
    await expect.poll(() => winner.getByTestId("certificate-verdict").getAttribute("data-status")).toBe("REVOKED");
    expect(await winner.getByTestId("certificate-verdict").textContent()).toContain(zh["certificates.verify.revoked"]);
    await fullPageShot(winner, "certificates-verify-revoked-1280");
    await winner.context().close();
    await organiser.context().close();
  }, 240_000);
});
