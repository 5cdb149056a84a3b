import { DupObject, RawJson } from "./json-text.ts";

// Test-only: what the server makes of a generated body (its value once parsed, the keys it names), so the
// fuzzer can tell which fields a validation error may name and which texts were accepted over-long.

/** What JSON.parse would make of a value: repeated keys keep the last, raw tokens are left out. */
export function parsedView(value: unknown): unknown {
  if (value instanceof RawJson) return undefined;
  if (value instanceof DupObject) return Object.fromEntries(value.entries.map(([k, v]) => [k, parsedView(v)]));
  if (Array.isArray(value)) return value.map(parsedView);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parsedView(v)]));
  return value;
}

export function topKeys(value: unknown): string[] {
  if (value instanceof DupObject) return value.entries.map(([k]) => k);
  return value && typeof value === "object" && !Array.isArray(value) && !(value instanceof RawJson) ? Object.keys(value) : [];
}

/** Some "malformed" texts parse (a lone surrogate escape is valid JSON): their keys were sent too. */
export function keysIfParsable(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}
