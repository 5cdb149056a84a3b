import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UPLOAD_MAX_BYTES, UPLOAD_RATE_LIMIT, UPLOAD_SIGNED_URL_TTL_SECONDS } from "@commons/domain";
import type { TestClient } from "../../test/test-app.ts";
import { concat, HTML, makeImage, SVG } from "./test-images.ts";
import { createUploadsTestApp, directUpload, putBytes, send, signedUrlFor } from "./upload-test-helpers.ts";

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  alice = t.client("zh");
  bob = t.client("en");
  aliceId = (await alice.signUp()).userId;
  bobId = (await bob.signUp()).userId;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const fileError = (res: { json: any }) => res.json?.details?.[0]?.message ?? res.json?.error;

describe("who may upload", () => {
  it("anonymous callers get 401 on every upload route", async () => {
    const anon = t.client();
    expect((await anon.post("/api/uploads/signed-upload-url?contentType=image/png")).status).toBe(401);
    expect((await anon.post("/api/uploads/moderate-image", { imageUrl: "/files/x" })).status).toBe(401);
    expect((await directUpload(t, null, { bytes: await makeImage("png"), type: "image/png", name: "a.png" })).status).toBe(401);
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    expect((await putBytes(t, null, link.signedUrl, await makeImage("png"), "image/png")).status).toBe(401);
  });

  it("another user cannot PUT to someone's signed link", async () => {
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    const res = await putBytes(t, bob, link.signedUrl, await makeImage("png"), "image/png");
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("This upload link belongs to another user");
    expect((await send(t, null, "GET", link.fileUrl)).status).toBe(404);
    // The owner can still use it: the refused attempt stored nothing.
    expect((await putBytes(t, alice, link.signedUrl, await makeImage("png"), "image/png")).status).toBe(201);
  });

  it("nobody can write outside their own prefix by editing a link's path", async () => {
    const link = await signedUrlFor(bob, { contentType: "image/png" });
    const intoAlice = link.signedUrl.replace(`/${bobId}/`, `/${aliceId}/`);
    const res = await putBytes(t, bob, intoAlice, await makeImage("png"), "image/png");
    expect(res.status).toBe(403);
    const elsewhere = link.signedUrl.replace("/misc/", "/avatars/");
    expect((await putBytes(t, bob, elsewhere, await makeImage("png"), "image/png")).status).toBe(403);
    const traversal = link.signedUrl.replace(`/${bobId}/`, `/${bobId}/..%2F..%2F`);
    expect((await putBytes(t, bob, traversal, await makeImage("png"), "image/png")).status).toBeGreaterThanOrEqual(400);
  });
});

describe("signed links bind type, size and expiry", () => {
  it.each([
    ["sig", (u: string) => u.replace(/sig=(.)/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`)],
    ["content type", (u: string) => u.replace("ct=image%2Fpng", "ct=image%2Fjpeg")],
    ["size cap", (u: string) => u.replace(/max=\d+/, "max=99999999")],
    ["expiry", (u: string) => u.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`)],
    ["missing signature", (u: string) => u.replace(/&sig=.*/, "")],
  ])("a link with a tampered %s is refused", async (_what, tamper) => {
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    const res = await putBytes(t, alice, tamper(link.signedUrl), await makeImage("png"), "image/png");
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("上传链接无效，请重新上传");
  });

  it("an expired link is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    vi.setSystemTime(Date.now() + (UPLOAD_SIGNED_URL_TTL_SECONDS + 1) * 1000);
    const res = await putBytes(t, alice, link.signedUrl, await makeImage("png"), "image/png");
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("上传链接已过期，请重新上传");
  });

  it("the PUT must carry the signed content type", async () => {
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    const res = await putBytes(t, alice, link.signedUrl, await makeImage("jpeg"), "image/jpeg");
    expect(res.status).toBe(422);
  });

  it("the PUT may not exceed the declared size", async () => {
    const png = await makeImage("png");
    const link = await signedUrlFor(alice, { contentType: "image/png", size: String(png.length - 1) });
    expect((await putBytes(t, alice, link.signedUrl, png, "image/png")).status).toBe(413);
  });
});

