import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { Hono } from "hono";
import { LOCALES, LOCALE_COOKIE, pickLocale } from "@commons/domain";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../lib/context.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const SERVER_PREFIXES = ["/api/", "/files/", "/dev/", "/healthz"];

/** The shell a page is rendered into; `renderHead` lets modules (event pages) fill title and metadata. */
export interface SpaOptions {
  distDir: string;
  renderHead?: (path: string, locale: string) => Promise<{ head: string; data: string } | null>;
}

export function spaRoutes({ distDir, renderHead }: SpaOptions) {
  const indexPath = join(distDir, "index.html");
  const shell = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  const app = new Hono<AppEnv>();

  app.get("/*", async (c, next) => {
    const path = c.req.path;
    if (SERVER_PREFIXES.some((p) => path.startsWith(p))) return next();
    const asset = await readAsset(distDir, path);
    if (asset) {
      // Vite fingerprints everything under /assets, so those can be cached forever.
      const cache = path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=300";
      return c.body(asset.body, 200, { "content-type": asset.type, "cache-control": cache });
    }
    const first = path.split("/")[1] ?? "";
    if (!(LOCALES as readonly string[]).includes(first)) {
      // Bare paths get the reader's language: cookie, then Accept-Language, then Chinese.
      const locale = pickLocale(getCookie(c, LOCALE_COOKIE), c.req.header("accept-language"));
      const query = new URL(c.req.url).search;
      return c.redirect(`/${locale}${path === "/" ? "" : path}${query}`, 302);
    }
    if (!shell) return c.text("The web app is not built. Run `npm run build`.", 503);
    const extra = renderHead ? await renderHead(path, first) : null;
    // The page's own <title> (from renderHead) must be the only one: browsers use the first.
    const base = extra?.head.includes("<title>") ? shell.replace(/<title>[^<]*<\/title>/, "") : shell;
    const page = base
      .replace("<!--app-head-->", extra?.head ?? "")
      .replace("<!--app-data-->", extra?.data ?? "")
      .replace(/<html lang="[^"]*"/, `<html lang="${first === "zh" ? "zh-CN" : "en"}"`);
    return c.html(page, 200, { "cache-control": "no-cache" });
  });
  return app;
}

async function readAsset(distDir: string, urlPath: string): Promise<{ body: Uint8Array<ArrayBuffer>; type: string } | null> {
  if (urlPath === "/" || urlPath.endsWith("/") || !extname(urlPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = normalize(join(distDir, decoded));
  // Never serve anything outside the build folder, whatever the path says.
  if (!full.startsWith(normalize(distDir) + sep)) return null;
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    return { body: new Uint8Array(await readFile(full)), type: TYPES[extname(full)] ?? "application/octet-stream" };
  } catch {
    return null;
  }
}
