import type { Locale } from "../i18n/locale.ts";
import type { MessageKey } from "../i18n/messages.zh.ts";
import { matchCallingCode } from "./calling-codes.ts";
import { DEFAULT_PHONE_COUNTRY_CODE, phoneCountryName } from "./phone-countries.ts";
import { PHONE_RULES, type PhoneRule, phoneRuleFor } from "./phone-rules.ts";

export type PhoneValidation =
  | { valid: true; e164: string; countryCode: string; nationalNumber: string }
  | { valid: false; error: { key: MessageKey; params: Record<string, string | number> }; example: string };

type PhoneFailure = Extract<PhoneValidation, { valid: false }>;

const DEFAULT_RULE = PHONE_RULES[DEFAULT_PHONE_COUNTRY_CODE] as PhoneRule;

/**
 * Checks a number typed next to a country-code picker (docs/product/accounts-and-profile.md#country-rules).
 * Only digits count, so spaces, dashes and brackets never matter. A number typed with its own international
 * prefix ("+852 …", "0086 …") is taken at its word, whatever the picker says; a number that repeats the
 * picker's code without a plus ("86 138…") has that code removed.
 */
export function validatePhone(countryCode: string, typed: string, locale: Locale = "zh"): PhoneValidation {
  const rawNumber = normalisePhoneInput(typed);
  const digits = rawNumber.replace(/\D/g, "");
  const rule = phoneRuleFor(countryCode);
  if (OTHER_DIGIT.test(rawNumber)) return failure("phone.unsupportedDigits", {}, exampleOf(rule ?? DEFAULT_RULE, false));
  if (!digits) return failure("phone.empty", {}, exampleOf(rule ?? DEFAULT_RULE, false));
  if (isInternational(rawNumber, digits)) return validateInternational(stripInternationalPrefix(digits), locale);
  if (!rule) return failure("phone.unsupportedCode", {}, exampleOf(DEFAULT_RULE, true));

  const checked = checkNational(rule, digits, locale, false);
  if (checked.valid) return checked;
  const codeDigits = rule.code.slice(1);
  if (digits.startsWith(codeDigits)) {
    const withoutCode = checkNational(rule, digits.slice(codeDigits.length), locale, false);
    if (withoutCode.valid) return withoutCode;
  }
  return checked;
}

/**
 * Checks a complete international number ("+8613812345678", "0086 138 1234 5678"). A number without
 * an international prefix is refused rather than guessed at, so one phone can never be stored in two
 * spellings. Callers should store the returned `e164`.
 */
export function validateFullPhone(typed: string, locale: Locale = "zh"): PhoneValidation {
  const input = normalisePhoneInput(typed);
  if (OTHER_DIGIT.test(input)) return failure("phone.unsupportedDigits", {}, exampleOf(DEFAULT_RULE, true));
  const digits = input.replace(/\D/g, "");
  if (!digits) return failure("phone.empty", {}, exampleOf(DEFAULT_RULE, true));
  if (!isInternational(input, digits)) return failure("phone.unsupportedCode", {}, exampleOf(DEFAULT_RULE, true));
  return validateInternational(stripInternationalPrefix(digits), locale);
}

/**
 * Chinese and Japanese input methods type full-width digits and plus signs ("＋８６１３９…"). `\D` would
 * drop them and store another number ("+139…"), so they are read as the ASCII ones first
 * (docs/product/accounts-and-profile.md#phone-digits).
 */
function normalisePhoneInput(raw: string): string {
  return raw.replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\uFF0B/g, "+");
}

/** Any other script's digit (Arabic-Indic, Devanagari…): refused with a message, never dropped. */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;

/** Splits a stored E.164 number for editing: "+8613812345678" → "+86" and "13812345678". */
export function splitE164(e164: string): { countryCode: string; nationalNumber: string } | null {
  const trimmed = e164.trim();
  if (!/^\+[\d\s-]+$/.test(trimmed)) return null;
  const match = matchCallingCode(trimmed.replace(/\D/g, ""));
  return match ? { countryCode: match.countryCode, nationalNumber: match.rest } : null;
}

function isInternational(raw: string, digits: string): boolean {
  return raw.trimStart().startsWith("+") || digits.startsWith("00");
}

function stripInternationalPrefix(digits: string): string {
  return digits.startsWith("00") ? digits.slice(2) : digits;
}

function validateInternational(digits: string, locale: Locale): PhoneValidation {
  const match = matchCallingCode(digits);
  const rule = match && phoneRuleFor(match.countryCode);
  if (!match || !rule) return failure("phone.unsupportedCode", {}, exampleOf(DEFAULT_RULE, true));
  return checkNational(rule, match.rest, locale, true);
}

function checkNational(rule: PhoneRule, digits: string, locale: Locale, international: boolean): PhoneValidation {
  const national = rule.trunkPrefix && digits.startsWith(rule.trunkPrefix) ? digits.slice(rule.trunkPrefix.length) : digits;
  const problem: MessageKey | null = !national
    ? "phone.empty"
    : national.length < rule.min
      ? "phone.tooShort"
      : national.length > rule.max
        ? "phone.tooLong"
        : !rule.pattern.test(national)
          ? "phone.pattern"
          : null;
  if (!problem) return { valid: true, e164: `${rule.code}${national}`, countryCode: rule.code, nationalNumber: national };
  // Only a refusal names the country: the name lookup (Intl) costs more than the whole check of a valid number.
  const example = exampleOf(rule, international);
  if (problem === "phone.empty") return failure(problem, {}, example);
  // countryIso travels along so a caller rendering later, in another language, can re-name the country.
  const base = { country: phoneCountryName(rule.iso, locale), countryIso: rule.iso };
  const limit: Record<string, number> = problem === "phone.tooShort" ? { min: rule.min } : problem === "phone.tooLong" ? { max: rule.max } : {};
  return failure(problem, { ...base, ...limit }, example);
}

function exampleOf(rule: PhoneRule, international: boolean): string {
  return international ? `${rule.code} ${rule.example}` : rule.example;
}

function failure(key: MessageKey, params: Record<string, string | number>, example: string): PhoneFailure {
  return { valid: false, error: { key, params }, example };
}
