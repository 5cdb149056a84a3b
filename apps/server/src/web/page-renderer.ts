import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderServerPage } from "@commons/domain";

/** The one logger call the renderer makes (pino's, or the console in tests). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

interface RendererModule {
  renderPage: RenderServerPage;
  /** Renders once so the first page is not the one that pays for compiling the code (a cold render can take over 1 s). */
  warmUp?: () => Promise<void>;
}

/** Where `vite build --ssr` puts the landing pages' renderer: a hidden folder, never served (ADR 0018). */
const SSR_ENTRY = join(".ssr", "entry-server.js");
/** A render is a few milliseconds; one that takes longer than this is dropped and the browser renders. */
const RENDER_TIMEOUT_MS = 1000;
/** The same data and address draw the same page; a page says "now" only to the minute. */
const CACHE_TTL_MS = 10_000;
const CACHE_ENTRIES = 64;

/**
 * The build's page renderer, loaded on first use, with its failures contained: a page it cannot draw
 * (an error, a timeout) is served as before, with an empty `#root` the browser fills. Null when the build
 * has no renderer (development, or a build from before ADR 0018).
 */
export function pageRenderer(distDir: string, log: ErrorLog): RenderServerPage | null {
  const entry = join(distDir, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  let loading: Promise<RendererModule | null> | null = null;
  // Renders take turns inside the renderer, so one that never ends would hold up every later one: until it
  // ends, pages go to the browser at once instead of each waiting out its own timeout.
  let stuck = false;
  const cache = new Map<string, { html: string | null; at: number }>();
  const load = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<RendererModule>).then(
      async (renderer) => {
        // Pages asked for meanwhile wait for it, as they wait for the import, outside their time limit.
        await renderer.warmUp?.().catch((err: unknown) => log.error({ err }, "warming the page renderer failed"));
        return renderer;
      },
      (err: unknown) => {
        log.error({ err, entry }, "the page renderer does not load; pages are rendered by the browser");
        return null;
      },
    ));
  // Loaded and warmed as the server starts, not by the first reader.
  void load();

  return async (url, data) => {
    const key = `${url}\n${JSON.stringify(data)}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.html;
    try {
      const renderer = await load();
      if (!renderer || stuck) return null;
      const rendering = renderer.renderPage(url, data);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          stuck = true;
          void rendering.catch(() => null).finally(() => (stuck = false));
          reject(new Error(`page render took over ${RENDER_TIMEOUT_MS} ms`));
        }, RENDER_TIMEOUT_MS);
      });
      const html = await Promise.race([rendering, timeout]).finally(() => clearTimeout(timer));
      cache.delete(key);
      cache.set(key, { html, at: Date.now() });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return html;
    } catch (err) {
      log.error({ err, url }, "server rendering failed; the browser renders this page");
      return null;
    }
  };
}
