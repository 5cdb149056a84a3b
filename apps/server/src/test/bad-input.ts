import fc from "fast-check";
import type { JsonSchema, Operation, Parameter } from "./openapi-operations.ts";

// Test-only: fast-check arbitraries of bad requests for one operation of /api/openapi.json (issue 6
// item 4): wrong types, huge strings, unicode (emoji, RTL, NUL, lone surrogates), negative / huge /
// NaN-like numbers, malformed JSON, duplicate keys, random path ids and query strings. Bodies start from
// a value shaped by the operation's own schema and then get broken, so most cases reach the validator or
// the handler with the one field that is wrong, rather than being refused for being unrecognisable.

/** One request, ready to send: path and query are already percent-encoded. */
export interface BadRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  /** Keys the request named (body and query): a validation error may name any of them. */
  sentKeys: string[];
  /** The JSON body as a value (repeated keys resolved as JSON.parse does), when the body is JSON. */
  json?: unknown;
  /** The query's values by declared name (the last of repeated keys). */
  queryValues: Record<string, string>;
  /** What was broken, for the failure message. */
  note: string;
}

/** Real values for a route's path parameters and for body fields of the same name (ids, codes, emails). */
export interface Hints {
  params: Record<string, string>;
  query?: Record<string, string>;
  fields: Record<string, unknown>;
}

// ── building blocks ─────────────────────────────────────────────────────────────────────────────────

const HUGE_ASCII = "x".repeat(100_000);
const HUGE_CJK = "字".repeat(100_000);
const HUGE_EMOJI = "👍🏽".repeat(25_000);
const LONG_ID = "a".repeat(10_000);

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

const NUMBERS = [-1, 0, -0, 0.5, 1.5, -1e308, 1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), Number.MIN_VALUE, 1e21];

/** A JSON token written as-is: NaN, Infinity, a number too large for a double, a hex literal. */
export class RawJson {
  constructor(readonly text: string) {}
}
const RAW_TOKENS = ["NaN", "Infinity", "-Infinity", "1e999", "123456789012345678901234567890", "0x10", "01", "undefined", "'single'", "tru"];

/** An object whose keys may repeat: `{"a":1,"a":"x"}`. */
class DupObject {
  constructor(readonly entries: [string, unknown][]) {}
}

export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
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

/** JSON text for values that may hold RawJson tokens and repeated keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof DupObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : toJsonText(v))).join(",")}]`;
  if (value && typeof value === "object") {
    const parts = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${parts.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Percent-encodes like encodeURIComponent, except that a lone surrogate (which encodeURIComponent
 * refuses) becomes the three bytes of its invalid UTF-8 form, as a hostile client could send.
 */
export function encodeLoosely(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(s[i]!);
    }
  }
  return out;
}

// ── values shaped by the schema ─────────────────────────────────────────────────────────────────────

type Resolve = (s: JsonSchema | undefined) => JsonSchema | undefined;

const futureIso = fc.integer({ min: 1, max: 60 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString());

/** A value the schema would probably accept (real ids from the hints where a field has their name). */
export function plausible(schema: JsonSchema | undefined, resolve: Resolve, hints: Record<string, unknown>, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (!s || depth > 4) return fc.constant("x");
  const members = s.anyOf ?? s.oneOf;
  if (members?.length) return fc.oneof(...members.map((m) => plausible(m, resolve, hints, depth + 1)));
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const nonNull = types.filter((t) => t !== "null");
  const main = ((): fc.Arbitrary<unknown> => {
    switch (nonNull[0]) {
      case "string": {
        if (s.format === "date-time") return futureIso;
        if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 64));
        const max = Math.min(s.maxLength ?? 20, 20);
        return fc.string({ unit: "grapheme", minLength: Math.min(Math.max(s.minLength ?? 1, 1), max), maxLength: max });
      }
      case "integer":
        return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1000, 1000) });
      case "number":
        return fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1000, noNaN: true });
      case "boolean":
        return fc.boolean();
      case "array":
        return fc.array(plausible(s.items, resolve, hints, depth + 1), { maxLength: Math.min(s.maxItems ?? 2, 2) });
      case "object": {
        const props = s.properties ?? {};
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, prop] of Object.entries(props)) {
          model[name] = name in hints ? fc.oneof({ weight: 3, arbitrary: fc.constant(hints[name]) }, plausible(prop, resolve, hints, depth + 1)) : plausible(prop, resolve, hints, depth + 1);
        }
        return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return types.includes("null") ? fc.oneof({ weight: 4, arbitrary: main }, fc.constant(null)) : main;
}

