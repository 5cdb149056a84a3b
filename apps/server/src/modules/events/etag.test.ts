import { describe, expect, it } from "vitest";
import { codedEtag, matchesIfNoneMatch } from "./etag.ts";

describe("matchesIfNoneMatch", () => {
  const etag = '"abcdefghijklmnopqrstuvw-xyz"';

  it("takes the body's tag, or any coding's tag of it, weak or strong, alone or in a list", () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(codedEtag(etag, "br"), etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${codedEtag(etag, "gzip")}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${codedEtag(etag, "br")}`, etag)).toBe(true);
    expect(matchesIfNoneMatch("*", etag)).toBe(true);
  });

  it("refuses other tags, unknown codings and nothing at all", () => {
    expect(matchesIfNoneMatch('"abcdefghijklmnopqrstuvw-xyZ"', etag)).toBe(false);
    expect(matchesIfNoneMatch(`${etag.slice(0, -1)}-zstd"`, etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch("", etag)).toBe(false);
  });

  it("keeps a body tag that happens to end in a coding's name (base64url has '-')", () => {
    const unlucky = '"abcdefghijklmnopqrstuvwx-br"';
    expect(matchesIfNoneMatch(unlucky, unlucky)).toBe(true);
    expect(matchesIfNoneMatch(codedEtag(unlucky, "br"), unlucky)).toBe(true);
    // A tag of a different body whose stem is ours must not match.
    expect(matchesIfNoneMatch('"abcdefghijklmnopqrstuvwx"', unlucky)).toBe(false);
  });
});
