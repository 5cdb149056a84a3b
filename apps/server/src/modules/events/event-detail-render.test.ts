// A signed-in reader's payload is rendered per request and revalidated every 60 s; the 304 that mostly
// answers must not pay for a compression it never sends. Node's zlib is watched (wrapped, not replaced)
// to count the compressions.
import * as zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { EventDetail } from "@commons/domain";
import { renderDetail } from "./event-detail-cache.ts";

vi.mock("node:zlib", async (original) => {
  const real = await original<typeof zlib>();
  return { ...real, brotliCompressSync: vi.fn(real.brotliCompressSync), gzipSync: vi.fn(real.gzipSync) };
});

describe("renderDetail", () => {
  const detail = { id: "e1", title: "活动".repeat(2000) } as EventDetail;

  it("answers a 304 without compressing, and compresses each coding once for its 200", () => {
    const rendered = renderDetail(detail);
    const notModified = rendered.notModified("br");
    expect(notModified).toMatchObject({ ETag: `${rendered.etag.slice(0, -1)}-br"`, Vary: "Cookie, Accept-Encoding" });
    expect(notModified).not.toHaveProperty("Content-Encoding");
    expect(zlib.brotliCompressSync).not.toHaveBeenCalled();

    const br = rendered.variant("br");
    expect(br.okHeaders).toMatchObject({ ...notModified, "Content-Encoding": "br", "Content-Length": String(br.bytes.byteLength) });
    expect(zlib.brotliDecompressSync(br.bytes).toString("utf8")).toBe(rendered.body);
    expect(rendered.variant("br")).toBe(br);
    expect(zlib.brotliCompressSync).toHaveBeenCalledTimes(1);
    expect(rendered.variant(undefined).okHeaders).not.toHaveProperty("Content-Encoding");
    expect(zlib.gzipSync).not.toHaveBeenCalled();
  });
});
