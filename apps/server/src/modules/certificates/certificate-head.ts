import { certificateVerifyPath, isLocale, LOCALES, type Locale, type PublicCertificate, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { HeadAndData } from "../../web/spa.ts";
import { escapeHtml, jsonForScript } from "../events/event-head.ts";
import { loadPublicCertificateByNumber } from "./certificates.service.ts";

// docs/product/certificates.md#verification: the verification page `/{locale}/certificates/{number}` arrives with
// its share preview (title, description, og:image of the certificate drawn), canonical and hreflang links, and
// the PublicCertificate inlined as `__CERTIFICATE_DATA__` (and `page.certificate` for the server's render), so it
// draws without a round trip. It is meant to be shared: indexable. An unknown number gets the app with 404.

type RenderHead = (path: string, locale: string, search: string) => Promise<HeadAndData | null>;

const SITE_NAME = "Commons";
const OG_LOCALE: Record<Locale, string> = { zh: "zh_CN", en: "en_US" };
const DEFAULT_LOCALE: Locale = "zh";
const CERTIFICATE_PATH = /^\/(zh|en)\/certificates\/([^/]+)\/?$/;

const meta = (attr: "name" | "property", key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The image the share preview shows: the certificate drawn (served by the download module). */
export function certificateImageUrl(publicUrl: string, number: string): string {
  return `${publicUrl}/api/certificates/by-number/${encodeURIComponent(number)}/image.png`;
}

function certificateHead(cert: PublicCertificate, lang: Locale, publicUrl: string): string {
  const url = (l: Locale) => `${publicUrl}${certificateVerifyPath(l, cert.number)}`;
  const params = { name: cert.recipientName, award: cert.awardName, event: cert.eventTitle, organization: cert.organizationName, number: cert.number };
  const revoked = cert.status === "REVOKED" ? translate(lang, "certificates.head.revoked") : "";
  const title = `${translate(lang, "certificates.head.title", params)}${revoked}`;
  const description = `${revoked}${translate(lang, "certificates.head.description", params)}`;
  const image = certificateImageUrl(publicUrl, cert.number);
  return [
    `<title>${escapeHtml(`${title} · ${SITE_NAME}`)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url(lang))}">`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(url(l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(DEFAULT_LOCALE))}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url(lang)),
    meta("property", "og:locale", OG_LOCALE[lang]),
    ...LOCALES.filter((l) => l !== lang).map((l) => meta("property", "og:locale:alternate", OG_LOCALE[l])),
    meta("property", "og:image", image),
    meta("property", "og:image:alt", title),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
  ].join("");
}

/**
 * The certificate page's head and data, in front of `next` (the event pages' head) for every other path.
 * The data is `GET /api/certificates/by-number/{number}`'s, in the page's language (docs/api.md#certificates).
 */
export function renderCertificateHead(deps: Pick<AppDeps, "database" | "log" | "env">, next: RenderHead): RenderHead {
  const publicUrl = deps.env.publicUrl.replace(/\/+$/, "");
  return async (path, locale, search) => {
    const match = CERTIFICATE_PATH.exec(path);
    if (!match) return next(path, locale, search);
    const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const missing: HeadAndData = { head: `<title>${escapeHtml(`${translate(lang, "certificates.notFound")} · ${SITE_NAME}`)}</title><meta name="robots" content="noindex">`, data: "", status: 404 };
    let number: string;
    try {
      number = decodeURIComponent(match[2] ?? "");
    } catch {
      return missing;
    }
    try {
      const certificate = await loadPublicCertificateByNumber(deps.database.db, number, lang);
      const data = `<script id="__CERTIFICATE_DATA__" type="application/json">${jsonForScript(certificate)}</script>`;
      return { head: certificateHead(certificate, lang, publicUrl), data, page: { certificate } };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return missing;
      // The page still works without: it fetches the certificate itself.
      deps.log.error({ err, path }, "certificate head rendering failed");
      return { head: `<title>${SITE_NAME}</title>`, data: "" };
    }
  };
}
