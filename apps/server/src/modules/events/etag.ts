import { createHash } from "node:crypto";

/** A strong validator over the exact bytes of a response body (RFC 9110 §8.8.3). */
export function strongEtag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * RFC 9110 §13.1.2: If-None-Match uses the weak comparison, so `W/"x"` matches `"x"`; `*` matches any
 * current representation. A list is comma-separated.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const value = header.trim();
  if (value === "*") return true;
  return value.split(",").some((candidate) => withoutCoding(candidate.trim().replace(/^W\//, "")) === etag);
}

/**
 * A compressed variant's tag is the body's with the coding appended (`"abc-br"`). Whichever variant a
 * client holds, it decoded the same body, so a match on the body's tag is a match for every coding.
 */
function withoutCoding(tag: string): string {
  return tag.replace(/-(?:br|gzip)"$/, '"');
}
