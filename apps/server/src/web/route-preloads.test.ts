import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routePreloads } from "./route-preloads.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function distWith(manifest: object | null): string {
  const dist = mkdtempSync(join(tmpdir(), "commons-preloads-"));
  dirs.push(dist);
  if (manifest) {
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dist;
}

const ENTRY = { "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_runtime.js"] }, "_runtime.js": { file: "assets/runtime-1.js" } };

describe("routePreloads", () => {
  it("names a landing route's chunk and its static imports, leaving out what the entry already loads", () => {
    const preloads = routePreloads(
      distWith({
        ...ENTRY,
        "src/app/routes/$locale/events/$id.tsx?tsr-split=component": { file: "assets/_id-1.js", imports: ["index.html", "_runtime.js", "_badge.js"] },
        "_badge.js": { file: "assets/badge-1.js", imports: ["index.html"] },
        "src/app/routes/$locale/events/index.tsx?tsr-split=component": { file: "assets/events-1.js", imports: ["index.html"] },
      }),
    );
    expect(preloads("/zh/events/abc")).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/_id-1.js"><link rel="modulepreload" crossorigin href="/assets/badge-1.js">',
    );
    expect(preloads("/en/events")).toBe('<link rel="modulepreload" crossorigin href="/assets/events-1.js">');
    expect(preloads("/zh/events/abc/register")).toBe("");
    expect(preloads("/zh/settings/profile")).toBe("");
  });

  it("finds both landing routes in the landing chunk the build groups them into", () => {
    const preloads = routePreloads(distWith({ ...ENTRY, "_landing-1.js": { file: "assets/landing-1.js", name: "landing", imports: ["index.html", "_runtime.js"] } }));
    const tag = '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">';
    expect(preloads("/zh/events")).toBe(tag);
    expect(preloads("/zh/events/abc")).toBe(tag);
  });

  it("names nothing without a manifest", () => {
    expect(routePreloads(distWith(null))("/zh/events/abc")).toBe("");
  });
});
