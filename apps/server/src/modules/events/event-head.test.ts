import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { insertEvent, insertRegistration, insertUser } from "../../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";
import { renderEventHead } from "./event-head.ts";

const EVIL = "</script><script>alert(1)</script>";
const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let dist: string;
let page: (path: string) => Promise<{ status: number; html: string }>;
let eventId: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(join(tmpdir(), "commons-head-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  // The real app with the SPA shell mounted, as main.ts builds it.
  const app = createApp(t.deps, { distDir: dist, renderHead: renderEventHead(t.deps) });
  page = async (path) => {
    const res = await app.request(`${TEST_ORIGIN}${path}`);
    return { status: res.status, html: await res.text() };
  };
  const host = await insertUser(t.db, { email: "head-host@example.com", phoneNumber: "+8613900001111" });
  eventId = await insertEvent(t.db, host.id, {
    title: `Demo ${EVIL} & "friends"`,
    shortDescription: `Short <b>bold</b> "quoted" ${EVIL}`,
    onlineUrl: "https://meet.example.com/private",
    richContent: `<p>${EVIL}</p>`,
  });
  draftId = await insertEvent(t.db, host.id, { title: "Secret draft", status: "DRAFT" });
  const attendee = await insertUser(t.db);
  await insertRegistration(t.db, eventId, attendee.id, "APPROVED");
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

function embedded(html: string) {
  const m = /<script id="__EVENT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

describe("event page head and data", () => {
  it("escapes a hostile title in <title> and <meta name=description>", async () => {
    const { status, html } = await page(`/zh/events/${eventId}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Demo &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;friends&#34; · Commons</title>");
    expect(html).toContain('<meta name="description" content="Short &#60;b&#62;bold&#60;/b&#62; &#34;quoted&#34; ');
    // Whatever the event says, the page has exactly its own scripts: the data block and the app bundle.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<script>alert(1)");
  });

  it("embeds the detail JSON as a signed-out visitor sees it, with every < escaped", async () => {
    const { html } = await page(`/en/events/${eventId}`);
    const block = /<script id="__EVENT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain("<");
    expect(block).toContain("\\u003c/script>");
    const data = embedded(html);
    const api = await t.client().get(`/api/events/${eventId}`);
    expect(data).toEqual(api.json.data);
    expect(data.title).toBe(`Demo ${EVIL} & "friends"`);
    expect(data.onlineUrl).toBeNull();
    expect(data.participants).toHaveLength(1);
    expect(html).not.toContain("head-host@example.com");
    expect(html).not.toContain("+8613900001111");
    expect(html).toContain('<html lang="en"');
  });

  it("falls back to the site title for drafts, unknown ids and other pages", async () => {
    for (const path of [`/zh/events/${draftId}`, "/zh/events/missing", "/zh/events", "/zh/"]) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("<title>Commons · 社区活动</title>");
      expect(embedded(html)).toBeNull();
      expect(html).not.toContain("Secret draft");
    }
    expect((await page("/en/events/missing")).html).toContain("<title>Commons · Community events</title>");
  });

  it("renders directly: null-free for any path, and tolerant of bad percent-encoding", async () => {
    const render = renderEventHead(t.deps);
    expect(await render("/zh/events/%E0%A4%A", "zh")).toEqual({ head: "<title>Commons · 社区活动</title>", data: "" });
    const ok = await render(`/zh/events/${eventId}/`, "zh");
    expect(ok?.data).toMatch(/^<script id="__EVENT_DATA__" type="application\/json">/);
  });
});