/** The declared property names of an object schema (through anyOf/oneOf), for the names a 422 may give. */
export function declaredKeys(schema: JsonSchema | undefined, resolve: Resolve, depth = 0): string[] {
  const s = resolve(schema);
  if (!s || depth > 6) return [];
  const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((m) => declaredKeys(m, resolve, depth + 1));
  const own = Object.entries(s.properties ?? {}).flatMap(([k, v]) => [k, ...declaredKeys(v, resolve, depth + 1)]);
  return [...own, ...nested, ...(s.items ? declaredKeys(s.items, resolve, depth + 1) : [])];
}

/** Breaks one place of a value: a field gets a bad value, goes missing, or gains an unknown neighbour. */
function breakOnce(value: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof RawJson) && !(value instanceof DupObject)) {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj);
    const options: fc.Arbitrary<unknown>[] = [
      fc.tuple(fc.oneof(fc.constantFrom("__proto__", "constructor", "id", "userId", "organizerId", "status", "role", "extra"), fc.string({ maxLength: 10 })), badValue).map(([k, v]) => ({
        ...obj,
        [k]: v,
      })),
    ];
    if (keys.length) {
      options.push(
        fc.tuple(fc.constantFrom(...keys), badValue).map(([k, v]) => ({ ...obj, [k]: v })),
        fc.tuple(fc.constantFrom(...keys), badValue).map(([k, v]) => new DupObject([...Object.entries(obj), [k, v]])),
        fc.tuple(fc.constantFrom(...keys), badValue).map(([k, v]) => new DupObject([[k, v], ...Object.entries(obj)])),
        fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(obj).filter(([key]) => key !== k))),
      );
      if (depth < 3) options.push(fc.constantFrom(...keys).chain((k) => breakOnce(obj[k], depth + 1).map((v) => ({ ...obj, [k]: v }))));
    }
    return fc.oneof(...options);
  }
  if (Array.isArray(value)) {
    const options: fc.Arbitrary<unknown>[] = [
      badValue.map((v) => [...value, v]),
      fc.constant(Array.from({ length: 5_000 }, () => value[0] ?? "x")),
      badValue,
    ];
    if (value.length && depth < 3) options.push(breakOnce(value[0], depth + 1).map((v) => [v, ...value.slice(1)]));
    return fc.oneof(...options);
  }
  return badValue;
}

// ── whole requests ──────────────────────────────────────────────────────────────────────────────────

/** Some "malformed" texts parse (a lone surrogate escape is valid JSON): their keys were sent too. */
function keysIfParsable(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

const MALFORMED = [
  "{",
  "}",
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  "[1,2",
  "nul",
  "\u0000",
  "\uFEFF{}",
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '{"a"\u0000:1}',
  "<xml/>",
  "a=1&b=2",
];

function pathArb(op: Operation, hints: Hints): fc.Arbitrary<{ path: string; note: string }> {
  const names = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  const junk = fc.oneof(
    { weight: 4, arbitrary: badString.map((s) => ({ value: encodeLoosely(s), note: "junk" })) },
    { weight: 1, arbitrary: fc.constantFrom("..", "../..", "%2e%2e%2f%2e%2e", "%2F", "%", "%zz", "%00", LONG_ID, "-1", "0", "null").map((v) => ({ value: v, note: `raw ${v.slice(0, 20)}` })) },
    { weight: 1, arbitrary: fc.uuid().map((v) => ({ value: v, note: "unknown uuid" })) },
  );
  const one = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant({ value: encodeLoosely(hints.params[name] ?? "x"), note: "real" }) },
      { weight: 2, arbitrary: junk },
    );
  return fc.tuple(...names.map(one)).map((values) => {
    let path = op.path;
    const notes: string[] = [];
    names.forEach((name, i) => {
      path = path.replace(`{${name}}`, values[i]!.value);
      notes.push(`${name}=${values[i]!.note}`);
    });
    return { path, note: notes.join(" ") };
  });
}

