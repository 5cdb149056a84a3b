import "./shared-hackathons.ts";
import { addUiMessages } from "@/lib/i18n.ts";
import { hackathonPageEn } from "../locales/hackathon-page.en.ts";
import { hackathonPageZh } from "../locales/hackathon-page.zh.ts";

// A part of the "ui" catalogs that ships with its feature's chunks, both languages (ADR 0028): importing this
// module adds them. Every component file that reads these keys imports it, so no render can miss them.
addUiMessages({ zh: hackathonPageZh, en: hackathonPageEn });
