import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { organizations, ticketTypes } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration, insertUser } from "../../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";
import { previewText, renderEventHead } from "./event-head.ts";
import { PAGE_INLINE_SCRIPT_TAG } from "../../lib/page-inline-script.ts";

const EVIL = "</script><script>alert(1)</script>";
const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let dist: string;
let page: (path: string) => Promise<{ status: number; html: string }>;
let eventId: string;
let draftId: string;
let richId: string;

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
    isOnline: true,
    onlineUrl: "https://meet.example.com/private",
    richContent: `<p>${EVIL}</p>`,
  });
  draftId = await insertEvent(t.db, host.id, { title: "Secret draft", status: "DRAFT" });
  const attendee = await insertUser(t.db);
  await insertRegistration(t.db, eventId, attendee.id, "APPROVED");
  const [org] = await t.db.insert(organizations).values({ slug: "head-org", name: "开发者 <社区>" }).returning();
  richId = await insertEvent(t.db, host.id, {
    title: "AI 黑客松",
    shortDescription: "两天一夜，做出能用的东西",
    coverImage: "/files/covers/ai.png",
    organizationId: org!.id,
    address: "上海市徐汇区漕溪北路 1 号",
    city: "上海",
    startTime: new Date("2030-05-01T01:00:00Z"),
    endTime: new Date("2030-05-02T09:00:00Z"),
  });
  await t.db.insert(ticketTypes).values([
    { eventId: richId, name: "早鸟票", priceCents: 9900 },
    { eventId: richId, name: "停售", priceCents: 100, isActive: false },
  ]);
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

