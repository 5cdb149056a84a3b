import { eventsQuerySchema, isLocale, LOCALES, type Locale, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { HeadAndData } from "../../web/spa.ts";
import { detailCacheTtl, publicDetailCache, renderDetail } from "./event-detail-cache.ts";
import { getEventDetail } from "./event-detail.service.ts";
import { deletedEvents } from "./event-gone.ts";
import type { EventDetail } from "@commons/domain";
import { absoluteUrl, eventJsonLd } from "./event-json-ld.ts";
import { listEvents } from "./events.service.ts";

const SITE_NAME = "Commons";
const DEFAULT_TITLE: Record<Locale, string> = { zh: "Commons · 社区活动", en: "Commons · Community events" };
const OG_LOCALE: Record<Locale, string> = { zh: "zh_CN", en: "en_US" };
/** Chinese first: search engines send readers with no matching language to the zh page. */
const DEFAULT_LOCALE: Locale = "zh";
/** Share previews and search snippets cut around 160 characters. */
const DESCRIPTION_MAX = 160;
const EVENT_PATH = /^\/(zh|en)\/events\/([^/]+)\/?$/;
/** The events list, the page most visitors land on. */
const EVENTS_LIST_PATH = /^\/(zh|en)\/events\/?$/;

/** Text for an HTML element body or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * JSON inside <script type="application/json"> or ld+json: only "<" can end the element ("</script>",
 * "<!--"), and U+2028/2029 upset some older parsers, so those are written as \u escapes; JSON.parse reads
 * them back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const NAMED_REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * The words of sanitised rich text: tags become spaces and character references are read back in one pass
 * (the sanitiser writes "1 &lt; 2"), so the preview says "1 < 2" and escapeHtml() escapes it exactly once.
 */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (!name.startsWith("#")) return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/** The preview text: the short description, else the plain text of the long one, cut at a word-ish edge. */
export function previewText(event: Pick<EventDetail, "shortDescription" | "description" | "richContent">): string {
  const source = event.shortDescription ?? event.description ?? htmlToText(event.richContent ?? "");
  const text = source.replace(/\s+/g, " ").trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

const meta = (attr: "name" | "property", key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

function eventHead(event: EventDetail, lang: Locale, publicUrl: string): string {
  const path = (l: Locale) => `${publicUrl}/${l}/events/${encodeURIComponent(event.id)}`;
  const pageUrl = path(lang);
  const title = `${event.title} · ${SITE_NAME}`;
  const description = previewText(event);
  const image = event.coverImage ? absoluteUrl(event.coverImage, publicUrl) : null;
  return [
    `<title>${escapeHtml(title)}</title>`,
    description ? meta("name", "description", description) : "",
    // The cover is the page's largest paint; named here, it downloads while the scripts do instead of
    // after they have run and rendered the page (ADR 0012). Same URL as the page's <img>, so one download.
    event.coverImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(event.coverImage)}">` : "",
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(path(l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(path(DEFAULT_LOCALE))}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", event.title),
    description ? meta("property", "og:description", description) : "",
    meta("property", "og:url", pageUrl),
    meta("property", "og:locale", OG_LOCALE[lang]),
    ...LOCALES.filter((l) => l !== lang).map((l) => meta("property", "og:locale:alternate", OG_LOCALE[l])),
    image ? meta("property", "og:image", image) : "",
    image ? meta("property", "og:image:alt", event.title) : "",
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", event.title),
    description ? meta("name", "twitter:description", description) : "",
    image ? meta("name", "twitter:image", image) : "",
    `<script type="application/ld+json">${jsonForScript(eventJsonLd(event, pageUrl, publicUrl, description))}</script>`,
  ].join("");
}

/**
 * Fills the SPA shell for `/{locale}/events/{id}`: title, description, Open Graph and Twitter tags for
 * share previews, canonical and hreflang links and schema.org JSON-LD for search engines, and the event
 * JSON the page would otherwise fetch — as a signed-out visitor sees it, because the shell may be cached
 * and shared.
 */
export function renderEventHead(deps: Pick<AppDeps, "database" | "log" | "env">) {
  const publicUrl = deps.env.publicUrl.replace(/\/+$/, "");
  const cache = publicDetailCache(deps.database.db, detailCacheTtl(deps.env));
  const deleted = deletedEvents(deps.database.db, detailCacheTtl(deps.env));
  return async (path: string, locale: string, search = ""): Promise<HeadAndData | null> => {
    const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const fallback = { head: `<title>${escapeHtml(DEFAULT_TITLE[lang])}</title>`, data: "" };
    if (EVENTS_LIST_PATH.test(path)) return eventsListHead(deps, fallback.head, search);
    const match = EVENT_PATH.exec(path);
    if (!match) return fallback;
    let id: string;
    try {
      id = decodeURIComponent(match[2] ?? "");
    } catch {
      return fallback;
    }
    try {
      const { data: event } = await cache.get(id, () => getEventDetail(deps.database.db, id, null).then(renderDetail));
      const data = `<script id="__EVENT_DATA__" type="application/json">${jsonForScript(event)}</script>`;
      return { head: eventHead(event, lang, publicUrl), data, page: { event } };
    } catch (err) {
      // An unknown or private event still gets the page; the SPA shows its own "not found", with a 404 status,
      // and a deleted one its "deleted" page, with 410 (docs/product/organiser-console.md#deleting-an-event).
      if (!(err instanceof AppError)) deps.log.error({ err, path }, "event head rendering failed");
      if (!(err instanceof AppError) || err.status !== 404) return fallback;
      const refusal = await deleted.refusal(id, null);
      if (refusal?.status !== 410) return { ...fallback, status: 404 };
      const title = `${translate(lang, refusal.key)} · ${SITE_NAME}`;
      return { head: `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`, data: "", status: 410 };
    }
  };
}

/**
 * The unfiltered list (no query string): the first page of upcoming events inlined as the `GET /api/events`
 * data the page would otherwise fetch once its scripts have run, and the first card's cover named for
 * preloading, as it is the list's largest paint on a phone (ADR 0012). A filtered list fetches as before.
 */
async function eventsListHead(deps: Pick<AppDeps, "database" | "log">, title: string, search: string): Promise<HeadAndData> {
  if (search !== "" && search !== "?") return { head: title, data: "" };
  try {
    const page = await listEvents(deps.database.db, eventsQuerySchema.parse({}));
    const cover = page.events[0]?.coverImage;
    return {
      head: title + (cover ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(cover)}">` : ""),
      data: `<script id="__EVENTS_DATA__" type="application/json">${jsonForScript(page)}</script>`,
      page: { events: page },
    };
  } catch (err) {
    // The page still works without: it fetches the list itself.
    deps.log.error({ err }, "events list inlining failed");
    return { head: title, data: "" };
  }
}
