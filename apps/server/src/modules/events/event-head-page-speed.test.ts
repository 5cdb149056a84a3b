import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";
import { renderEventHead } from "./event-head.ts";
import { PAGE_INLINE_SCRIPT_TAG } from "../../lib/page-inline-script.ts";

// What the HTML of the landing pages does for their first paint (ADR 0012): the events list inlines its
// first page and, like an event page, names the cover that is its largest paint for preloading.
const SHELL = `<!doctype html><html lang="zh-CN"><head><title>Commons</title><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`;

let t: TestApp;
let dist: string;
let app: ReturnType<typeof createApp>;
let coveredId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(join(tmpdir(), "commons-list-head-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  app = createApp(t.deps, { distDir: dist, renderHead: renderEventHead(t.deps) });
  const host = await insertUser(t.db, { email: "list-head-host@example.com", phoneNumber: "+8613900002222" });
  await insertEvent(t.db, host.id, { title: "第二场 </script>", startTime: new Date(Date.now() + 9 * DAY) });
  coveredId = await insertEvent(t.db, host.id, { title: "第一场", coverImage: "/files/covers/first.png", startTime: new Date(Date.now() + 2 * DAY) });
  await insertEvent(t.db, host.id, { title: "Draft", status: "DRAFT", startTime: new Date(Date.now() + DAY) });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const html = async (path: string) => (await app.request(`${TEST_ORIGIN}${path}`)).text();
function inlined(page: string) {
  const m = /<script id="__EVENTS_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(page);
  return m ? (JSON.parse(m[1]!) as unknown) : null;
}

describe("the events list's HTML", () => {
  it("carries exactly what GET /api/events answers for the unfiltered list", async () => {
    const page = await html("/zh/events");
    const api = (await (await app.request(`${TEST_ORIGIN}/api/events`)).json()) as { data: { events: { title: string }[] } };
    expect(inlined(page)).toEqual(api.data);
    expect(api.data.events.map((e) => e.title)).toEqual(["第一场", "第二场 </script>"]);
    // A title cannot close the data block early: its end is the only one besides the warm-up script's.
    expect(page.replace(PAGE_INLINE_SCRIPT_TAG, "").match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain("<title>Commons · 社区活动</title>");
  });

  it("names the first card's cover for preloading", async () => {
    expect(await html("/en/events")).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/covers/first.png">');
  });

  it("inlines nothing for a filtered list, which fetches its own", async () => {
    const page = await html("/zh/events?when=past");
    expect(inlined(page)).toBeNull();
    expect(page).not.toContain('rel="preload"');
  });
});

describe("an event page's HTML", () => {
  it("names the cover for preloading, at the URL the page's <img> uses", async () => {
    expect(await html(`/zh/events/${coveredId}`)).toContain('<link rel="preload" as="image" fetchpriority="high" href="/files/covers/first.png">');
  });
});
