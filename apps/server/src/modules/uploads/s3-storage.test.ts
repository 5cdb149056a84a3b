import { describe, expect, it } from "vitest";
import { s3Storage } from "./s3-storage.ts";
import { StorageKeyExistsError } from "./storage.ts";

// No S3 here: a fake bucket stands in at the network boundary (design: mock only what is outside the
// system). It keeps objects in memory and honours If-None-Match like S3's conditional writes.
function fakeBucket() {
  const objects = new Map<string, Uint8Array>();
  const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = String(input);
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    calls.push({ method: init?.method ?? "GET", url, headers });
    const path = new URL(url).pathname;
    if (init?.method === "PUT") {
      if (headers["if-none-match"] === "*" && objects.has(path)) return new Response("PreconditionFailed", { status: 412 });
      objects.set(path, new Uint8Array(init.body as Buffer));
      return new Response(null, { status: 200 });
    }
    if (init?.method === "DELETE") {
      objects.delete(path);
      return new Response(null, { status: 204 });
    }
    const stored = objects.get(path);
    if (!stored) return new Response("NoSuchKey", { status: 404 });
    return new Response(init?.method === "HEAD" ? null : Buffer.from(stored), { status: 200 });
  }) as typeof fetch;
  return { objects, calls, fetchImpl };
}

const key = "event-covers/user-1/0123456789abcdef0123456789abcdef.png";
const config = {
  endpoint: "http://minio.local:9000",
  bucket: "commons",
  region: "us-east-1",
  accessKeyId: "AKID",
  secretAccessKey: "SECRET",
  forcePathStyle: true,
  now: () => new Date("2026-01-02T03:04:05Z"),
};

describe("S3 storage driver", () => {
  it("PUTs a signed, conditional request to the configured endpoint and reads it back", async () => {
    const bucket = fakeBucket();
    const storage = s3Storage({ ...config, fetch: bucket.fetchImpl, publicUrl: "https://cdn.example.com/" });
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/png");
    const put = bucket.calls[0];
    expect(put?.method).toBe("PUT");
    expect(put?.url).toBe(`http://minio.local:9000/commons/${key}`);
    expect(put?.headers["if-none-match"]).toBe("*");
    expect(put?.headers["content-type"]).toBe("image/png");
    expect(put?.headers["x-amz-date"]).toBe("20260102T030405Z");
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/20260102\/us-east-1\/s3\/aws4_request, SignedHeaders=cache-control;content-disposition;content-type;host;if-none-match;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(await storage.exists(key)).toBe(true);
    expect([...((await storage.get(key)) ?? [])]).toEqual([1, 2, 3]);
    expect(storage.publicUrl(key)).toBe(`https://cdn.example.com/${key}`);
  });

  it("DELETEs a signed request, and deleting a missing key again is no error", async () => {
    const bucket = fakeBucket();
    const storage = s3Storage({ ...config, fetch: bucket.fetchImpl });
    await storage.put(key, new Uint8Array([1]), "image/png");
    await storage.remove(key);
    const del = bucket.calls.at(-1);
    expect(del?.method).toBe("DELETE");
    expect(del?.url).toBe(`http://minio.local:9000/commons/${key}`);
    expect(del?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\//);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("never overwrites: a second PUT to the same key fails", async () => {
    const bucket = fakeBucket();
    const storage = s3Storage({ ...config, fetch: bucket.fetchImpl });
    await storage.put(key, new Uint8Array([1]), "image/png");
    await expect(storage.put(key, new Uint8Array([2]), "image/png")).rejects.toBeInstanceOf(StorageKeyExistsError);
    expect([...((await storage.get(key)) ?? [])]).toEqual([1]);
  });

  it("uses virtual-hosted addresses when asked, and refuses malformed keys before any request", async () => {
    const bucket = fakeBucket();
    const storage = s3Storage({ ...config, endpoint: "https://s3.eu-west-1.amazonaws.com", forcePathStyle: false, fetch: bucket.fetchImpl });
    expect(await storage.get(key)).toBeNull();
    expect(bucket.calls[0]?.url).toBe(`https://commons.s3.eu-west-1.amazonaws.com/${key}`);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/invalid storage key/);
    expect(bucket.calls).toHaveLength(1);
  });

  it("maps only its own public URLs back to keys (the moderation route never fetches a URL)", () => {
    const storage = s3Storage({ ...config, fetch: fakeBucket().fetchImpl, publicUrl: "https://cdn.example.com" });
    expect(storage.keyFromUrl(`https://cdn.example.com/${key}`)).toBe(key);
    expect(storage.keyFromUrl(`https://evil.example.com/${key}`)).toBeNull();
    expect(storage.keyFromUrl("https://cdn.example.com/../secret")).toBeNull();
    expect(storage.keyFromUrl("http://169.254.169.254/latest/meta-data")).toBeNull();
  });
});
