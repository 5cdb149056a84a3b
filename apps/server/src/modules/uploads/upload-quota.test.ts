import { UPLOAD_QUOTA } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { makeImage } from "./test-images.ts";
import { createUploadsTestApp, directUpload, putBytes, signedUrlFor } from "./upload-test-helpers.ts";

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
beforeAll(async () => {
  t = await createUploadsTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
/** Earlier uploads of this person, as the quota counts them (stored rows; the files are beside the point). */
async function uploadedBefore(userId: string, count: number, agoMs: number, bytes = 1000) {
  const rows = Array.from({ length: count }, (_, i) => ({ key: `misc/${userId}/old-${agoMs}-${i}.png`, ownerId: userId, bytes, createdAt: new Date(Date.now() - agoMs) }));
  await t.db.insert(storedFiles).values(rows);
}
const png = async () => ({ bytes: await makeImage("png"), type: "image/png", name: "a.png" });

// Issue 26 item 3: the 10-per-uploader limit lived only in the browser widget; the API stored without end.
describe("upload quotas on the server", () => {
  it("counts each stored image, and refuses the next past the hourly quota with 429 and Retry-After", async () => {
    const { client, userId } = await signedIn(t, "zh");
    await uploadedBefore(userId, UPLOAD_QUOTA.perHour - 1, 10 * 60 * 1000);
    const last = await directUpload(t, client, await png());
    expect(last.status).toBe(201);
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId));
    expect(rows).toHaveLength(UPLOAD_QUOTA.perHour);
    expect(rows.find((r) => last.json.data.fileUrl.endsWith(r.key))?.bytes).toBeGreaterThan(0);

    const refused = await directUpload(t, client, await png());
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(`你在一小时内已上传 ${UPLOAD_QUOTA.perHour} 张图片，请稍后再试`);
    // The oldest counted upload (10 minutes ago) leaves the hour in about 50 minutes.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(45 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
    expect((await client.post("/api/uploads/signed-upload-url?contentType=image/png")).status).toBe(429);
  });

  it("refuses past the daily quota, and a link signed before the quota filled cannot land", async () => {
    const { client, userId } = await signedIn(t, "en");
    const link = await signedUrlFor(client, { contentType: "image/png" });
    await uploadedBefore(userId, UPLOAD_QUOTA.perDay, 5 * HOUR);
    const put = await putBytes(t, client, link.signedUrl, await makeImage("png"), "image/png");
    expect(put.status).toBe(429);
    expect(put.json.message).toBe(`You have uploaded ${UPLOAD_QUOTA.perDay} images today; please try again tomorrow`);
    expect(Number(put.headers.get("retry-after"))).toBeGreaterThan(18 * 3600);
  });

  it("refuses past the total bytes with a 422 naming the file, whatever the age of the uploads", async () => {
    const { client, userId } = await signedIn(t, "en");
    await uploadedBefore(userId, 1, 40 * 24 * HOUR, UPLOAD_QUOTA.totalMegabytes * 1024 * 1024);
    const res = await directUpload(t, client, await png());
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "file", message: `Your uploads have reached the ${UPLOAD_QUOTA.totalMegabytes} MB limit` }]);
  });
});