function embedded(html: string) {
  const m = /<script id="__EVENT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

function jsonLd(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  expect(blocks[0]![1]).not.toContain("<");
  return JSON.parse(blocks[0]![1]!);
}
const metaContent = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe("share previews and search metadata", () => {
  it("has Open Graph and Twitter tags with absolute URLs, canonical and hreflang links", async () => {
    const { html } = await page(`/en/events/${richId}`);
    const url = `${TEST_ORIGIN}/en/events/${richId}`;
    expect(metaContent(html, "property", "og:title")).toBe("AI 黑客松");
    expect(metaContent(html, "property", "og:description")).toBe("两天一夜，做出能用的东西");
    expect(metaContent(html, "property", "og:type")).toBe("website");
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "property", "og:image")).toBe(`${TEST_ORIGIN}/files/covers/ai.png`);
    expect(metaContent(html, "property", "og:locale")).toBe("en_US");
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:image")).toBe(`${TEST_ORIGIN}/files/covers/ai.png`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${TEST_ORIGIN}/zh/events/${richId}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/zh/events/${richId}">`);
    expect(metaContent((await page(`/zh/events/${richId}`)).html, "property", "og:locale")).toBe("zh_CN");
  });

  it("describes the event as schema.org JSON-LD", async () => {
    const ld = jsonLd((await page(`/zh/events/${richId}`)).html);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "AI 黑客松",
      description: "两天一夜，做出能用的东西",
      startDate: "2030-05-01T01:00:00.000Z",
      endDate: "2030-05-02T09:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "上海市徐汇区漕溪北路 1 号", address: { addressLocality: "上海" } },
      image: [`${TEST_ORIGIN}/files/covers/ai.png`],
      organizer: { "@type": "Organization", name: "开发者 <社区>", url: `${TEST_ORIGIN}/orgs/head-org` },
      url: `${TEST_ORIGIN}/zh/events/${richId}`,
    });
    expect(ld.offers).toEqual([
      { "@type": "Offer", name: "早鸟票", price: "99.00", priceCurrency: "CNY", url: `${TEST_ORIGIN}/zh/events/${richId}`, availability: "https://schema.org/InStock" },
    ]);
  });

  it("keeps a hostile title inert in JSON-LD and never puts the private online link there", async () => {
    const { html } = await page(`/zh/events/${eventId}`);
    const ld = jsonLd(html);
    expect(ld.name).toBe(`Demo ${EVIL} & "friends"`);
    expect(ld.location).toEqual({ "@type": "VirtualLocation", url: `${TEST_ORIGIN}/zh/events/${eventId}` });
    expect(ld.offers).toBeUndefined();
    expect(ld.organizer["@type"]).toBe("Person");
    expect(html).not.toContain("meet.example.com/private");
  });
});

describe("event page head and data", () => {
  it("escapes a hostile title in <title> and <meta name=description>", async () => {
    const { status, html } = await page(`/zh/events/${eventId}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Demo &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;friends&#34; · Commons</title>");
    expect(html).toContain('<meta name="description" content="Short &#60;b&#62;bold&#60;/b&#62; &#34;quoted&#34; ');
    // Whatever the event says, the page has exactly its own scripts: JSON-LD, the data block, the app bundle
    // and the date-data warm-up, once.
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(html.split(PAGE_INLINE_SCRIPT_TAG)).toHaveLength(2);
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

  it("falls back to the site title for drafts, unknown ids and other pages; a draft or unknown event is a 404 to a visitor", async () => {
    for (const path of [`/zh/events/${draftId}`, "/zh/events/missing", "/zh/events"]) {
      const { status, html } = await page(path);
      // Issue 27 item 11: a dead link looks dead to crawlers (the body is still the app, which says "not found").
      expect(status, path).toBe(path === "/zh/events" ? 200 : 404);
      expect(html).toContain("<title>Commons · 社区活动</title>");
      expect(embedded(html)).toBeNull();
      expect(html).not.toContain("Secret draft");
    }
    expect((await page("/en/events/missing")).html).toContain("<title>Commons · Community events</title>");
  });

  it("answers a deleted event's page with 410 and says so in the title; a deleted draft never published stays a 404", async () => {
    // docs/product/organiser-console.md#deleting-an-event
    const host = await insertUser(t.db);
    const once = await insertEvent(t.db, host.id, { title: "Cancelled then deleted", status: "CANCELLED", publishedAt: new Date(), deletedAt: new Date() });
    const never = await insertEvent(t.db, host.id, { title: "Deleted draft", status: "DRAFT", deletedAt: new Date() });
    const zh = await page(`/zh/events/${once}`);
    expect(zh.status).toBe(410);
    expect(zh.html).toContain("<title>该活动已被主办方删除 · Commons</title>");
    expect(zh.html).toContain('<meta name="robots" content="noindex">');
    expect(zh.html).not.toContain("Cancelled then deleted");
    const en = await page(`/en/events/${once}`);
    expect(en.status).toBe(410);
    expect(en.html).toContain("<title>This event was deleted by its organiser · Commons</title>");
    const draft = await page(`/zh/events/${never}`);
    expect(draft.status).toBe(404);
    expect(draft.html).toContain("<title>Commons · 社区活动</title>");
  });

  it("renders directly: null-free for any path, and tolerant of bad percent-encoding", async () => {
    const render = renderEventHead(t.deps);
    expect(await render("/zh/events/%E0%A4%A", "zh")).toEqual({ head: "<title>Commons · 社区活动</title>", data: "" });
    const ok = await render(`/zh/events/${eventId}/`, "zh");
    expect(ok?.data).toMatch(/^<script id="__EVENT_DATA__" type="application\/json">/);
  });
});

describe("previewText", () => {
  it("reads rich text as words, its character references decoded exactly once", () => {
    const richContent = `<p>&lt;script&gt;x&lt;/script&gt; 1 &lt; 2 &amp;lt; &quot;q&quot;</p><p>&#39;a&#x27; &bogus; &#0;</p>`;
    expect(previewText({ shortDescription: null, description: null, richContent })).toBe(`<script>x</script> 1 < 2 &lt; "q" 'a' &bogus; &#0;`);
  });
});
