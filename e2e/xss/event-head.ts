import type { Page } from "playwright-core";

// The event page's server-built head (what a crawler or a link preview reads), parsed in the browser the
// way the browser parses it.

/** Title, previews, scripts, JSON-LD and the inlined event data of an event page's HTML. */
export function readEventHead(page: Page, html: string) {
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, "text/html");
    const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
    return {
      titles: Array.from(doc.querySelectorAll("title")).map((t) => t.textContent),
      scripts: Array.from(doc.querySelectorAll("script")).map((s) => s.getAttribute("src") ?? s.getAttribute("type") ?? `inline:${s.textContent}`),
      ogTitle: meta("og:title"),
      twitterTitle: meta("twitter:title"),
      description: meta("description"),
      ogDescription: meta("og:description"),
      jsonLd: doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "",
      data: doc.getElementById("__EVENT_DATA__")?.textContent ?? "",
      // The page the server drew (ADR 0018): its heading is the title, as text.
      rootTitle: doc.querySelector("#root h1")?.textContent ?? null,
    };
  }, html);
}