describe("refused files (upload limits)", () => {
  it("SVG, by declared type, by name and by content", async () => {
    const signed = await alice.post("/api/uploads/signed-upload-url?contentType=image/svg%2Bxml");
    expect(signed.status).toBe(422);
    expect(signed.json.details[0]).toEqual({ field: "contentType", message: "不支持 SVG 图片，请上传 JPG、PNG 或 WebP 格式" });
    const byName = await directUpload(t, alice, { bytes: Buffer.from(SVG), type: "image/svg+xml", name: "logo.svg" });
    expect(byName.status).toBe(422);
    expect(fileError(byName)).toBe("不支持 SVG 图片，请上传 JPG、PNG 或 WebP 格式");
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    const disguised = await putBytes(t, alice, link.signedUrl, Buffer.from(SVG), "image/png");
    expect(disguised.status).toBe(422);
    expect(fileError(disguised)).toBe("不支持 SVG 图片，请上传 JPG、PNG 或 WebP 格式");
  });

  it("types other than jpeg/png/webp", async () => {
    const gif = await alice.post("/api/uploads/signed-upload-url?contentType=image/gif");
    expect(gif.status).toBe(422);
    expect(gif.json.details[0].message).toBe("仅支持 JPG、PNG、WebP 格式的图片");
    const html = await directUpload(t, alice, { bytes: Buffer.from(HTML), type: "text/html", name: "a.html" });
    expect(html.status).toBe(422);
  });

  it("content that does not match the declared type", async () => {
    const png = await directUpload(t, alice, { bytes: await makeImage("png"), type: "image/jpeg", name: "a.jpg" });
    expect(png.status).toBe(422);
    expect(fileError(png)).toBe("文件内容与声明的类型不符，请重新导出图片后上传");
    const link = await signedUrlFor(alice, { contentType: "image/jpeg" });
    const html = await putBytes(t, alice, link.signedUrl, Buffer.from(HTML), "image/jpeg");
    expect(html.status).toBe(422);
    expect(fileError(html)).toBe("文件内容与声明的类型不符，请重新导出图片后上传");
  });

  it("polyglots: a real image with a page or script appended or embedded", async () => {
    const png = concat(await makeImage("png"), "<html><script>alert(1)</script></html>");
    const res = await directUpload(t, alice, { bytes: png, type: "image/png", name: "a.png" });
    expect(res.status).toBe(422);
    expect(fileError(res)).toBe("图片中夹带了不允许的内容（如网页或脚本），请重新导出图片后上传");
    // Trailing bytes without markup are refused too (PNG must end at IEND, WebP at its RIFF size).
    const webp = concat(await makeImage("webp"), "PK\u0003\u0004zip-payload");
    expect((await directUpload(t, alice, { bytes: webp, type: "image/webp", name: "a.webp" })).status).toBe(422);
    const jpeg = await makeImage("jpeg");
    // A well-formed JPEG comment segment (which decoders skip) carrying a script: only the markup scan sees it.
    const script = "<script>alert(1)</script>";
    const comment = concat(Buffer.from([0xff, 0xfe, 0x00, script.length + 2]), script);
    const inJpeg = concat(jpeg.subarray(0, 2), comment, jpeg.subarray(2));
    const embedded = await directUpload(t, alice, { bytes: inJpeg, type: "image/jpeg", name: "a.jpg" });
    expect(embedded.status).toBe(422);
    expect(fileError(embedded)).toBe("图片中夹带了不允许的内容（如网页或脚本），请重新导出图片后上传");
  });

  it("one byte over 5 MB, on every route", async () => {
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set(await makeImage("png"));
    const signed = await alice.post(`/api/uploads/signed-upload-url?contentType=image/png&size=${UPLOAD_MAX_BYTES + 1}`);
    expect(signed.status).toBe(413);
    expect(signed.json.error).toBe("图片不能超过 5 MB");
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    const put = await putBytes(t, alice, link.signedUrl, over, "image/png");
    expect(put.status).toBe(413);
    expect(put.json.error).toBe("图片不能超过 5 MB");
    const direct = await directUpload(t, alice, { bytes: over, type: "image/png", name: "a.png" });
    expect(direct.status).toBe(413);
    expect(direct.json.error).toBe("图片不能超过 5 MB");
  });

  it("corrupt image data is a 4xx, never a 5xx", async () => {
    const png = await makeImage("png");
    const broken = concat(png.subarray(0, 40), new Uint8Array(200).fill(7), png.subarray(png.length - 12));
    const res = await directUpload(t, alice, { bytes: broken, type: "image/png", name: "a.png" });
    expect(res.status).toBe(422);
    expect(fileError(res)).toBe("图片已损坏或无法读取");
    const empty = await directUpload(t, alice, { bytes: new Uint8Array(0), type: "image/png", name: "a.png" });
    expect(empty.status).toBe(422);
    const noFile = await send(t, alice, "POST", "/api/uploads/direct-upload", new FormData());
    expect(noFile.status).toBe(422);
    const notForm = await send(t, alice, "POST", "/api/uploads/direct-upload", "hello", { "content-type": "text/plain" });
    expect(notForm.status).toBeGreaterThanOrEqual(400);
    expect(notForm.status).toBeLessThan(500);
    const link = await signedUrlFor(alice, { contentType: "image/png" });
    expect((await putBytes(t, alice, link.signedUrl, new Uint8Array(0), "image/png")).status).toBe(422);
  });
});

describe("rate limit", () => {
  it(`answers 429 with Retry-After after ${UPLOAD_RATE_LIMIT.limit} uploads a minute`, async () => {
    const carol = t.client();
    await carol.signUp();
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) {
      expect((await carol.post("/api/uploads/signed-upload-url?contentType=image/png")).status).toBe(200);
    }
    const limited = await carol.post("/api/uploads/signed-upload-url?contentType=image/png");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Per user: someone else is not affected.
    expect((await alice.post("/api/uploads/signed-upload-url?contentType=image/png")).status).toBe(200);
  });
});
