import type { Locale } from "./locale.ts";
import { enMessages } from "./messages.en.ts";
import { type MessageKey, zhMessages } from "./messages.zh.ts";

export type MessageParams = Record<string, string | number>;

const catalogs: Record<Locale, Record<MessageKey, string>> = { zh: zhMessages, en: enMessages };

export function isMessageKey(value: string): value is MessageKey {
  return value in zhMessages;
}

/** The label param for a field path ("answers.0.answer" → "field.answers"), or the bare name when the catalog has none. */
export function fieldLabel(path: string): string {
  const top = path.split(".")[0]!;
  return isMessageKey(`field.${top}`) ? `field.${top}` : top;
}

/**
 * Fills `{name}` placeholders. Only the `{field}` label is itself a catalog key and is translated
 * first: every other param is user data (an event titled "error.validation" stays that title).
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[locale][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    return name === "field" && typeof value === "string" && isMessageKey(value) ? catalogs[locale][value] : String(value);
  });
}

/** The catalog a client-side i18n library can load as a namespace. */
export function sharedCatalog(locale: Locale): Record<MessageKey, string> {
  return catalogs[locale];
}
