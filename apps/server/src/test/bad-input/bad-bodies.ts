import fc from "fast-check";
import type { JsonSchema } from "../openapi-operations.ts";
import { badString } from "./bad-values.ts";
import { breakOnce } from "./break-once.ts";
import { toJsonText } from "./json-text.ts";
import { keysIfParsable, parsedView, topKeys } from "./parsed-view.ts";
import { declaredKeys, plausible, type Resolve } from "./schema-values.ts";

// Test-only: request bodies for the three kinds of operation (JSON, multipart form, raw bytes), each
// possibly broken: schema-shaped and broken in one place, malformed, truncated, mislabelled or oversized.

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

export interface BodyPart {
  body?: string | Uint8Array | FormData;
  contentType?: string;
  keys: string[];
  json?: unknown;
  note: string;
}

/** `fields`: real values for body fields of the same name (Hints.fields). */
export function jsonBodyArb(schema: JsonSchema | undefined, resolve: Resolve, fields: Record<string, unknown>): fc.Arbitrary<BodyPart> {
  const shaped = plausible(schema, resolve, fields);
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

export function formBodyArb(schema: JsonSchema | undefined, resolve: Resolve): fc.Arbitrary<BodyPart> {
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

export function rawBodyArb(): fc.Arbitrary<BodyPart> {
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

