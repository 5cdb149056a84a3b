import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipped, joined, piece } from "./spliced-gzip.ts";

describe("gzip from pieces compressed once", () => {
  it("decodes to the pieces joined, in any order and with repeats, multi-byte text and empty pieces included", () => {
    const a = piece(`{"title":"第一天：${"完成了登录页面。".repeat(40)}","isLiked":`);
    const yes = piece("true");
    const no = piece("false");
    const empty = piece("");
    const b = piece(`,"tags":["AI","工具"]}`);
    for (const sequence of [[a, yes, b], [a, no, b], [b, a, no, empty, a, yes, b], [empty], [a]]) {
      const text = sequence.map((p) => p.raw.toString()).join("");
      expect(joined(sequence).toString()).toBe(text);
      expect(gunzipSync(gzipped(sequence)).toString()).toBe(text);
    }
  });

  it("is smaller than the text it carries when the text repeats itself", () => {
    const long = piece("今天完成了接口和测试，修了两个问题。".repeat(30));
    expect(gzipped([long, long]).byteLength).toBeLessThan(joined([long, long]).byteLength / 4);
  });
});
