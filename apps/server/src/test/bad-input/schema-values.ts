import fc from "fast-check";
import type { JsonSchema } from "../openapi-operations.ts";

// Test-only: what an operation's own schema reads: values it would probably accept (the start of every
// broken body) and the field names it declares (the names a 422 may give).

export type Resolve = (s: JsonSchema | undefined) => JsonSchema | undefined;

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
