import { DEFAULT_LOCALE, type Locale, type MessageKey, sharedCatalog } from "@commons/domain";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { zh } from "../i18n/locales/zh.ts";

export type UiCatalog = typeof zh;
export type UiKey = keyof UiCatalog;

// Only the default language ships in the entry chunk; English is fetched the first time it is needed.
const uiLoaders: Record<Locale, () => Promise<Record<UiKey, string>>> = {
  zh: async () => zh,
  en: async () => (await import("../i18n/locales/en.ts")).en,
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  ns: ["ui", "shared"],
  defaultNS: "ui",
  // Catalog keys are flat ("nav.events"), and the shared domain catalog uses `{name}` placeholders;
  // one convention for both keeps messages copy-pasteable between server and web.
  keySeparator: false,
  nsSeparator: ":",
  interpolation: { escapeValue: false, prefix: "{", suffix: "}" },
  resources: {
    zh: { ui: zh, shared: sharedCatalog("zh") },
  },
  returnNull: false,
  initAsync: false,
});

/** Loads a language's catalogs (once) and switches to it. Resolves before the page renders in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, "ui")) {
    i18n.addResourceBundle(locale, "ui", await uiLoaders[locale]());
    i18n.addResourceBundle(locale, "shared", sharedCatalog(locale));
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
}

export function currentLocale(): Locale {
  return i18n.language === "en" ? "en" : "zh";
}

/** BCP 47 tags for `<html lang>` and Intl: the region picks Simplified Chinese fonts and formats. */
export function htmlLang(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en";
}

export type MessageParams = Record<string, string | number>;

/**
 * Translates a shared domain message. A parameter that is itself a catalog key (for example
 * `field: "field.name"`) is translated first, matching the domain's own `translate()`.
 */
export function tShared(key: MessageKey, params: MessageParams = {}): string {
  const translate = i18n.t as unknown as (key: string, options?: MessageParams) => string;
  const resolved: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    resolved[name] = typeof value === "string" && i18n.exists(`shared:${value}`) ? translate(`shared:${value}`) : value;
  }
  return translate(`shared:${key}`, resolved);
}
