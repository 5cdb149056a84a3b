import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { spaRoutes } from "./spa.ts";

// The SPA routes as the server mounts them, over a build folder laid out as the web build writes it.
const dist = mkdtempSync(join(tmpdir(), "commons-static-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const SCRIPT = `export const page = "${"event ".repeat(400)}";`;
mkdirSync(join(dist, "assets"));
mkdirSync(join(dist, "demo"));
mkdirSync(join(dist, ".vite"));
writeFileSync(join(dist, "assets", "index-abc.js"), SCRIPT);
writeFileSync(join(dist, "assets", "index-abc.js.br"), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, "assets", "index-abc.js.gz"), gzipSync(SCRIPT));
writeFileSync(join(dist, "assets", "plain-abc.js"), "export {};");
writeFileSync(join(dist, "demo", "cover.png"), "PNG-BYTES");
writeFileSync(join(dist, "demo", "cover.webp"), "WEBP-BYTES");
writeFileSync(join(dist, "demo", "only.png"), "ONLY-PNG");
writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: "assets/index-abc.js", isEntry: true } }));
writeFileSync(join(dist, "index.html"), `<!doctype html><html lang="zh-CN"><head><title>Commons</title><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`);

const app = spaRoutes({
  distDir: dist,
  renderHead: async (_path, _locale, search) => ({ head: "<title>Events · Commons</title>", data: `<script>${"x".repeat(2000)}${search}</script>` }),
});
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });

describe("static files", () => {
  it("sends a built script's brotli or gzip copy to clients that take it, cached for good", async () => {
    const br = await get("/assets/index-abc.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get("/assets/index-abc.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");

    const plain = await get("/assets/index-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("sends a file the build left uncompressed as it is", async () => {
    const res = await get("/assets/plain-abc.js", { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("export {};");
  });

  it("sends the WebP copy of an image to browsers that show WebP, the PNG to others", async () => {
    const browser = await get("/demo/cover.png", { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" });
    expect(browser.headers.get("content-type")).toBe("image/webp");
    expect(browser.headers.get("vary")).toBe("Accept");
    expect(await browser.text()).toBe("WEBP-BYTES");

    const crawler = await get("/demo/cover.png", { accept: "image/png,image/*" });
    expect(crawler.headers.get("content-type")).toBe("image/png");
    expect(await crawler.text()).toBe("PNG-BYTES");

    const noCopy = await get("/demo/only.png", { accept: "image/webp" });
    expect(await noCopy.text()).toBe("ONLY-PNG");
  });

  it("never serves the hidden build manifest", async () => {
    const res = await get("/.vite/manifest.json");
    expect(res.headers.get("content-type")).not.toBe("application/json");
    expect(await res.text()).not.toContain("isEntry");
  });
});

describe("pages", () => {
  it("compresses the rendered shell for clients that take it, and hands the query string to renderHead", async () => {
    const res = await get("/zh/events?when=past", { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain("<title>Events · Commons</title>");
    expect(html).toContain("?when=past</script>");

    const plain = await get("/zh/events");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain('<html lang="zh-CN">');
  });
});
