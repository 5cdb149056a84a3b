import type { Locale } from "./locale.ts";

// Country names come from the runtime's CLDR data (Intl) rather than a hand-typed table, so both
// languages stay complete and correct without a translation file of ~240 names.
const displayNames = new Map<string, Intl.DisplayNames>();

function namer(locale: Locale, style: "short" | "long"): Intl.DisplayNames {
  const tag = locale === "zh" ? "zh-CN" : "en";
  const cacheKey = `${tag}:${style}`;
  let names = displayNames.get(cacheKey);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: "region", style, fallback: "none" });
    displayNames.set(cacheKey, names);
  }
  return names;
}

/**
 * The localised name of an ISO 3166 region, or null when the runtime cannot name it.
 * The short style reads better in a picker ("香港" rather than "中国香港特别行政区"), but English short
 * names are sometimes bare abbreviations ("US", "UK"); those fall back to the long name.
 */
export function regionName(iso: string, locale: Locale): string | null {
  let name: string | undefined;
  try {
    name = namer(locale, "short").of(iso);
    if (name && /^[A-Z]{2,3}$/.test(name)) name = namer(locale, "long").of(iso);
  } catch {
    return null; // a malformed region code throws a RangeError
  }
  if (!name || name === iso) return null;
  return name;
}
