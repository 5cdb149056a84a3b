import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_DIMENSION, UPLOAD_SIGNED_URL_TTL_SECONDS } from "@commons/domain";
import type { TestClient } from "../../test/test-app.ts";
import { AppError } from "../../lib/errors.ts";
import { createUploadsTestApp, directUpload, putBytes, send, signedUrlFor } from "./upload-test-helpers.ts";
import { uploadsService } from "./uploads.service.ts";
import { makeImage, makeJpegWithExif, makeNoisyPng } from "./test-images.ts";

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let alice: TestClient;
let aliceId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  alice = t.client("zh");
  aliceId = (await alice.signUp()).userId;
});
afterAll(() => t.close());

async function fetchStored(fileUrl: string) {
  const res = await send(t, null, "GET", fileUrl);
  expect(res.status).toBe(200);
  return res;
}

describe("signed upload", () => {
  it("signs a link for a key the server chose under the caller's own prefix, then stores the PUT", async () => {
    const png = await makeImage("png");
    const link = await signedUrlFor(alice, { bucket: "events", path: "covers/../../../etc", contentType: "image/png", size: String(png.length) });
    // The hint picks the folder; the rest of the path is the user's id and a random name.
    expect(link.fileUrl).toMatch(new RegExp(`^/files/event-covers/${aliceId}/[0-9a-f]{32}\\.png$`));
    expect(link.signedUrl).toMatch(/^\/api\/uploads\/put\/event-covers\/.+\?ct=image%2Fpng&max=\d+&exp=\d+&sig=/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan((UPLOAD_SIGNED_URL_TTL_SECONDS - 5) * 1000);

    const put = await putBytes(t, alice, link.signedUrl, png, "image/png");
    expect(put.status).toBe(201);
    expect(put.json.data.fileUrl).toBe(link.fileUrl);

    const served = await fetchStored(link.fileUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(served.bytes).metadata()).format).toBe("png");
  });

  it("accepts the fields as JSON too, and a link can be used once: the key is never overwritten", async () => {
    const jpeg = await makeImage("jpeg");
    const res = await alice.post("/api/uploads/signed-upload-url", { bucket: "avatars", contentType: "image/jpeg" });
    expect(res.status).toBe(200);
    const { signedUrl, fileUrl } = res.json.data;
    expect(fileUrl).toMatch(new RegExp(`^/files/avatars/${aliceId}/`));
    expect((await putBytes(t, alice, signedUrl, jpeg, "image/jpeg")).status).toBe(201);
    const again = await putBytes(t, alice, signedUrl, await makeImage("jpeg", 8, 8), "image/jpeg");
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("该文件已存在，不能覆盖");
    const served = await fetchStored(fileUrl);
    expect((await sharp(served.bytes).metadata()).width).toBe(32);
  });

  it("re-encodes: EXIF is stripped and the EXIF orientation is applied to the pixels", async () => {
    const original = await makeJpegWithExif(40, 20);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(Buffer.from(original).includes("private-owner")).toBe(true);

    const link = await signedUrlFor(alice, { contentType: "image/jpeg" });
    const put = await putBytes(t, alice, link.signedUrl, original, "image/jpeg");
    expect(put.status).toBe(201);
    const stored = (await fetchStored(put.json.data.fileUrl)).bytes;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(Buffer.from(stored).includes("private-owner")).toBe(false);
    expect(Buffer.from(stored).includes("SecretCam")).toBe(false);
  });

  it("caps the dimensions, keeping the aspect ratio and the format", async () => {
    const wide = await makeImage("webp", UPLOAD_MAX_DIMENSION + 904, 100);
    const link = await signedUrlFor(alice, { bucket: "event-photos", contentType: "image/webp" });
    const put = await putBytes(t, alice, link.signedUrl, wide, "image/webp");
    expect(put.status).toBe(201);
    const meta = await sharp((await fetchStored(put.json.data.fileUrl)).bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(UPLOAD_MAX_DIMENSION);
    expect(meta.height).toBe(82);
  });
});

describe("direct upload (the fallback)", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const)("stores a %s under the caller's prefix", async (format, type) => {
    const res = await directUpload(t, alice, { bytes: await makeImage(format), type, name: `pic.${format}` }, { bucket: "uploads", path: "x", contentType: type });
    expect(res.status).toBe(201);
    expect(res.json.data.fileUrl).toMatch(new RegExp(`^/files/misc/${aliceId}/[0-9a-f]{32}\\.(png|jpg|webp)$`));
    const served = await fetchStored(res.json.data.fileUrl);
    expect(served.headers.get("content-type")).toBe(type);
  });

  it("takes images above the app's 1 MB JSON limit (the exception is only for upload routes)", async () => {
    const big = await makeNoisyPng(800, 700);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await directUpload(t, alice, { bytes: big, type: "image/png", name: "big.png" });
    expect(res.status).toBe(201);
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    expect((await putBytes(t, alice, link.signedUrl, big, "image/png")).status).toBe(201);
    // Every other API route keeps the 1 MB cap.
    const json = await alice.post("/api/uploads/moderate-image", { imageUrl: "x".repeat(1024 * 1024 + 10) });
    expect(json.status).toBe(413);
  });
});

describe("moderate-image", () => {
  it("passes our own stored image through the default driver", async () => {
    const res = await directUpload(t, alice, { bytes: await makeImage("png"), type: "image/png", name: "a.png" });
    const check = await alice.post("/api/uploads/moderate-image", { imageUrl: res.json.data.fileUrl });
    expect(check.status).toBe(200);
    expect(check.json).toMatchObject({ success: true, message: "图片审核通过" });
    const absolute = await alice.post("/api/uploads/moderate-image", { imageUrl: `http://localhost:3000${res.json.data.fileUrl}`, mode: "content" });
    expect(absolute.status).toBe(200);
  });

  it("never fetches a URL that is not one of our files (SSRF)", async () => {
    for (const imageUrl of [
      "http://169.254.169.254/latest/meta-data/",
      "https://evil.example.com/files/misc/u/0123456789abcdef0123456789abcdef.png",
      "/files/../../etc/passwd",
      "file:///etc/passwd",
    ]) {
      const res = await alice.post("/api/uploads/moderate-image", { imageUrl });
      expect(res.status, imageUrl).toBe(422);
      expect(res.json.details[0]).toEqual({ field: "imageUrl", message: "只能审核本站上传的图片" });
    }
    const missing = await alice.post("/api/uploads/moderate-image", { imageUrl: `/files/misc/${aliceId}/0123456789abcdef0123456789abcdef.png` });
    expect(missing.status).toBe(404);
    const badMode = await alice.post("/api/uploads/moderate-image", { imageUrl: "/files/x", mode: "nsfw" });
    expect(badMode.status).toBe(422);
  });

  it("a driver's refusal and a driver that cannot decide give the moderation messages", async () => {
    const stored = await directUpload(t, alice, { bytes: await makeImage("png"), type: "image/png", name: "a.png" });
    const imageUrl = stored.json.data.fileUrl as string;
    const refusing = uploadsService(t.deps.env, { moderator: { name: "strict", moderate: async () => ({ passed: false }) } });
    const refused = await refusing.moderateImage({ imageUrl, mode: "content" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, key: "uploads.moderation.violation" });
    const down = uploadsService(t.deps.env, {
      moderator: {
        name: "vendor",
        moderate: async () => {
          throw new Error("vendor timeout");
        },
      },
    });
    await expect(down.moderateImage({ imageUrl, mode: "content" })).rejects.toMatchObject({ status: 503, key: "uploads.moderation.unavailable" });
  });
});
