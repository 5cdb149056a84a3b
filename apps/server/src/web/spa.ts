import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { LOCALES, LOCALE_COOKIE, pickLocale, type ServerPageData } from "@commons/domain";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../lib/context.ts";
import { PAGE_INLINE_SCRIPT_TAG } from "../lib/page-inline-script.ts";
import { encodePage } from "../lib/content-encoding.ts";
import { isKnownPage } from "./known-pages.ts";
import { type ErrorLog, pageRenderer } from "./page-renderer.ts";
import { routePreloads } from "./route-preloads.ts";
import { readAsset } from "./static-assets.ts";

const CONSOLE_LOG: ErrorLog = { error: (details, message) => console.error(message, details) };
const SERVER_PREFIXES = ["/api/", "/files/", "/dev/", "/healthz"];

/** A page's head tags, its inlined data, and that data as objects for the server's render (ADR 0018). */
export interface HeadAndData {
  head: string;
  data: string;
  page?: ServerPageData;
  /**
   * 404 when the page's object does not exist (an unknown event), 410 when it was deleted: the shell still
   * comes, with that status, and the app shows its own page for it.
   */
  status?: 404 | 410;
}

/** The shell a page is rendered into; `renderHead` lets modules (event pages) fill title and metadata. */
export interface SpaOptions {
  distDir: string;
  /** `search` is the request's query string ("" or "?…"): data inlined for a page must match it. */
  renderHead?: (path: string, locale: string, search: string) => Promise<HeadAndData | null>;
  /** Whether the object a page shows exists (an organisation, a person); false answers 404 (issue 27 item 11). */
  pageExists?: (path: string) => Promise<boolean>;
  /** Where a failed server render is reported (it never fails the request). */
  log?: ErrorLog;
}

export function spaRoutes({ distDir, renderHead, pageExists, log = CONSOLE_LOG }: SpaOptions) {
  const indexPath = join(distDir, "index.html");
  const shell = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  const preloadsFor = routePreloads(distDir);
  const renderRoot = pageRenderer(distDir, log);
  const app = new Hono<AppEnv>();

  app.get("/*", async (c, next) => {
    const path = c.req.path;
    if (SERVER_PREFIXES.some((p) => path.startsWith(p))) return next();
    const asset = await readAsset(distDir, path, { accept: c.req.header("accept"), acceptEncoding: c.req.header("accept-encoding") });
    if (asset) {
      // Vite fingerprints everything under /assets, so those can be cached forever.
      const cache = path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=300";
      return c.body(asset.body, 200, { ...asset.headers, "cache-control": cache });
    }
    const first = path.split("/")[1] ?? "";
    const query = new URL(c.req.url).search;
    if (!(LOCALES as readonly string[]).includes(first)) {
      // Bare paths get the reader's language: cookie, then Accept-Language, then Chinese. The home page goes
      // straight to the events list, in one hop, so it works without JavaScript (issue 27 item 15).
      const locale = pickLocale(getCookie(c, LOCALE_COOKIE), c.req.header("accept-language"));
      return c.redirect(`/${locale}${path === "/" ? "/events" : path}${query}`, 302);
    }
    if (path === `/${first}` || path === `/${first}/`) return c.redirect(`/${first}/events${query}`, 302);
    if (!shell) return c.text("The web app is not built. Run `npm run build`.", 503);
    const search = new URL(c.req.url).search;
    const extra = renderHead ? await renderHead(path, first, search) : null;
    // Dead links must look dead to crawlers and link checkers: an unknown path or a missing object is a 404,
    // with the app's own "not found" page in the body.
    const found = isKnownPage(path) && extra?.status === undefined && (pageExists ? await pageExists(path) : true);
    // The landing pages arrive drawn: the first screen paints before any script has run (ADR 0018).
    const root = extra?.page && renderRoot ? ((await renderRoot(path + search, extra.page)) ?? "") : "";
    // The page's own <title> (from renderHead) must be the only one: browsers use the first.
    const base = extra?.head.includes("<title>") ? shell.replace(/<title>[^<]*<\/title>/, "") : shell;
    const lang = first === "zh" ? "zh-CN" : "en";
    // The warm-up script comes first, ahead of the stylesheet it would otherwise wait for (ADR 0016); the
    // route's chunks go before the entry script, so the browser asks for them together (ADR 0012).
    const head = PAGE_INLINE_SCRIPT_TAG + (extra?.head ?? "") + preloadsFor(path);
    const page = fillShell(base.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`), head, extra?.data ?? "", root);
    const { body, encoding } = encodePage(page, c.req.header("accept-encoding"));
    return c.body(body, found ? 200 : (extra?.status ?? 404), {
      "content-type": "text/html; charset=UTF-8",
      "cache-control": "no-cache",
      vary: "Accept-Encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
  });
  return app;
}

/**
 * Puts the head, the data and the rendered page into the shell's three places in one pass, with a replacer
 * function: a string replacement would expand "$'", "$`" and "$&" found in user data (an event titled "$'"
 * pasted the rest of the shell into its own <title>), and a second pass could find a placeholder inside an
 * earlier insertion.
 */
export function fillShell(shell: string, head: string, data: string, root = ""): string {
  return shell.replace(/<!--app-(head|data)-->|<div id="root"><\/div>/g, (_match, which: string | undefined) =>
    which === "head" ? head : which === "data" ? data : `<div id="root">${root}</div>`,
  );
}
