// Test-only: JSON text that JSON.stringify cannot write (raw tokens, repeated keys), for bad bodies.

/** A JSON token written as-is: NaN, Infinity, a number too large for a double, a hex literal. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object whose keys may repeat: `{"a":1,"a":"x"}`. */
export class DupObject {
  constructor(readonly entries: [string, unknown][]) {}
}

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
