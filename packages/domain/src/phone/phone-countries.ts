import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import type { Locale } from "../i18n/locale.ts";
import { regionName } from "../i18n/region-name.ts";

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. "CN". */
  iso: string;
  /** Calling code with its plus sign, e.g. "+86". */
  code: string;
  /** Localised country or region name. */
  name: string;
}

export const DEFAULT_PHONE_COUNTRY_CODE = "+86";
export const DEFAULT_PHONE_ISO = "CN";
/** The number is checked after a 500 ms pause in typing (docs/product/accounts-and-profile.md#phone-input). */
export const PHONE_VALIDATION_DEBOUNCE_MS = 500;

const cache = new Map<Locale, readonly PhoneCountry[]>();

/**
 * The country-code picker's entries: every region libphonenumber knows that the runtime can name,
 * China first (the product's default), then alphabetical in the reader's language.
 */
export function listPhoneCountries(locale: Locale): PhoneCountry[] {
  let list = cache.get(locale);
  if (!list) {
    list = buildList(locale);
    cache.set(locale, list);
  }
  // A copy, so a caller sorting or filtering it cannot corrupt the cache.
  return list.slice();
}

function buildList(locale: Locale): PhoneCountry[] {
  const collator = new Intl.Collator(locale === "zh" ? "zh-CN" : "en");
  const entries: PhoneCountry[] = [];
  for (const iso of getCountries()) {
    const name = regionName(iso, locale);
    if (!name) continue;
    entries.push({ iso, code: `+${getCountryCallingCode(iso)}`, name });
  }
  entries.sort((a, b) => {
    if (a.iso === DEFAULT_PHONE_ISO) return -1;
    if (b.iso === DEFAULT_PHONE_ISO) return 1;
    return collator.compare(a.name, b.name);
  });
  return entries;
}

/** The localised name to show for a calling code's region (falls back to the code itself). */
export function phoneCountryName(iso: string, locale: Locale): string {
  return regionName(iso, locale) ?? iso;
}
