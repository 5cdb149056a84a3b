import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateRenders, messageJobs, storedFiles } from "../../db/schema/index.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { DELIVERY_POLICY, retryDelayMs } from "../messaging/delivery-policy.ts";
import { storageFor } from "../uploads/storage.ts";
import { issueOne } from "./certificates-test-kit.ts";
import { decodePng } from "./render/certificate-render-kit.ts";

// docs/decisions/0043-certificates-drawn-once-when-issued.md, with the real app, database, queue, storage and render
// pool: a certificate is drawn in the background when it is issued or changes, and its downloads read the stored
// file. The pool's count of renders shows when something was drawn and when it was not.

type Person = { client: TestClient; userId: string };
/** The queue's clock, moved forward to reach a retry without waiting for it. */
const clock = { ahead: 0, now: () => new Date(Date.now() + clock.ahead) };
let t: TestApp;
let host: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({}, { queue: { now: clock.now } });
  host = await signedIn(t);
  eventId = await insertEvent(t.db, host.userId, { title: "秋季黑客松", type: "HACKATHON" });
});
afterAll(() => t.close());

const storage = () => storageFor(t.deps.env);
const drawn = () => t.deps.certificateRenderer.pool.drawn;
const renderJobs = (certificateId: string) => t.db.select().from(messageJobs).where(and(eq(messageJobs.channel, "render"), sql`${messageJobs.payload}->>'certificateId' = ${certificateId}`));
async function renderRow(certificateId: string, locale: "zh" | "en" = "zh") {
  const [row] = await t.db.select().from(certificateRenders).where(and(eq(certificateRenders.certificateId, certificateId), eq(certificateRenders.locale, locale)));
  return row;
}
async function holderWithCertificate(name: string): Promise<Person & { cert: { id: string; number: string } }> {
  const holder = await signedIn(t, "zh", { name });
  return { ...holder, cert: await issueOne(t.db, eventId, holder.userId) };
}

