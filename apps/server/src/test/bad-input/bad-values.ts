import fc from "fast-check";
import { RawJson } from "./json-text.ts";

// Test-only: values of the wrong kind for almost any field: strings that have broken servers before, huge
// and edge numbers, raw JSON tokens, deep nesting.

const HUGE_ASCII = "x".repeat(100_000);
const HUGE_CJK = "字".repeat(100_000);
const HUGE_EMOJI = "👍🏽".repeat(25_000);
export const LONG_ID = "a".repeat(10_000);

/** Strings that have broken servers before: NUL, bidi overrides, lone surrogates, BOM, injections, traversal. */
const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "\u200F\u05D0\u05D1\u200E",
  "\uD800",
  "\uDFFF",
  "a\uDC00b\uD83D",
  "\uFEFF",
  "\u200B",
  "👍🏽",
  "👨‍👩‍👧‍👦",
  "𝕏𝕐",
  "ﷺ",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "true",
  "[]",
  "{}",
  "' OR '1'='1' --",
  "\"; drop table users; --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%2e%2e%2f",
  "${7*7}{{7*7}}",
  "\r\nSet-Cookie: x=1",
  "2024-02-30T25:61:00Z",
  "9999-12-31T23:59:59.999Z",
  "-271821-04-20T00:00:00Z",
  "0000-00-00",
  "+8613800000000",
  "a@b",
  "http://169.254.169.254/latest/meta-data/",
  "file:///etc/passwd",
  "/files/../../../etc/passwd",
];

/**
 * Well-formed ISO times PostgreSQL cannot store or no person means: year 0000 was a 500 (issue 26), and
 * full-width digits pass some parsers and not others.
 */
const DATES = [
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00.000Z",
  "1999-12-31T23:59:59Z",
  "2101-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "2026-02-30T10:00:00+08:00",
  "２０２６-０６-０１T10:00:00Z",
];

const NUMBERS = [-1, 0, -0, 0.5, 1.5, -1e308, 1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), Number.MIN_VALUE, 1e21];

const RAW_TOKENS = ["NaN", "Infinity", "-Infinity", "1e999", "123456789012345678901234567890", "0x10", "01", "undefined", "'single'", "tru"];

export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.constantFrom(...DATES) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(HUGE_ASCII, HUGE_CJK, HUGE_EMOJI) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\u0000")).map(([s, bad]) => s + bad + s) },
);

const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deepArray = (n: number) => new RawJson("[".repeat(n) + "]".repeat(n));

/** A value of the wrong kind for almost any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badString },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_TOKENS).map((t) => new RawJson(t)) },
  { weight: 1, arbitrary: fc.array(badString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), badString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deepArray(64), deepArray(5_000), deepArray(200_000), new RawJson(`[${"1,".repeat(20_000)}1]`)) },
);
