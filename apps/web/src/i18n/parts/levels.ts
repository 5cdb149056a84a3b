import "./shared-levels.ts";
import { addUiMessages } from "@/lib/i18n.ts";
import { levelsEn } from "../locales/levels.en.ts";
import { levelsZh } from "../locales/levels.zh.ts";

// A part of the "ui" catalogs that ships with the levels feature's chunks, both languages (ADR 0028): importing
// this module adds them, and the shared level messages (benefits, the grant's errors) with them.
addUiMessages({ zh: levelsZh, en: levelsEn });
