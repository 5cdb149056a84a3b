import { coreMessagesZh, DEFAULT_LOCALE, type Locale, type MessageKey } from "@commons/domain";
import { useSyncExternalStore } from "react";
import { zh } from "@/i18n/locales/zh.ts";
import type { challengeAdminZh } from "@/i18n/locales/challenge-admin.zh.ts";
import type { challengePageZh } from "@/i18n/locales/challenge-page.zh.ts";
import type { challengeFeedZh } from "@/i18n/locales/challenge-feed.zh.ts";
import type { consoleZh } from "@/i18n/locales/console.zh.ts";
import type { hackathonAdminZh } from "@/i18n/locales/hackathon-admin.zh.ts";
import type { hackathonJudgingZh } from "@/i18n/locales/hackathon-judging.zh.ts";
import type { hackathonAwardsZh } from "@/i18n/locales/hackathon-awards.zh.ts";
import type { hackathonPageZh } from "@/i18n/locales/hackathon-page.zh.ts";
import type { hackathonSubmitZh } from "@/i18n/locales/hackathon-submit.zh.ts";
import type { projectsZh } from "@/i18n/locales/projects.zh.ts";
import type { certificatesZh } from "@/i18n/locales/certificates.zh.ts";
import type { levelsZh } from "@/i18n/locales/levels.zh.ts";

// Our own translation module (ADR 0010): the app uses two flat catalogs per language, `{name}`
// placeholders and a language switch — about 1 KB here instead of 17 KB of i18next + react-i18next in
// every page's initial JavaScript.
//
// Namespaces: "ui" (the web catalogs) and "shared" (the domain's catalog, the messages the server
// speaks too). `t("nav.events")` reads "ui", `t("shared:error.notFound")` reads "shared"; an
// unprefixed key missing from "ui" falls back to "shared", as i18next did with ["ui", "shared"].

/**
 * The entry's catalog and the parts that load with their features' chunks (i18n/parts, ADR 0028): every key
 * is typed, but a part's strings travel only with the code that shows them.
 */
export type UiCatalog = typeof zh & typeof challengeAdminZh & typeof challengeFeedZh & typeof challengePageZh & typeof consoleZh & typeof hackathonAdminZh & typeof hackathonAwardsZh & typeof hackathonJudgingZh & typeof hackathonPageZh & typeof hackathonSubmitZh & typeof projectsZh & typeof certificatesZh & typeof levelsZh;
export type UiKey = keyof UiCatalog;
export type Namespace = "ui" | "shared";
/** Every key `t` accepts: a UI key, or a shared key behind `shared:`. */
export type TranslationKey = UiKey | `shared:${MessageKey}`;
export type MessageParams = Record<string, string | number>;
export type TFunction = (key: TranslationKey, params?: MessageParams) => string;

type Catalog = Readonly<Record<string, string>>;
interface Catalogs {
  ui: Catalog;
  shared: Catalog;
}

// Only the default language ships in the entry chunk, and of its shared catalog only the core: the console's,
// the hackathons' and the challenges' shared messages come with their features (addSharedMessages). English
// (UI and shared catalogs, whole) is fetched the first time it is needed.
const loaders: Record<Locale, () => Promise<Catalogs>> = {
  zh: async () => ({ ui: zh, shared: coreMessagesZh }),
  en: async () => {
    const [ui, shared] = await Promise.all([import("@/i18n/locales/en.ts"), import("@/i18n/locales/shared-en.ts")]);
    return { ui: ui.en, shared: shared.enMessages };
  },
};

const loaded: Partial<Record<Locale, Catalogs>> = { zh: { ui: zh, shared: coreMessagesZh } };
let language: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

/** UI strings added by the parts that have loaded (i18n/parts), per language. */
const parts: Record<Locale, Record<string, string>> = { zh: {}, en: {} };

/** Adds a part of the "ui" catalogs, in both languages; called once by each i18n/parts module as it loads. */
export function addUiMessages(part: Record<Locale, Catalog>): void {
  for (const locale of Object.keys(parts) as Locale[]) Object.assign(parts[locale], part[locale]);
}

/** Shared (domain) messages in Chinese that are not in the entry's core; English has them all once loaded. */
const sharedParts: Record<string, string> = {};

/** Adds a feature's shared Chinese messages; called once by each i18n/parts/shared-*.ts module as it loads. */
export function addSharedMessages(part: Catalog): void {
  Object.assign(sharedParts, part);
}

const sharedMessage = (catalogs: Catalogs, key: string): string | undefined => catalogs.shared[key] ?? (language === "zh" ? sharedParts[key] : undefined);

function lookup(key: string): string | undefined {
  const catalogs = loaded[language];
  if (!catalogs) return undefined;
  if (key.startsWith("shared:")) return sharedMessage(catalogs, key.slice(7));
  const ui = key.startsWith("ui:") ? key.slice(3) : key;
  const found = catalogs.ui[ui] ?? parts[language][ui];
  return found ?? (ui === key ? sharedMessage(catalogs, key) : undefined);
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

function translate(key: string, params?: MessageParams): string {
  const template = lookup(key);
  // A missing key shows itself (without its namespace), so a gap is visible rather than blank.
  if (template === undefined) return key.startsWith("shared:") || key.startsWith("ui:") ? key.slice(key.indexOf(":") + 1) : key;
  return interpolate(template, params);
}

// A new function per language, so components that memoise on `t` recompute after a switch.
let currentT: TFunction = (key, params) => translate(key, params);

/** The app's translator (the current language). Outside React; components use `useTranslation()`. */
export const i18n = {
  get language(): Locale {
    return language;
  },
  t: ((key, params) => currentT(key, params)) as TFunction,
  /** Whether the key has a message in the current language. */
  exists(key: string): boolean {
    return lookup(key) !== undefined;
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getT(): TFunction {
  return currentT;
}

/**
 * `t` for a component, re-rendering it when the language changes. The namespace argument is
 * documentation only: every `t` reads "ui" and, behind `shared:`, "shared".
 */
export function useTranslation(_namespaces?: Namespace | readonly Namespace[]): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, getT, getT);
  return { t, i18n };
}

/** Loads a language's catalogs (once) and switches to it. Resolves before the page renders in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded[locale]) loaded[locale] = await loaders[locale]();
  if (language !== locale) {
    language = locale;
    currentT = (key, params) => translate(key, params);
    for (const listener of [...listeners]) listener();
  }
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
}

export function currentLocale(): Locale {
  return language;
}

/** BCP 47 tags for `<html lang>` and Intl: the region picks Simplified Chinese fonts and formats. */
export function htmlLang(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en";
}

/**
 * Translates a shared domain message. The `field` label (for example `field: "field.name"`) is a
 * catalog key and is translated first, matching the domain's own `translate()`; other params are data.
 */
export function tShared(key: MessageKey, params: MessageParams = {}): string {
  const resolved: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    resolved[name] = name === "field" && typeof value === "string" && i18n.exists(`shared:${value}`) ? translate(`shared:${value}`) : value;
  }
  return translate(`shared:${key}`, resolved);
}
