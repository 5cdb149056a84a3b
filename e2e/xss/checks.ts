import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { PAGE_INLINE_SCRIPT } from "../../apps/server/src/lib/page-inline-script.ts";
import type { Guarded } from "./guard.ts";

// What the stored-XSS suite asserts of a page or an API answer.

/**
 * Markup that could run script or leave the page: event-handler attributes, script URLs, srcdoc, frames,
 * objects, <base>, meta refresh, executable <script>s other than our bundle and the pages' one inline
 * script (`trustedInline`, exactly), CSS expressions. Runs in the browser, on the live document or on
 * `html` parsed the way the browser parses it.
 */
export function auditMarkup({ html, trustedInline }: { html: string | null; trustedInline: string }): string[] {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "lowsrc", "dynsrc", "srcset", "codebase"];
  const forbiddenTags = ["iframe", "frame", "frameset", "object", "embed", "applet", "base", "math", "xss", "noscript", "bgsound"];
  const problems: string[] = [];
  for (const el of Array.from(doc.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) problems.push(`<${tag}> element: ${el.outerHTML.slice(0, 120)}`);
    if (tag === "meta" && el.hasAttribute("http-equiv")) problems.push(`meta http-equiv: ${el.outerHTML.slice(0, 120)}`);
    if (tag === "script") {
      const type = (el.getAttribute("type") ?? "").toLowerCase();
      const inert = type === "application/json" || type === "application/ld+json";
      const ours = (el.getAttribute("src") ?? "").startsWith("/assets/") || (!el.hasAttribute("src") && !type && el.textContent === trustedInline);
      if (!inert && !ours) problems.push(`executable script: ${el.outerHTML.slice(0, 120)}`);
    }
    if (tag === "style" && /javascript:|expression\(|__xss/i.test(el.textContent ?? "")) problems.push(`style: ${(el.textContent ?? "").slice(0, 120)}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // What a URL parser sees: control characters and spaces inside a scheme are skipped.
      const squeezed = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]+/g, "").toLowerCase();
      if (name.startsWith("on")) problems.push(`<${tag} ${name}="${attr.value}">`);
      if (name === "srcdoc") problems.push(`<${tag} srcdoc>`);
      if (urlAttributes.includes(name) && /^(javascript|vbscript|livescript|data:text|data:application)/.test(squeezed)) problems.push(`<${tag} ${name}="${attr.value}">`);
      if (name === "style" && /expression\(|javascript:/.test(squeezed)) problems.push(`<${tag} style="${attr.value}">`);
    }
  }
  return problems;
}

/** `auditMarkup` in the page: of its live document (`html` null) or of `html`. */
export function audit(page: Page, html: string | null): Promise<string[]> {
  return page.evaluate(auditMarkup, { html, trustedInline: PAGE_INLINE_SCRIPT });
}

/** The page settled, nothing dangerous in its DOM and nothing fired so far. */
export async function expectClean(guard: Guarded, where: string): Promise<void> {
  // onerror/onload/onfocus fire within a frame or two of the markup arriving.
  await guard.page.waitForTimeout(150);
  expect(await audit(guard.page, null), `dangerous markup on ${where}`).toEqual([]);
  expect(guard.fired, `a probe ran on ${where}`).toEqual([]);
}

/** The stored text is shown as it was typed: a visible element holds it literally. */
export async function seesLiteral(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
}

export async function ok(answer: Promise<{ status: number; body: { success: boolean; data?: Record<string, unknown>; error?: string } }>, status = 200) {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body.data as Record<string, any>;
}
