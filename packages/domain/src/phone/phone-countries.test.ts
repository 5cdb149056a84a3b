import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locale.ts";
import { DEFAULT_PHONE_COUNTRY_CODE, DEFAULT_PHONE_ISO, listPhoneCountries } from "./phone-countries.ts";

describe("listPhoneCountries", () => {
  it.each(LOCALES)("lists 180-250 named regions, China first, no duplicates (%s)", (locale) => {
    const list = listPhoneCountries(locale);
    expect(list.length).toBeGreaterThanOrEqual(180);
    expect(list.length).toBeLessThanOrEqual(250);
    expect(list[0]).toMatchObject({ iso: DEFAULT_PHONE_ISO, code: DEFAULT_PHONE_COUNTRY_CODE });
    expect(new Set(list.map((c) => c.iso)).size).toBe(list.length);
    for (const country of list) {
      expect(country.code).toMatch(/^\+\d{1,3}$/);
      expect(country.name).not.toBe("");
      expect(country.name).not.toBe(country.iso);
    }
  });

  it("sorts the rest by localised name", () => {
    for (const [locale, tag] of [["zh", "zh-CN"], ["en", "en"]] as const) {
      const names = listPhoneCountries(locale).slice(1).map((c) => c.name);
      const sorted = [...names].sort(new Intl.Collator(tag).compare);
      expect(names).toEqual(sorted);
    }
  });

  it("names regions in the reader's language", () => {
    const zh = listPhoneCountries("zh");
    const en = listPhoneCountries("en");
    expect(zh[0]?.name).toBe("中国");
    expect(en[0]?.name).toBe("China");
    expect(zh.find((c) => c.iso === "HK")).toEqual({ iso: "HK", code: "+852", name: "香港" });
    expect(en.find((c) => c.iso === "US")?.name).toBe("United States");
  });

  it("returns a copy that callers may change freely", () => {
    const first = listPhoneCountries("en");
    first.reverse();
    expect(listPhoneCountries("en")[0]?.iso).toBe("CN");
  });
});
