import { createHash } from "node:crypto";
import { ENCODINGS, type Encoding } from "../../lib/content-encoding.ts";

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
  const current = new Set([etag, ...ENCODINGS.map((encoding) => codedEtag(etag, encoding))]);
  return value.split(",").some((candidate) => current.has(candidate.trim().replace(/^W\//, "")));
}

/**
 * A compressed variant's tag: the body's with the coding appended (`"abc-br"`), since each coding is its
 * own representation (RFC 9110 §8.8.3). Whichever variant a client holds, it decoded the same body, so
 * `matchesIfNoneMatch` takes the body's tag under any coding.
 */
export function codedEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}
