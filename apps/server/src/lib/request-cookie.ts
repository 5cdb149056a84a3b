import type { Context } from "hono";
import { getCookie } from "hono/cookie";

// Every API request reads its session cookie, and a browser sends the same Cookie header with each of its
// requests: parsing it (a regex per pair, a URI decode) was a few per cent of a cached read's server CPU
// (ADR 0049). So each header's value of each name is parsed once, and remembered for a while.

/** Distinct headers remembered per name at most; that name's memo starts again when full (a bound, not a policy). */
const MAX_HEADERS = 1000;
/** Longer headers are parsed every time: the memo's memory stays small. */
const MAX_HEADER_LENGTH = 1024;
const memos = new Map<string, Map<string, string | undefined>>();

/** The cookie `name` of the request, as hono's `getCookie(c, name)` reads it. */
export function requestCookie(c: Context, name: string): string | undefined {
  const header = c.req.raw.headers.get("cookie");
  if (!header) return undefined;
  if (header.length > MAX_HEADER_LENGTH) return getCookie(c, name);
  let memo = memos.get(name);
  if (!memo) memos.set(name, (memo = new Map()));
  if (memo.has(header)) return memo.get(header);
  const value = getCookie(c, name);
  if (memo.size >= MAX_HEADERS) memo.clear();
  memo.set(header, value);
  return value;
}
