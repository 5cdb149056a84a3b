import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncodings, chooseEncoding, encodePage } from "./content-encoding.ts";

describe("acceptedEncodings", () => {
  it("lists brotli before gzip, whatever order the client wrote them in", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
  });

  it("drops what the client refuses with q=0, and takes nothing from no header", () => {
    expect(acceptedEncodings("br;q=0, gzip;q=0.8")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe("chooseEncoding", () => {
  it("takes the client's best of what the payload can be sent in; small bodies go as they are", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", 5000)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br, zstd", 5000, ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", 5000, ["gzip"])).toBeUndefined();
    expect(chooseEncoding("gzip, br", 100)).toBeUndefined();
  });
});

describe("encodePage", () => {
  const page = `<!doctype html><html><body>${"<p>活动介绍 · event</p>".repeat(200)}</body></html>`;

  it("compresses a page with the best encoding the client takes, losslessly", () => {
    const br = encodePage(page, "gzip, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body as Uint8Array).toString()).toBe(page);
    const gz = encodePage(page, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body as Uint8Array).toString()).toBe(page);
    expect((br.body as Uint8Array).length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it("sends small pages and clients without compression the page as it is", () => {
    expect(encodePage("<p>hi</p>", "br")).toEqual({ body: "<p>hi</p>" });
    expect(encodePage(page, undefined)).toEqual({ body: page });
  });
});
