import "./shared-hackathons.ts";
import { addUiMessages } from "@/lib/i18n.ts";
import { certificatesEn } from "../locales/certificates.en.ts";
import { certificatesZh } from "../locales/certificates.zh.ts";

// A part of the "ui" catalogs that ships with the certificates' chunks, both languages (ADR 0028). It brings
// the hackathons' shared messages too: the award levels' and categories' names live there.
addUiMessages({ zh: certificatesZh, en: certificatesEn });
