import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
