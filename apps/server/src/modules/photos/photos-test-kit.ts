// Test-only helpers for the photo suites (never imported by the app).
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { eventPhotos } from "../../db/schema/index.ts";
import type { TestApp, TestClient } from "../../test/test-app.ts";
import { makeImage } from "../uploads/test-images.ts";
import { directUpload } from "../uploads/upload-test-helpers.ts";

/** Uploads a real PNG as the given person (the uploads module's direct upload) and answers its URL. */
export async function uploadPhoto(t: TestApp, client: TestClient): Promise<string> {
  const res = await directUpload(t, client, { bytes: await makeImage("png"), type: "image/png", name: "photo.png" }, { bucket: "event-photos" });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.fileUrl as string;
}

/** A well-formed storage URL under someone's prefix that no file stands behind. */
export const unstoredUrl = (ownerId: string) => `/files/event-photos/${ownerId}/${randomBytes(16).toString("hex")}.png`;

/** Rows straight into the table, for the per-person limit (the files need not exist for counting). */
export async function insertPhotos(db: Db, eventId: string, uploaderId: string, n: number): Promise<void> {
  const rows = Array.from({ length: n }, () => ({ eventId, uploaderId, imageUrl: unstoredUrl(uploaderId) }));
  if (rows.length) await db.insert(eventPhotos).values(rows);
}
