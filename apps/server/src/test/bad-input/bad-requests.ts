import fc from "fast-check";
import type { Operation, Parameter } from "../openapi-operations.ts";
import { type BodyPart, formBodyArb, jsonBodyArb, rawBodyArb } from "./bad-bodies.ts";
import { badString, LONG_ID } from "./bad-values.ts";
import { encodeLoosely } from "./loose-encoding.ts";
import { plausible, type Resolve } from "./schema-values.ts";

// Test-only: fast-check arbitraries of bad requests for one operation of /api/openapi.json (issue 6
// item 4): wrong types, huge strings, unicode (emoji, RTL, NUL, lone surrogates), negative / huge /
// NaN-like numbers, malformed JSON, duplicate keys, random path ids and query strings. Bodies start from
// a value shaped by the operation's own schema and then get broken, so most cases reach the validator or
// the handler with the one field that is wrong, rather than being refused for being unrecognisable.
// The pieces live beside this file: bad-values.ts (the wrong values), schema-values.ts (the shaped ones),
// break-once.ts, bad-bodies.ts, and json-text.ts / parsed-view.ts / loose-encoding.ts for the wire.

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
    ? jsonBodyArb(content["application/json"].schema, resolve, hints.fields)
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
