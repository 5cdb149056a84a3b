import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixedPieces, gzipped, joined, piece } from "./spliced-gzip.ts";

describe("gzip from pieces compressed once", () => {
  it("decodes to the pieces joined, in any order and with repeats, multi-byte text and empty pieces included", () => {
    const a = piece(`{"title":"第一天：${"完成了登录页面。".repeat(40)}","isLiked":`);
    const yes = piece("true");
    const no = piece("false");
    const empty = piece("");
    const b = piece(`,"tags":["AI","工具"]}`);
    for (const sequence of [[a, yes, b], [a, no, b], [b, a, no, empty, a, yes, b], [empty], [a]]) {
      const text = sequence.map((p) => p.raw.toString()).join("");
      expect(Buffer.from(joined(sequence)).toString()).toBe(text);
      expect(gunzipSync(gzipped(sequence)).toString()).toBe(text);
    }
  });

  it("is smaller than the text it carries when the text repeats itself", () => {
    const long = piece("今天完成了接口和测试，修了两个问题。".repeat(30));
    expect(gzipped([long, long]).byteLength).toBeLessThan(joined([long, long]).byteLength / 4);
  });

  it("compresses fixed texts against the texts before them, and decodes whatever the slots between them hold", () => {
    const card = (n: number) => `{"day":${n},"content":"${"今天完成了接口和测试，修了两个问题。".repeat(6)}","liked":`;
    const texts = [1, 2, 3, 4].map(card).concat(["}"]);
    const fixed = fixedPieces(texts, 5);
    const [yes, no] = [piece("true "), piece("false")];
    for (const slots of [[no, no, no, no], [yes, no, yes, yes], [yes, yes, yes, yes]]) {
      const sequence = fixed.flatMap((p, i) => (i === 0 ? [p] : [slots[i - 1]!, p]));
      expect(gunzipSync(gzipped(sequence)).toString()).toBe(Buffer.from(joined(sequence)).toString());
    }
    // The later cards refer back to the first: far smaller than each compressed alone.
    const alone = texts.map(piece).reduce((n, p) => n + p.packed.byteLength, 0);
    expect(fixed.reduce((n, p) => n + p.packed.byteLength, 0)).toBeLessThan(alone / 2);
    // JSON writes a NUL as the six characters \u0000; a raw one would make a slot look like text.
    expect(() => fixedPieces([JSON.stringify("a\u0000b")], 5)).not.toThrow();
    expect(() => fixedPieces(["a\u0000b"], 5)).toThrow();
  });
});
