import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import { PHONE_RULES, phoneRuleFor } from "./phone-rules.ts";
import { splitE164, validateFullPhone, validatePhone } from "./validate-phone.ts";

const digit = fc.constantFrom(..."0123456789");
const digits = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max });
/** Any valid mainland mobile number: 1, then 3-9, then 9 digits. */
const cnMobile = fc.tuple(fc.constantFrom(..."3456789"), digits(9, 9)).map(([second, rest]) => `1${second}${rest}`);
/** Random separators people type between digit groups. */
const decorate = (number: string) =>
  fc
    .array(fc.constantFrom("", " ", "-", " - ", "(", ")"), { minLength: number.length, maxLength: number.length })
    .map((seps) => [...number].map((d, i) => d + (seps[i] ?? "")).join(""));

describe("validatePhone", () => {
  it("accepts every valid +86 number, however it is prefixed or spaced", () => {
    fc.assert(
      fc.property(cnMobile, fc.constantFrom("", "+86", "+86 ", "0086", "0086 ", "86", "86-"), (number, prefix) => {
        const result = validatePhone("+86", prefix + number);
        expect(result).toEqual({ valid: true, e164: `+86${number}`, countryCode: "+86", nationalNumber: number });
      }),
    );
  });

  it("ignores spaces, dashes and brackets", () => {
    fc.assert(
      fc.property(
        cnMobile.chain((n) => decorate(n).map((typed) => [n, typed] as const)),
        ([number, typed]) => {
          expect(validatePhone("+86", typed)).toMatchObject({ valid: true, e164: `+86${number}` });
          expect(validatePhone("+86", `+86 ${typed}`)).toMatchObject({ valid: true, e164: `+86${number}` });
        },
      ),
    );
  });

  it("answers phone.empty for any input without digits", () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/\d/.test(s)), fc.constantFrom(...Object.keys(PHONE_RULES), "+49"), (raw, code) => {
        const result = validatePhone(code, raw);
        expect(result.valid).toBe(false);
        if (!result.valid) expect(result.error.key).toBe("phone.empty");
      }),
    );
  });

  it("refuses lengths outside each rule's range with the matching key", () => {
    const rules = Object.values(PHONE_RULES);
    fc.assert(
      // Digits 1-9 only, so there is no trunk "0" to strip.
      fc.property(fc.constantFrom(...rules), fc.string({ unit: fc.constantFrom(..."123456789"), minLength: 1, maxLength: 20 }), (rule, number) => {
        const length = number.length;
        fc.pre(length < rule.min || length > rule.max);
        // A number that repeats the calling code may legitimately validate once the code is removed.
        fc.pre(!number.startsWith(rule.code.slice(1)));
        const result = validatePhone(rule.code, number, "en");
        expect(result.valid).toBe(false);
        if (result.valid) return;
        if (length < rule.min) expect(result.error).toMatchObject({ key: "phone.tooShort", params: { min: rule.min } });
        else expect(result.error).toMatchObject({ key: "phone.tooLong", params: { max: rule.max } });
        expect(result.example).toBe(rule.example);
      }),
    );
  });

  it("accepts every table example, nationally and internationally", () => {
    for (const rule of Object.values(PHONE_RULES)) {
      expect(validatePhone(rule.code, rule.example)).toMatchObject({ valid: true, e164: rule.code + rule.example });
      expect(validateFullPhone(`${rule.code} ${rule.example}`)).toMatchObject({ valid: true, countryCode: rule.code });
    }
  });

  it("applies the table's patterns", () => {
    expect(validatePhone("+86", "12812345678")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
    expect(validatePhone("+852", "11234567")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
    expect(validatePhone("+853", "56123456")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
    expect(validatePhone("+1", "2011550123")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
    expect(validatePhone("+1", "1015550123")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
    expect(validatePhone("+65", "71234567")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
    expect(validatePhone("+81", "6012345678")).toMatchObject({ valid: false, error: { key: "phone.pattern" } });
  });

  it("drops the domestic trunk 0 where the country uses one", () => {
    expect(validatePhone("+81", "090-1234-5678")).toMatchObject({ valid: true, e164: "+819012345678" });
    expect(validatePhone("+82", "010-1234-5678")).toMatchObject({ valid: true, e164: "+821012345678" });
    expect(validatePhone("+44", "07400 123456")).toMatchObject({ valid: true, e164: "+447400123456" });
    expect(validatePhone("+886", "0912 345 678")).toMatchObject({ valid: true, e164: "+886912345678" });
  });

  it("uses the 6-15 digit fallback for calling codes outside the table, capped by E.164", () => {
    expect(validatePhone("+49", "15123456789")).toMatchObject({ valid: true, e164: "+4915123456789" });
    expect(validatePhone("+49", "12345")).toMatchObject({ valid: false, error: { key: "phone.tooShort", params: { min: 6 } } });
    expect(phoneRuleFor("+49")).toMatchObject({ min: 6, max: 13, iso: "DE" });
    expect(phoneRuleFor("+7")?.iso).toBe("RU");
  });

  it("names the country in the reader's language, inside the catalog message", () => {
    const zh = validatePhone("+86", "1381234567", "zh");
    const en = validatePhone("+86", "1381234567", "en");
    if (zh.valid || en.valid) throw new Error("expected failures");
    expect(translate("zh", zh.error.key, zh.error.params)).toBe("中国手机号至少需要11位数字");
    expect(translate("en", en.error.key, en.error.params)).toBe("China mobile numbers need at least 11 digits");
    const hk = validatePhone("+852", "123", "zh");
    if (hk.valid) throw new Error("expected failure");
    expect(translate("zh", hk.error.key, hk.error.params)).toBe("香港手机号至少需要8位数字");
  });

  it("takes a typed international prefix over the picker", () => {
    expect(validatePhone("+86", "+852 5123 4567")).toMatchObject({ valid: true, countryCode: "+852" });
    expect(validatePhone("+86", "+999 1234567")).toMatchObject({ valid: false, error: { key: "phone.unsupportedCode" } });
  });

  it("refuses a picker code that is no calling code", () => {
    expect(validatePhone("+999", "12345678")).toMatchObject({ valid: false, error: { key: "phone.unsupportedCode" } });
  });
});

describe("validateFullPhone", () => {
  it("accepts + and 00 forms alike", () => {
    fc.assert(
      fc.property(cnMobile, fc.constantFrom("+86", "+86 ", "0086", "00 86 "), (number, prefix) => {
        expect(validateFullPhone(prefix + number)).toMatchObject({ valid: true, e164: `+86${number}` });
      }),
    );
  });

  it("refuses unknown calling codes and numbers without one", () => {
    expect(validateFullPhone("+999 12345678")).toMatchObject({ valid: false, error: { key: "phone.unsupportedCode" } });
    expect(validateFullPhone("13812345678")).toMatchObject({ valid: false, error: { key: "phone.unsupportedCode" } });
    expect(validateFullPhone("  ")).toMatchObject({ valid: false, error: { key: "phone.empty" } });
    expect(validateFullPhone("+86")).toMatchObject({ valid: false, error: { key: "phone.unsupportedCode" } });
  });

  // Issue 26 item 8: "+８６139…" was stored as "+139…" (\D dropped the full-width digits).
  it("reads full-width digits and plus signs as ASCII, never as another number", () => {
    const fullWidth = (text: string) => text.replace(/[0-9+]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect(fullWidth("+8613912345678")).toBe("＋８６１３９１２３４５６７８");
    expect(validateFullPhone("+８６13912345678")).toMatchObject({ valid: true, e164: "+8613912345678" });
    fc.assert(
      fc.property(cnMobile, fc.constantFrom("+86", "+86 ", "0086"), fc.boolean(), (number, prefix, all) => {
        const typed = all ? fullWidth(prefix + number) : prefix + fullWidth(number);
        expect(validateFullPhone(typed)).toMatchObject({ valid: true, e164: `+86${number}` });
        expect(validatePhone("+86", fullWidth(number))).toMatchObject({ valid: true, e164: `+86${number}` });
      }),
    );
  });

  it("refuses other scripts' digits with their own message instead of dropping them", () => {
    // Arabic-Indic ٨٦ for 86: dropped, the rest would have read as +139….
    const refused = validateFullPhone("+٨٦13912345678");
    expect(refused).toMatchObject({ valid: false, error: { key: "phone.unsupportedDigits" } });
    expect(validatePhone("+86", "139१२३४५६७८")).toMatchObject({ valid: false, error: { key: "phone.unsupportedDigits" } });
    expect(translate("en", "phone.unsupportedDigits")).toBe("Please type the number with the digits 0-9");
  });

  it("gives an international example hint", () => {
    const result = validateFullPhone("+86 123");
    expect(result).toMatchObject({ valid: false, example: "+86 13812345678" });
  });
});

describe("splitE164", () => {
  it("round-trips every valid number it produced", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(PHONE_RULES)), (rule) => {
        const result = validatePhone(rule.code, rule.example);
        if (!result.valid) throw new Error("example must be valid");
        expect(splitE164(result.e164)).toEqual({ countryCode: result.countryCode, nationalNumber: result.nationalNumber });
      }),
    );
    fc.assert(
      fc.property(cnMobile, (number) => {
        expect(splitE164(`+86${number}`)).toEqual({ countryCode: "+86", nationalNumber: number });
      }),
    );
  });

  it("refuses what is not E.164", () => {
    expect(splitE164("8613812345678")).toBeNull();
    expect(splitE164("+")).toBeNull();
    expect(splitE164("+86")).toBeNull();
    expect(splitE164("+999123")).toBeNull();
    expect(splitE164("+86abc")).toBeNull();
    expect(splitE164("+1 201 555 0123")).toEqual({ countryCode: "+1", nationalNumber: "2015550123" });
  });
});
