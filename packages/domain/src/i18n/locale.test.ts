import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, pickLocale } from "./locale.ts";

const locale = fc.constantFrom(...LOCALES);
const tag = fc.constantFrom("zh", "zh-CN", "zh-Hant-TW", "en", "en-US", "EN-gb", "fr", "de-DE", "ja", "*", "");
const entry = fc.tuple(tag, fc.option(fc.constantFrom("0", "0.1", "0.5", "0.9", "1"), { nil: undefined }));
const header = fc.array(entry, { maxLength: 5 }).map((entries) =>
  entries.map(([t, q]) => (q === undefined ? t : `${t};q=${q}`)).join(", "),
);

describe("pickLocale", () => {
  it("lets a valid cookie win over any header", () => {
    fc.assert(
      fc.property(locale, fc.option(header), (cookie, h) => {
        expect(pickLocale(cookie, h)).toBe(cookie);
      }),
    );
  });

  it("always answers a supported locale, whatever it is given", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.oneof(header, fc.string())), (cookie, h) => {
        expect(LOCALES).toContain(pickLocale(cookie, h));
      }),
    );
  });

  it("falls back to Chinese when nothing supported is asked for", () => {
    expect(pickLocale(undefined, undefined)).toBe(DEFAULT_LOCALE);
    expect(pickLocale("fr", "fr-FR, de;q=0.8")).toBe("zh");
    expect(pickLocale(null, "en;q=0")).toBe("zh");
  });

  it("takes the highest-ranked supported language", () => {
    expect(pickLocale(null, "fr-FR, en-US;q=0.8, zh;q=0.5")).toBe("en");
    expect(pickLocale(null, "en;q=0.4, zh-CN;q=0.9")).toBe("zh");
    expect(pickLocale("xx", "en-GB")).toBe("en");
  });

  it("picks the supported language with the highest q", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (zhQ, enQ) => {
        fc.pre(zhQ !== enQ);
        const picked = pickLocale(undefined, `zh;q=0.${zhQ}, en;q=0.${enQ}`);
        expect(picked).toBe(zhQ > enQ ? "zh" : "en");
      }),
    );
  });
});
