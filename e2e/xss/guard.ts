import type { Browser, BrowserContext, Page } from "playwright-core";
import { newPage } from "../harness.ts";

// A browser context that tells on the probes: each one calls `__xss(id)` or opens a dialog when it runs.

export interface Guarded {
  context: BrowserContext;
  page: Page;
  /** Calls to `__xss(n)` and JS dialogs, each with the page it came from. */
  fired: string[];
}

/**
 * A fresh signed-out context whose pages report any probe that runs. Its CSP is bypassed: the policy is
 * the second line of defence, the suite checks the first (sanitising and escaping).
 */
export async function openGuarded(browser: Browser, baseURL: string): Promise<Guarded> {
  const { context, page } = await newPage(browser, { baseURL, bypassCSP: true });
  const fired: string[] = [];
  await context.exposeBinding("__xss", ({ frame }, id: unknown) => void fired.push(`__xss(${String(id)}) on ${frame.url()}`));
  context.on("dialog", (dialog) => {
    fired.push(`${dialog.type()}(${dialog.message()}) on ${dialog.page()?.url() ?? "?"}`);
    void dialog.dismiss();
  });
  return { context, page, fired };
}
