import { isLocale, type Locale } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/errors.ts";
import { getEventDetail } from "./events.service.ts";

const DEFAULT_TITLE: Record<Locale, string> = { zh: "Commons · 社区活动", en: "Commons · Community events" };
const EVENT_PATH = /^\/(zh|en)\/events\/([^/]+)\/?$/;

/** Text for an HTML element body or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * JSON inside <script type="application/json">: only "<" can end the element ("</script>", "<!--"),
 * and U+2028/2029 upset some older parsers, so those are written as \u escapes; JSON.parse reads them back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Fills the SPA shell for `/{locale}/events/{id}`: title and description for previews and search
 * engines, and the event JSON the page would otherwise fetch (as a signed-out visitor sees it, because
 * the shell may be cached and shared). Issue #3 adds Open Graph, canonical/hreflang and JSON-LD here.
 */
export function renderEventHead(deps: Pick<AppDeps, "database" | "log">) {
  return async (path: string, locale: string): Promise<{ head: string; data: string } | null> => {
    const lang: Locale = isLocale(locale) ? locale : "zh";
    const fallback = { head: `<title>${escapeHtml(DEFAULT_TITLE[lang])}</title>`, data: "" };
    const match = EVENT_PATH.exec(path);
    if (!match) return fallback;
    let id: string;
    try {
      id = decodeURIComponent(match[2] ?? "");
    } catch {
      return fallback;
    }
    try {
      const event = await getEventDetail(deps.database.db, id, null);
      const head = [
        `<title>${escapeHtml(`${event.title} · Commons`)}</title>`,
        event.shortDescription ? `<meta name="description" content="${escapeHtml(event.shortDescription)}">` : "",
      ].join("");
      const data = `<script id="__EVENT_DATA__" type="application/json">${jsonForScript(event)}</script>`;
      return { head, data };
    } catch (err) {
      // An unknown or private event still gets the page; the SPA shows its own "not found".
      if (!(err instanceof AppError)) deps.log.error({ err, path }, "event head rendering failed");
      return fallback;
    }
  };
}
