import "./shared-challenges.ts";
import { addUiMessages } from "@/lib/i18n.ts";
import { challengeFeedEn } from "../locales/challenge-feed.en.ts";
import { challengeFeedZh } from "../locales/challenge-feed.zh.ts";

// A part of the "ui" catalogs that ships with the challenge dashboard's chunks, both languages (ADR 0028):
// importing this module adds them. Every component file that reads these keys imports it.
addUiMessages({ zh: challengeFeedZh, en: challengeFeedEn });
