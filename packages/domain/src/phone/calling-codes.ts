import metadata from "libphonenumber-js/min/metadata";

// The "min" metadata is the same module `libphonenumber-js/min` already loads, so reading its
// calling-code table costs the browser bundle nothing extra.

/** "+86" from "86", "+86", "0086" or " +86 "; null when there are no digits. */
export function normaliseCallingCode(code: string): string | null {
  const digits = code.replace(/\D/g, "").replace(/^00/, "");
  return digits ? `+${digits}` : null;
}

/**
 * The main region of a calling code ("+1" → "US", "+7" → "RU", "+44" → "GB"): libphonenumber lists
 * it first. Null when the code belongs to no region (non-geographic or unassigned).
 */
export function mainRegionOfCallingCode(code: string): string | null {
  const normalised = normaliseCallingCode(code);
  if (!normalised) return null;
  return metadata.country_calling_codes[normalised.slice(1)]?.[0] ?? null;
}

export function isKnownCallingCode(code: string): boolean {
  return mainRegionOfCallingCode(code) !== null;
}

/**
 * Splits the digits after an international prefix into calling code and the rest. ITU calling codes
 * form a prefix code (no code is the start of another), so the first 1-3 digit match is the only one.
 */
export function matchCallingCode(digits: string): { countryCode: string; rest: string } | null {
  for (let length = 1; length <= 3 && length < digits.length; length++) {
    const code = `+${digits.slice(0, length)}`;
    if (isKnownCallingCode(code)) return { countryCode: code, rest: digits.slice(length) };
  }
  return null;
}
