import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { PAGE_INLINE_SCRIPT_TAG } from "../lib/page-inline-script.ts";
import { PAGE_CSP } from "../lib/security-headers.ts";
import { fillShell, spaRoutes } from "./spa.ts";

const SHELL = `<!doctype html><html lang="zh-CN"><head><title>Commons</title><!--app-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div><!--app-data--></body></html>`;
// String.prototype.replace patterns, as an event title or any user text may hold them.
const DOLLARS = "$' $` $& $$ $1";

describe("fillShell", () => {
  it("inserts head and data literally, whatever dollar patterns they hold", () => {
    const head = `<title>${DOLLARS}</title>`;
    const data = `<script id="__EVENT_DATA__" type="application/json">{"title":"${DOLLARS}"}</script>`;
    expect(fillShell(SHELL, head, data)).toBe(SHELL.replace("<!--app-head-->", () => head).replace("<!--app-data-->", () => data));
    expect(fillShell(SHELL, head, data).match(/<script/g)).toHaveLength(2);
  });

  it("never fills a placeholder that arrived inside the other insertion", () => {
    const page = fillShell(SHELL, "<title><!--app-data--></title>", "DATA");
    expect(page).toContain("<title><!--app-data--></title>");
    expect(page).toContain('<div id="root"></div>DATA</body>');
  });
});

describe("spaRoutes", () => {
  const dist = mkdtempSync(join(tmpdir(), "commons-spa-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("serves an event shell whose head and data hold dollar patterns unchanged", async () => {
    const app = spaRoutes({
      distDir: dist,
      renderHead: async () => ({ head: `<title>${DOLLARS} · Commons</title>`, data: `<script id="__EVENT_DATA__" type="application/json">"${DOLLARS}"</script>` }),
    });
    const html = await (await app.request("http://localhost/en/events/x")).text();
    expect(html).toBe(
      `<!doctype html><html lang="en"><head>${PAGE_INLINE_SCRIPT_TAG}<title>${DOLLARS} · Commons</title><script type="module" src="/assets/index.js"></script></head>` +
        `<body><div id="root"></div><script id="__EVENT_DATA__" type="application/json">"${DOLLARS}"</script></body></html>`,
    );
  });

  it("gives every page one inline script, which the page policy allows by its hash and nothing else does", async () => {
    const html = await (await spaRoutes({ distDir: dist }).request("http://localhost/zh/events")).text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256").update(inline[0]!).digest("base64");
    const scriptSrc = PAGE_CSP.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

// Issue 27 items 11 and 15: dead links look dead (404 with the app's page in the body), and the home page reaches
// the events list in one hop, without JavaScript.
describe("spaRoutes statuses and the home redirect", () => {
  const dist = mkdtempSync(join(tmpdir(), "commons-spa-status-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const app = spaRoutes({
    distDir: dist,
    renderHead: async (path) => (path.includes("missing") ? { head: "<title>t</title>", data: "", status: 404 } : null),
    pageExists: async (path) => !path.includes("nobody"),
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });

  it("answers 404, with the shell, for a path that is no page, a missing event and a missing person", async () => {
    for (const path of ["/zh/no-such-page", "/en/events/x/y/z", "/zh/events/missing", "/zh/u/nobody", "/zh/orgs/nobody"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const path of ["/zh/events", "/zh/events/abc", "/en/u/someone", "/zh/app/events/abc/manage"]) expect((await get(path)).status, path).toBe(200);
  });

  it("sends / and /{locale} straight to the events list, in the reader's language", async () => {
    const home = await get("/", { "accept-language": "en-US,en;q=0.9" });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/en/events");
    for (const path of ["/zh", "/zh/"]) expect((await get(path)).headers.get("location")).toBe("/zh/events");
  });
});

describe("spaRoutes with the build's page renderer (ADR 0018)", () => {
  const dist = mkdtempSync(join(tmpdir(), "commons-ssr-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  mkdirSync(join(dist, ".ssr"));
  // A stand-in for `vite build --ssr`'s output with the same export: it draws the url and data it was given,
  // fails or hangs on request, and counts its calls.
  writeFileSync(
    join(dist, ".ssr", "entry-server.js"),
    `globalThis.ssrCalls = [];
export async function renderPage(url, data) {
  globalThis.ssrCalls.push(url);
  if (url.includes("boom")) throw new Error("render failed");
  if (url.includes("hang")) return new Promise(() => {});
  return "<p>" + url + " $' $& " + JSON.stringify(data) + "</p>";
}`,
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const calls = () => (globalThis as unknown as { ssrCalls: string[] }).ssrCalls;
  const errors: string[] = [];
  const app = spaRoutes({
    distDir: dist,
    log: { error: (_details, message) => void errors.push(message) },
    renderHead: async (path, _locale, search) => ({
      head: "<title>t</title>",
      data: "<script>data</script>",
      // Like the real head: the list inlines its data only without a query string.
      page: search ? undefined : { event: { id: path.split("/").pop() ?? "" } },
    }),
  });
  const html = async (url: string) => {
    const response = await app.request(`http://localhost${url}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("puts the renderer's HTML into #root, literally, drawn from the page's inlined data", async () => {
    const page = await html("/zh/events/e1");
    expect(page).toContain(`<div id="root"><p>/zh/events/e1 $' $& {"event":{"id":"e1"}}</p></div><script>data</script>`);
  });

  it("renders the same page once while its data is unchanged", async () => {
    const before = calls().filter((url) => url === "/zh/events/e2").length;
    await html("/zh/events/e2");
    await html("/zh/events/e2");
    expect(calls().filter((url) => url === "/zh/events/e2").length - before).toBe(1);
  });

  it("leaves #root empty for a page without data to draw from", async () => {
    const before = calls().length;
    expect(await html("/zh/events?when=past")).toContain('<div id="root"></div>');
    expect(calls().length).toBe(before);
  });

  it("serves the page for the browser to render when the renderer fails or hangs, and logs why", async () => {
    expect(await html("/zh/events/boom")).toContain('<div id="root"></div><script>data</script>');
    expect(await html("/zh/events/hang")).toContain('<div id="root"></div><script>data</script>');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/server rendering failed/);
    // The hung render has not ended: later pages are not queued behind it, nor each made to wait 1 s.
    const started = Date.now();
    expect(await html("/zh/events/e3")).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(500);
    expect(calls()).not.toContain("/zh/events/e3");
  });

  it("never serves the renderer itself", async () => {
    const response = await app.request("http://localhost/.ssr/entry-server.js");
    expect(await response.text()).not.toContain("renderPage");
  });
});
