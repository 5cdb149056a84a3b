import examples from "libphonenumber-js/mobile/examples";
import { mainRegionOfCallingCode, normaliseCallingCode } from "./calling-codes.ts";

/**
 * One row of the phone table (docs/product/accounts-and-profile.md#country-rules). Lengths and pattern apply
 * to the national digits the person types, after a trunk prefix (the domestic leading "0") has been dropped.
 */
export interface PhoneRule {
  /** Calling code with plus sign, e.g. "+86". */
  code: string;
  /** Region whose name the messages use. */
  iso: string;
  min: number;
  max: number;
  pattern: RegExp;
  /** National digits shown in the "例如：…" hint. */
  example: string;
  /**
   * Domestic prefix people type before the national number (Japan "090…", Korea "010…", UK "07…",
   * Taiwan "09…"). It is not part of the E.164 form, so it is dropped before checking and storing.
   */
  trunkPrefix?: string;
}

// docs/product/accounts-and-profile.md#country-rules. Where the table
// gives only lengths (+886, +44), the pattern checks only lengths too.
export const PHONE_RULES: Record<string, PhoneRule> = {
  "+86": { code: "+86", iso: "CN", min: 11, max: 11, pattern: /^1[3-9]\d{9}$/, example: "13812345678" },
  "+852": { code: "+852", iso: "HK", min: 8, max: 8, pattern: /^[2-9]\d{7}$/, example: "51234567" },
  "+853": { code: "+853", iso: "MO", min: 8, max: 8, pattern: /^6\d{7}$/, example: "66123456" },
  "+886": { code: "+886", iso: "TW", min: 9, max: 10, pattern: /^\d{9,10}$/, example: "912345678", trunkPrefix: "0" },
  "+1": { code: "+1", iso: "US", min: 10, max: 10, pattern: /^[2-9]\d{2}[2-9]\d{6}$/, example: "2015550123" },
  "+65": { code: "+65", iso: "SG", min: 8, max: 8, pattern: /^[89]\d{7}$/, example: "81234567" },
  "+44": { code: "+44", iso: "GB", min: 10, max: 11, pattern: /^\d{10,11}$/, example: "7400123456", trunkPrefix: "0" },
  "+81": { code: "+81", iso: "JP", min: 10, max: 11, pattern: /^[7-9]\d{9,10}$/, example: "9012345678", trunkPrefix: "0" },
  // "9-10 digits after the first": Korean numbers are written 010-xxxx-xxxx; the leading 0 is the trunk prefix.
  "+82": { code: "+82", iso: "KR", min: 9, max: 10, pattern: /^\d{9,10}$/, example: "1012345678", trunkPrefix: "0" },
};

/** Any other calling code accepts 6-15 digits (docs/product/accounts-and-profile.md#country-rules). */
export const FALLBACK_PHONE_MIN_DIGITS = 6;
export const FALLBACK_PHONE_MAX_DIGITS = 15;
/** ITU-T E.164: calling code plus national number never exceed 15 digits. */
export const E164_MAX_DIGITS = 15;
const GENERIC_PHONE_EXAMPLE = "12345678";

/**
 * The rule for a calling code: its table row, or the 6-15 digit fallback for any other real calling
 * code. Null when the code is assigned to no region ("不支持的国家代码").
 */
export function phoneRuleFor(countryCode: string): PhoneRule | null {
  const code = normaliseCallingCode(countryCode);
  if (!code) return null;
  const listed = PHONE_RULES[code];
  if (listed) return listed;
  const iso = mainRegionOfCallingCode(code);
  if (!iso) return null;
  const min = FALLBACK_PHONE_MIN_DIGITS;
  // The fallback's 15 would overflow E.164 once the calling code is added; cap it so stored numbers stay valid.
  const max = Math.min(FALLBACK_PHONE_MAX_DIGITS, E164_MAX_DIGITS - (code.length - 1));
  return {
    code,
    iso,
    min,
    max,
    pattern: new RegExp(`^\\d{${min},${max}}$`),
    example: examples[iso as keyof typeof examples] ?? GENERIC_PHONE_EXAMPLE,
  };
}