describe("a certificate drawn when it is issued", () => {
  it("is queued in the issue's transaction, and the job stores its PNG in storage, owned by nobody", async () => {
    const { cert } = await holderWithCertificate("林晓");
    expect(await renderJobs(cert.id)).toEqual([expect.objectContaining({ status: "pending", payload: { kind: "certificateRender", certificateId: cert.id, locale: "zh" } })]);
    expect(await renderRow(cert.id)).toBeUndefined();

    const before = drawn();
    await t.deps.messages.runDue();
    expect(drawn() - before).toBe(1);
    expect(await renderJobs(cert.id)).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
    const row = await renderRow(cert.id);
    expect(row?.storageKey).toMatch(new RegExp(`^certificate-renders/${cert.id}/[a-f0-9]{32}\\.png$`));
    const file = await storage().get(row!.storageKey);
    expect(decodePng(file!)).toMatchObject({ width: 1684, height: 1190 });
    expect(row?.bytes).toBe(file!.byteLength);
    // Recorded for the orphan sweep, and against no one's upload quota.
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, row!.storageKey))).toEqual([expect.objectContaining({ ownerId: null, bytes: file!.byteLength })]);
    // Not served as an upload.
    expect((await t.client().get(`/files/${row!.storageKey}`)).status).toBe(404);
  });

  it("is then downloaded, as PNG, as PDF and as the public picture, from the stored file without drawing", async () => {
    const holder = await holderWithCertificate("周一鸣");
    await t.deps.messages.runDue();
    const stored = await storage().get((await renderRow(holder.cert.id))!.storageKey);
    const before = drawn();

    const png = await holder.client.get(`/api/certificates/${holder.cert.id}/download?format=png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toBe(`attachment; filename="certificate-${holder.cert.number}.png"`);
    expect(png.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.compare(png.bytes, Buffer.from(stored!))).toBe(0);

    const pdf = await host.client.get(`/api/certificates/${holder.cert.id}/download?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(`周一鸣 · ${holder.cert.number}`);
    const image = (doc.getPage(0).node.Resources()!.lookup(PDFName.of("XObject")) as PDFDict).lookup(PDFName.of("Im0")) as PDFRawStream;
    // The page holds the stored PNG's own pixel rows.
    expect(inflateSync(image.contents).length).toBe(1190 * (1 + 1684 * 3));

    const preview = await t.client().get(`/api/certificates/by-number/${holder.cert.number}/image.png?lang=zh`);
    expect(preview.status).toBe(200);
    expect(Buffer.compare(preview.bytes, Buffer.from(stored!))).toBe(0);
    expect(drawn()).toBe(before);
  });

  it("draws another language once, on its first download, and stores it beside the first", async () => {
    const { cert } = await holderWithCertificate("陈思");
    await t.deps.messages.runDue();
    const before = drawn();
    const first = await t.client("en").get(`/api/certificates/by-number/${cert.number}/image.png?lang=en`);
    expect(first.status).toBe(200);
    expect(drawn() - before).toBe(1);
    const en = await renderRow(cert.id, "en");
    expect(Buffer.compare(first.bytes, Buffer.from((await storage().get(en!.storageKey))!))).toBe(0);
    expect(en?.storageKey).not.toBe((await renderRow(cert.id, "zh"))?.storageKey);
    expect((await t.client("en").get(`/api/certificates/by-number/${cert.number}/image.png?lang=en`)).status).toBe(200);
    expect(drawn() - before).toBe(1);
  });

  it("shares one drawing between two downloads at once of a certificate not drawn yet", async () => {
    const holder = await holderWithCertificate("吴桐");
    const before = drawn();
    const [a, b] = await Promise.all([
      holder.client.get(`/api/certificates/${holder.cert.id}/download`),
      t.client().get(`/api/certificates/by-number/${holder.cert.number}/image.png?lang=zh`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
    expect(drawn() - before).toBe(1);
    // The job queued at issue finds it current and draws nothing.
    await t.deps.messages.runDue();
    expect(drawn() - before).toBe(1);
  });
});

describe("a changed certificate", () => {
  it("gets a new picture when the name is corrected, and the replaced file is deleted", async () => {
    const holder = await holderWithCertificate("张三丰");
    await t.deps.messages.runDue();
    const old = (await renderRow(holder.cert.id))!.storageKey;

    expect((await holder.client.patch(`/api/certificates/${holder.cert.id}/recipient-name`, { recipientName: "张三峰" })).status).toBe(200);
    expect(await renderJobs(holder.cert.id)).toContainEqual(expect.objectContaining({ status: "pending" }));
    const before = drawn();
    await t.deps.messages.runDue();
    expect(drawn() - before).toBe(1);
    const now = (await renderRow(holder.cert.id))!.storageKey;
    expect(now).not.toBe(old);
    expect(await storage().exists(old)).toBe(false);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, old))).toEqual([]);

    const res = await holder.client.get(`/api/certificates/${holder.cert.id}/download`);
    expect(Buffer.compare(res.bytes, Buffer.from((await storage().get(now))!))).toBe(0);
    expect(drawn() - before).toBe(1);
  });

  it("is drawn on demand when downloaded before its job ran, and the job then finds nothing to draw", async () => {
    const holder = await holderWithCertificate("赵敏");
    await t.deps.messages.runDue();
    const valid = (await renderRow(holder.cert.id))!.storageKey;
    expect((await host.client.post(`/api/certificates/${holder.cert.id}/revoke`, { reason: "作品抄袭" })).status).toBe(200);

    const before = drawn();
    const res = await holder.client.get(`/api/certificates/${holder.cert.id}/download`);
    expect(res.status).toBe(200);
    expect(drawn() - before).toBe(1);
    const revoked = (await renderRow(holder.cert.id))!.storageKey;
    expect(revoked).not.toBe(valid);
    expect(await storage().exists(valid)).toBe(false);
    await t.deps.messages.runDue();
    expect(drawn() - before).toBe(1);
    expect((await renderRow(holder.cert.id))!.storageKey).toBe(revoked);
  });
});

describe("a render job that fails", () => {
  it("is retried later, and the download meanwhile draws the certificate and answers 200", async () => {
    // Storage cannot write: a file stands where the renders' folder goes.
    const folder = join(t.deps.env.DATA_DIR, "uploads", "certificate-renders");
    await rm(folder, { recursive: true, force: true });
    await mkdir(join(t.deps.env.DATA_DIR, "uploads"), { recursive: true });
    await writeFile(folder, "not a folder");
    try {
      const holder = await holderWithCertificate("钱多多");
      await t.deps.messages.runDue();
      expect(await renderJobs(holder.cert.id)).toEqual([expect.objectContaining({ status: "pending", attempts: 1, lastError: expect.stringMatching(/ENOTDIR|EEXIST|not a directory/i) })]);
      expect(await renderRow(holder.cert.id)).toBeUndefined();

      const before = drawn();
      const res = await holder.client.get(`/api/certificates/${holder.cert.id}/download`);
      expect(res.status).toBe(200);
      expect(decodePng(res.bytes).width).toBe(1684);
      expect(drawn() - before).toBe(1);

      // Storage is back; at the retry's time the job stores the picture.
      await rm(folder, { force: true });
      clock.ahead += retryDelayMs(DELIVERY_POLICY.render, 1);
      await t.deps.messages.runDue();
      expect(await renderJobs(holder.cert.id)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
      expect(await storage().exists((await renderRow(holder.cert.id))!.storageKey)).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
