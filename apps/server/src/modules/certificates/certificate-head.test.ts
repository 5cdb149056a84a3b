import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { certificates } from "../../db/schema/index.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";
import { renderEventHead } from "../events/event-head.ts";
import { renderCertificateHead } from "./certificate-head.ts";
import { issueOne } from "./certificates-test-kit.ts";

// docs/product/certificates.md#verification: `/{locale}/certificates/{number}` is served with its share preview and
// the PublicCertificate inlined (the page draws without a round trip); an unknown number gets the app with 404.
// The event pages' head still answers behind it.

const EVIL = "</script><script>alert(1)</script>";
const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let dist: string;
let page: (path: string) => Promise<{ status: number; html: string }>;
let number: string;
let eventId: string;
let holderEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(join(tmpdir(), "commons-cert-head-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  // As main.ts builds it: the certificate head in front of the event pages' head.
  const app = createApp(t.deps, { distDir: dist, renderHead: renderCertificateHead(t.deps, renderEventHead(t.deps)) });
  page = async (path) => {
    const res = await app.request(`${TEST_ORIGIN}${path}`);
    return { status: res.status, html: await res.text() };
  };
  const host = await insertUser(t.db);
  const holder = await insertUser(t.db, { name: `王小明 ${EVIL}`, phoneNumber: "+8613900003333" });
  holderEmail = holder.email;
  eventId = await insertEvent(t.db, host.id, { title: "春季黑客松" });
  ({ number } = await issueOne(t.db, eventId, holder.id));
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const metaContent = (html: string, attr: string, key: string) => new RegExp(`<meta ${attr}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const inlined = (html: string) => {
  const m = /<script id="__CERTIFICATE_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

describe("the certificate verification page", () => {
  it("has its title, description, Open Graph image of the certificate, canonical and hreflang, and is indexable", async () => {
    const { status, html } = await page(`/en/certificates/${number}`);
    expect(status).toBe(200);
    const url = `${TEST_ORIGIN}/en/certificates/${number}`;
    expect(metaContent(html, "property", "og:image")).toBe(`${TEST_ORIGIN}/api/certificates/by-number/${number}/image.png`);
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "property", "og:description")).toContain("received “评委大奖” at “春季黑客松”, issued by Commons. Certificate number " + number);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${TEST_ORIGIN}/zh/certificates/${number}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/zh/certificates/${number}">`);
    expect(html).not.toContain("noindex");
    expect(html).toContain('<html lang="en"');
  });

  it("inlines the PublicCertificate, with nothing private, and keeps a hostile name inert", async () => {
    const { html } = await page(`/zh/certificates/${number.toLowerCase()}`);
    const data = inlined(html);
    expect(data).toMatchObject({ number, status: "VALID", eventId, eventTitle: "春季黑客松", awardName: "评委大奖", recipientName: `王小明 ${EVIL}` });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>王小明 &#60;/script&#62;");
    for (const secret of [holderEmail, "+8613900003333", "userId"]) expect(html).not.toContain(secret);
  });

  it("says a revoked certificate is revoked", async () => {
    await t.db.update(certificates).set({ revokedAt: new Date(), revokeReason: "作品抄袭", revokeCause: "ORGANISER" }).where(eq(certificates.number, number));
    const { status, html } = await page(`/zh/certificates/${number}`);
    expect(status).toBe(200);
    expect(inlined(html)).toMatchObject({ status: "REVOKED" });
    expect(metaContent(html, "property", "og:title")).toContain("（此证书已撤销）");
    expect(html).not.toContain("作品抄袭");
    await t.db.update(certificates).set({ revokedAt: null, revokeReason: null, revokeCause: null }).where(eq(certificates.number, number));
  });

  it("answers an unknown or malformed number with the app and 404, and leaves event pages to their own head", async () => {
    for (const path of ["/zh/certificates/000000000000", "/en/certificates/%E0%A4%A", "/zh/certificates/nope"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(inlined(html)).toBeNull();
    }
    const event = await page(`/zh/events/${eventId}`);
    expect([event.status, metaContent(event.html, "property", "og:title")]).toEqual([200, "春季黑客松"]);
  });
});
