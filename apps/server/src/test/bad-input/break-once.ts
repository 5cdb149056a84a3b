import fc from "fast-check";
import { badValue } from "./bad-values.ts";
import { DupObject, RawJson } from "./json-text.ts";

// Test-only: a value shaped by the schema, broken in one place, so the case reaches the validator or the
// handler with the one field that is wrong.

/** Breaks one place of a value: a field gets a bad value, goes missing, or gains an unknown neighbour. */
export function breakOnce(value: unknown, depth = 0): fc.Arbitrary<unknown> {
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
