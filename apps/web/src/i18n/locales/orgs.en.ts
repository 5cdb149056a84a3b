import type { orgsZh } from "./orgs.zh.ts";

export const orgsEn: Record<keyof typeof orgsZh, string> = {
  "org.edit.open": "Edit organisation",
  "org.edit.title": "Edit organisation",
  "org.edit.subtitle": "The name, description and logo show on the organisation page and its events. The page's link stays the same.",
  "org.edit.name": "Name",
  "org.edit.about": "Description",
  "org.edit.aboutPlaceholder": "Tell people about your organisation: what you do and who is welcome to join…",
  "org.edit.logo": "Logo",
  "org.edit.logoHint": "A square image works best; without a logo, an avatar is generated from the name.",
  "org.edit.counter": "{count} / {max}",
  "org.edit.cancel": "Cancel",
  "org.edit.save": "Save",
  "org.edit.saveFailed": "Couldn't save. Please try again later.",
};
