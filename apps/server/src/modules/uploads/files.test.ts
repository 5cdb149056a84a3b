import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { TEST_ORIGIN } from "../../test/test-app.ts";
import { makeImage } from "./test-images.ts";
import { createUploadsTestApp, directUpload } from "./upload-test-helpers.ts";

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let withSpa: ReturnType<typeof createApp>;
let fileUrl: string;
let userId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  // The production shape: the SPA is mounted too, and /files must still win over its fallback.
  const dist = join(t.dataDir, "dist");
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, "index.html"), "<html><head><title>spa</title><!--app-head--></head><body></body></html>");
  withSpa = createApp(t.deps, { distDir: dist });
  const alice = t.client();
  userId = (await alice.signUp()).userId;
  fileUrl = (await directUpload(t, alice, { bytes: await makeImage("jpeg"), type: "image/jpeg", name: "a.jpg" })).json.data.fileUrl;
  // Something secret beside the uploads folder, which no /files path may reach.
  await writeFile(join(t.dataDir, "secret.txt"), "top secret");
  await writeFile(join(t.dataDir, "uploads", "misc", userId, "notes.html"), "<script>alert(1)</script>");
});
afterAll(() => t.close());

const get = (path: string, method = "GET") => withSpa.request(`${TEST_ORIGIN}${path}`, { method });

describe("GET /files/…", () => {
  it("serves a stored image with a safe type, nosniff, inline and a long cache", async () => {
    const res = await get(fileUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe("inline");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const body = new Uint8Array(await res.arrayBuffer());
    expect([body[0], body[1], body[2]]).toEqual([0xff, 0xd8, 0xff]);
    const head = await get(fileUrl, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses path traversal and anything that is not a stored key", async () => {
    // A literal `..` (or `%2e%2e`, or backslashes) is resolved by URL parsing before routing: it leaves /files altogether.
    for (const path of ["/files/../secret.txt", "/files/%2e%2e/secret.txt", "/files/misc/..\\..\\secret.txt"]) {
      const dotted = await get(path);
      expect(dotted.status, path).not.toBe(200);
      expect(await dotted.text(), path).not.toContain("top secret");
    }
    for (const path of [
      "/files/..%2Fsecret.txt",
      "/files/misc/..%2F..%2Fsecret.txt",
      `/files/misc/${userId}/..%2F..%2F..%2Fsecret.txt`,
      `/files/misc/${userId}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
      "/files/%252e%252e/secret.txt",
      `/files/misc/${userId}/notes.html`,
      `/files/misc/${userId}/`,
      "/files/",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text, path).not.toContain("top secret");
      expect(text, path).not.toContain("alert(1)");
    }
  });

  it("answers 404 for a well-formed key that does not exist", async () => {
    expect((await get(`/files/misc/${userId}/0123456789abcdef0123456789abcdef.png`)).status).toBe(404);
  });
});
