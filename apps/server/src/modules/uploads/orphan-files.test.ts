import { ORPHAN_FILE_SWEEP, type UploadPurpose } from "@commons/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateRenders, challengeCheckIns, challengeParticipants, eventPhotos, organizations, projects, registrations, storedFiles, submissions } from "../../db/schema/index.ts";
import { rowsOf } from "../../db/rows.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp } from "../../test/test-app.ts";
import { issueOne } from "../certificates/certificates-test-kit.ts";
import { sweepOrphanFiles } from "./orphan-files.ts";
import { storageFor } from "./storage.ts";
import { makeImage } from "./test-images.ts";
import { recordStoredFile } from "./upload-quota.ts";
import { certificateRenderKey, newStorageKey } from "./upload-keys.ts";
import { createUploadsTestApp, directUpload } from "./upload-test-helpers.ts";

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
beforeAll(async () => {
  t = await createUploadsTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const silent = { warn: () => undefined };
const png = async () => ({ bytes: await makeImage("png"), type: "image/png", name: "a.png" });

// Issue 26 item 3: an upload nobody saved anywhere kept counting and kept its bytes for ever.
describe("the orphan file sweep", () => {
  it("deletes a day-old file nothing points at, and keeps one behind every kind of reference and every young one", async () => {
    const { client, userId } = await signedIn(t, "zh");
    const storage = storageFor(t.deps.env);
    const bytes = await makeImage("png");
    /** A file stored and counted as an upload would be. */
    const stored = async (purpose: UploadPurpose = "misc") => {
      const key = newStorageKey(purpose, userId, "png");
      await storage.put(key, bytes, "image/png");
      await recordStoredFile(t.db, key, userId, bytes.byteLength);
      return { key, url: storage.publicUrl(key) };
    };

    // Through the API: the profile photo, and an upload that is never saved anywhere.
    const avatar = (await directUpload(t, client, await png(), { bucket: "avatars" })).json.data.fileUrl as string;
    expect((await client.post("/api/profile/update", { image: avatar })).status).toBe(200);
    const orphanUrl = (await directUpload(t, client, await png())).json.data.fileUrl as string;
    const orphan = storage.keyFromUrl(orphanUrl)!;

    // Every other place a file can be pointed at (file-references.ts).
    const [logo, cover, success, pending, wechat, rich, paymentQr, resource, photo, shot, submissionShot, checkInImage] = await Promise.all(
      Array.from({ length: 12 }, (_, i) => stored(i === 1 ? "event-covers" : i === 8 ? "event-photos" : "misc")),
    );
    await t.db.insert(organizations).values({ slug: `org-${userId.slice(0, 8)}`, name: "社区", logo: logo!.url });
    const eventId = await insertEvent(t.db, userId, {
      type: "BUILDING_PUBLIC",
      coverImage: cover!.url,
      registrationSuccessImage: success!.url,
      registrationPendingImage: pending!.url,
      volunteerWechatQrCode: wechat!.url,
      richContent: `<p>看图</p><p><img src="${rich!.url}" alt=""></p>`,
      buildingConfig: { duration: 21, requiredCheckIns: 7, paymentQRCode: paymentQr!.url },
      hackathonConfig: { resources: [{ title: "素材", imageUrl: `http://localhost:3000${resource!.url}` }] },
    });
    await t.db.insert(eventPhotos).values({ eventId, uploaderId: userId, imageUrl: photo!.url });
    const [project] = await t.db.insert(projects).values({ userId, title: "作品", screenshots: [shot!.url] }).returning();
    await t.db.insert(submissions).values({ eventId, userId, projectId: project!.id, title: "提交", description: "介绍", screenshots: [submissionShot!.url] });
    const [registration] = await t.db.insert(registrations).values({ eventId, userId, status: "APPROVED" }).returning();
    await t.db.insert(challengeParticipants).values({ registrationId: registration!.id, eventId, userId, plan21Days: "每天推进一点，公开记录，二十一天后交付。" });
    await t.db.insert(challengeCheckIns).values({ eventId, registrationId: registration!.id, userId, day: 1, content: "第一天", imageUrls: [checkInImage!.url] });

    // Everything above is two days old, but for one young unreferenced file still in someone's open form.
    await t.db.update(storedFiles).set({ createdAt: new Date(Date.now() - 48 * HOUR) }).where(eq(storedFiles.ownerId, userId));
    const young = await stored();
    const before = await t.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.ownerId, userId));
    expect(before).toHaveLength(15);

    expect(await sweepOrphanFiles(t.db, storage, silent, new Date())).toBe(1);
    expect(await storage.exists(orphan)).toBe(false);
    const after = (await t.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.ownerId, userId))).map((r) => r.key);
    expect(after).toHaveLength(14);
    expect(after).not.toContain(orphan);
    for (const key of after) expect(await storage.exists(key), key).toBe(true);
    expect(after).toContain(young.key);
    expect(after).toContain(storage.keyFromUrl(avatar));

    // A file let go (the project drops its screenshot) goes on the next sweep; the count frees its bytes.
    await t.db.update(projects).set({ screenshots: [] }).where(eq(projects.id, project!.id));
    expect(await sweepOrphanFiles(t.db, storage, silent, new Date())).toBe(1);
    expect(await storage.exists(shot!.key)).toBe(false);
    const [row] = rowsOf<{ total: number }>(await t.db.execute(sql`select count(*)::int as total from stored_files where owner_id = ${userId}`));
    expect(row?.total).toBe(13);
  });

  it("deletes a bounded batch at a time, oldest first, and a missing file only loses its row", async () => {
    const { userId } = await signedIn(t, "en");
    const storage = storageFor(t.deps.env);
    const keys = Array.from({ length: 3 }, () => newStorageKey("misc", userId, "png"));
    // Rows whose files are already gone (deleted by another sweeper, say).
    await t.db.insert(storedFiles).values(keys.map((key, i) => ({ key, ownerId: userId, bytes: 10, createdAt: new Date(Date.now() - (72 - i) * HOUR) })));
    expect(await sweepOrphanFiles(t.db, storage, silent, new Date(), 2)).toBe(2);
    const left = await t.db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys));
    expect(left.map((r) => r.key)).toEqual([keys[2]]);
  });

  it("keeps a certificate's current picture and deletes a replaced one left behind (ADR 0043)", async () => {
    const { userId } = await signedIn(t, "zh");
    const storage = storageFor(t.deps.env);
    const eventId = await insertEvent(t.db, userId, { type: "HACKATHON" });
    const cert = await issueOne(t.db, eventId, userId);
    await t.deps.messages.runDue();
    const [live] = await t.db.select().from(certificateRenders).where(eq(certificateRenders.certificateId, cert.id));
    expect(await storage.exists(live!.storageKey)).toBe(true);
    // A picture replaced while its deletion failed: stored and recorded, named by no row.
    const dead = certificateRenderKey(cert.id, "0".repeat(32));
    await storage.put(dead, await makeImage("png"), "image/png");
    await t.db.insert(storedFiles).values({ key: dead, ownerId: null, bytes: 10 });
    await t.db.update(storedFiles).set({ createdAt: new Date(Date.now() - 48 * HOUR) }).where(inArray(storedFiles.key, [live!.storageKey, dead]));

    await sweepOrphanFiles(t.db, storage, silent, new Date());
    expect(await storage.exists(dead)).toBe(false);
    expect(await storage.exists(live!.storageKey)).toBe(true);
    const left = await t.db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, [live!.storageKey, dead]));
    expect(left).toEqual([{ key: live!.storageKey }]);
  });

  it("runs on the message queue's worker, by its clock", async () => {
    let clock = new Date();
    const app = await createTestApp({ DATA_DIR: t.dataDir }, { queue: { now: () => clock } });
    try {
      const { userId } = await signedIn(app, "zh");
      const storage = storageFor(app.deps.env);
      const key = newStorageKey("misc", userId, "png");
      await storage.put(key, await makeImage("png"), "image/png");
      await recordStoredFile(app.db, key, userId, 10);
      clock = new Date(Date.now() + (ORPHAN_FILE_SWEEP.graceHours + 2) * HOUR);
      await app.deps.messages.runDue();
      expect(await storage.exists(key)).toBe(false);
      expect(await app.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