function queryArb(params: Parameter[], resolve: Resolve, hints: Hints): fc.Arbitrary<{ query: string; keys: string[]; values: Record<string, string> }> {
  const declared = params.filter((p) => p.in === "query");
  const valueFor = (p: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: plausible(p.schema, resolve, {}).map((v) => [String(v)]) },
      ...(hints.query?.[p.name] !== undefined ? [{ weight: 3, arbitrary: fc.constant([hints.query[p.name]!]) }] : []),
      { weight: 3, arbitrary: badString.map((s) => [s]) },
      { weight: 1, arbitrary: fc.array(badString, { minLength: 2, maxLength: 3 }) },
    );
  const pairs = fc.tuple(
    fc.tuple(...declared.map((p) => fc.option(valueFor(p), { freq: 3 }).map((v) => [p.name, v] as const))),
    fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor[prototype][x]", "a[]", "page[size]")), badString), { maxLength: 2 }),
    fc.option(fc.constantFrom("%", "%zz", "&&&", "=", "a=%E0%A4%A", "a=%ED%A0%80", "=x&=y"), { freq: 5 }),
  );
  return pairs.map(([known, extra, raw]) => {
    const parts: string[] = [];
    const keys: string[] = [];
    const byName: Record<string, string> = {};
    for (const [name, values] of known) {
      if (!values) continue;
      keys.push(name);
      for (const v of values) parts.push(`${encodeLoosely(name)}=${encodeLoosely(v)}`);
      byName[name] = values[values.length - 1]!;
    }
    for (const [k, v] of extra) {
      keys.push(k.split("[")[0]!);
      parts.push(`${encodeLoosely(k)}=${encodeLoosely(v)}`);
    }
    if (raw) parts.push(raw);
    return { query: parts.join("&"), keys, values: byName };
  });
}

interface BodyPart {
  body?: string | Uint8Array | FormData;
  contentType?: string;
  keys: string[];
  json?: unknown;
  note: string;
}

/** What JSON.parse would make of a value: repeated keys keep the last, raw tokens are left out. */
export function parsedView(value: unknown): unknown {
  if (value instanceof RawJson) return undefined;
  if (value instanceof DupObject) return Object.fromEntries(value.entries.map(([k, v]) => [k, parsedView(v)]));
  if (Array.isArray(value)) return value.map(parsedView);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parsedView(v)]));
  return value;
}

function topKeys(value: unknown): string[] {
  if (value instanceof DupObject) return value.entries.map(([k]) => k);
  return value && typeof value === "object" && !Array.isArray(value) && !(value instanceof RawJson) ? Object.keys(value) : [];
}

function jsonBodyArb(schema: JsonSchema | undefined, resolve: Resolve, hints: Hints): fc.Arbitrary<BodyPart> {
  const shaped = plausible(schema, resolve, hints.fields);
  const broken = shaped.chain((v) => breakOnce(v)).chain((v) => fc.oneof({ weight: 2, arbitrary: fc.constant(v) }, breakOnce(v)));
  const json = (note: string) => (v: unknown) => ({ body: toJsonText(v), contentType: "application/json", keys: topKeys(v), json: parsedView(v), note });
  return fc.oneof(
    { weight: 10, arbitrary: broken.map(json("schema-shaped, broken")) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json("random JSON")) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED).map((text) => ({ body: text, contentType: "application/json", keys: keysIfParsable(text), note: "malformed JSON" })) },
    {
      weight: 1,
      arbitrary: shaped.chain((v) => fc.nat().map((n) => toJsonText(v).slice(0, n % Math.max(1, toJsonText(v).length)))).map((text) => ({ body: text, contentType: "application/json", keys: [], note: "truncated JSON" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "application/xml", "multipart/form-data", ""))
        .map(([v, type]) => ({ body: toJsonText(v), contentType: type || undefined, keys: topKeys(v), note: `content-type "${type}"` })),
    },
    { weight: 1, arbitrary: fc.constant<BodyPart>({ body: undefined, contentType: "application/json", keys: [], note: "no body" }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ body: bytes, contentType: "application/json", keys: [], note: "random bytes as JSON" })) },
    { weight: 1, arbitrary: fc.constant<BodyPart>({ body: `{"a":"${"x".repeat(1_200_000)}"}`, contentType: "application/json", keys: ["a"], note: "over 1 MB" }) },
  );
}

