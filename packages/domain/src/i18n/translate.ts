import type { Locale } from "./locale.ts";
import { enMessages } from "./messages.en.ts";
import { type MessageKey, zhMessages } from "./messages.zh.ts";

export type MessageParams = Record<string, string | number>;

const catalogs: Record<Locale, Record<MessageKey, string>> = { zh: zhMessages, en: enMessages };

export function isMessageKey(value: string): value is MessageKey {
  return value in zhMessages;
}

/** Fills `{name}` placeholders; a param that is itself a catalog key is translated first. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[locale][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === "string" && isMessageKey(value) ? catalogs[locale][value] : String(value);
  });
}

/** The catalog a client-side i18n library can load as a namespace. */
export function sharedCatalog(locale: Locale): Record<MessageKey, string> {
  return catalogs[locale];
}