function formBodyArb(schema: JsonSchema | undefined, resolve: Resolve): fc.Arbitrary<BodyPart> {
  const names = [...new Set([...declaredKeys(schema, resolve), "file", "extra"])];
  const fileish = fc.oneof(
    fc.tuple(fc.uint8Array({ maxLength: 256 }), fc.constantFrom("image/png", "image/jpeg", "image/gif", "text/html", "application/octet-stream", ""), badString.map((s) => s.slice(0, 200)))
      .map(([bytes, type, name]) => new File([Buffer.from(bytes)], name || "f", { type })),
    badString.map((s) => s.slice(0, 1000)),
  );
  const form = fc.array(fc.tuple(fc.constantFrom(...names), fileish), { maxLength: 5 }).map((fields) => {
    const data = new FormData();
    for (const [k, v] of fields) data.append(k, v);
    return { body: data, keys: fields.map(([k]) => k), note: "form" };
  });
  return fc.oneof(
    { weight: 6, arbitrary: form },
    { weight: 1, arbitrary: fc.constantFrom("--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nabc", "garbage").map((text) => ({ body: text, contentType: "multipart/form-data", keys: [], note: "multipart without boundary" })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => ({ body: JSON.stringify(v), contentType: "application/json", keys: topKeys(v), note: "JSON instead of a form" })) },
  );
}

function rawBodyArb(): fc.Arbitrary<BodyPart> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<BodyPart>({ keys: [], note: "no body" }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 512 }), fc.constantFrom("image/png", "image/jpeg", "image/webp", "text/plain", "application/json", "image/svg+xml"))
        .map(([bytes, contentType]) => ({ body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...bytes]), contentType, keys: [], note: `bytes as ${contentType}` })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => ({ body: JSON.stringify(v), contentType: "application/json", keys: topKeys(v), note: "unexpected JSON body" })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map((text) => ({ body: text, contentType: "application/json", keys: keysIfParsable(text), note: "unexpected malformed body" })) },
  );
}

function headersArb(): fc.Arbitrary<Record<string, string>> {
  const latin1 = (s: string) => s.replace(/[^\x20-\x7e]/g, "?");
  return fc.record(
    {
      "accept-language": fc.oneof(fc.constantFrom("zh", "en", "*", "xx-YY;q=2", ""), badString.map((s) => latin1(s).slice(0, 200))),
      "if-none-match": fc.oneof(fc.constantFrom('"x"', "*", 'W/"1"', ""), badString.map((s) => latin1(s).slice(0, 200))),
      "x-request-id": badString.map((s) => latin1(s).slice(0, 200)),
    },
    { requiredKeys: [] },
  );
}

/** Bad requests for one operation (path, query, body and a few headers, each possibly broken). */
export function badRequests(op: Operation, resolve: Resolve, hints: Hints): fc.Arbitrary<BadRequest> {
  const content = op.body?.content ?? {};
  const body = content["application/json"]
    ? jsonBodyArb(content["application/json"].schema, resolve, hints)
    : content["multipart/form-data"]
      ? formBodyArb(content["multipart/form-data"].schema, resolve)
      : rawBodyArb();
  const bodyless = op.method === "GET" || op.method === "HEAD";
  return fc.tuple(pathArb(op, hints), queryArb(op.parameters, resolve, hints), bodyless ? fc.constant<BodyPart>({ keys: [], note: "" }) : body, headersArb()).map(([p, q, b, h]) => ({
    path: p.path,
    query: q.query,
    headers: { ...h, ...(b.contentType ? { "content-type": b.contentType } : {}) },
    body: b.body,
    sentKeys: [...q.keys, ...b.keys],
    json: b.json,
    queryValues: q.values,
    note: [p.note, b.note].filter(Boolean).join("; "),
  }));
}
