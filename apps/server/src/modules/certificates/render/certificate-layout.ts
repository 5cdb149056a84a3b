import {
  AWARD_STARS_MAX,
  awardStars,
  CERTIFICATE_HEIGHT,
  CERTIFICATE_SCORE_MAX,
  CERTIFICATE_WIDTH,
  certificateFooterId,
  EVENT_DEFAULT_TIMEZONE,
  formatCertificateScore,
  type Locale,
  type PublicCertificate,
  translate,
} from "@commons/domain/certificate-drawing";
import { CERTIFICATE_FONT_FAMILY } from "./certificate-fonts.ts";
import { FRAME, INK, LEVEL_PALETTES, MUTED, REVOKED_RED } from "./certificate-theme.ts";

// docs/product/certificates.md#download (what it shows) and ADR 0039 (how): what a downloaded certificate shows, as the element tree satori lays
// out (plain objects, no JSX): the detailed view at 842×595, drawn at scale 2 by the caller.

type Style = Record<string, string | number>;
type Child = CertificateNode | string | null;
export interface CertificateNode {
  type: string;
  key?: string;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number; lang?: string };
}

const el = (type: string, style: Style, ...children: Child[]): CertificateNode => ({ type, props: { style, children } });
const box = (style: Style, ...children: Child[]) => el("div", { display: "flex", ...style }, ...children);
const img = (src: string, width: number, height: number, style: Style = {}): CertificateNode => ({ type: "img", props: { src, width, height, style } });
/** Our own words: short, never cut. */
const text = (value: string, style: Style): CertificateNode => el("div", { display: "flex", ...style }, value);
/** What people typed: cut with an ellipsis after `lines` lines (no overflow: hidden, which costs resvg a mask). */
const clamped = (value: string, style: Style, lines = 1): CertificateNode => el("div", { display: "block", lineClamp: lines, ...style }, value);

/** The pictures the layout places, as image URLs (PNG: resvg draws a nested SVG image twenty times slower). */
export interface CertificateImages {
  star(filled: boolean): string;
  seal: string;
  diamond: string;
  /** The side of the QR code in CSS pixels: the layout leaves a square this size, keyed QR_SLOT, for it. */
  qrSize: number;
}

/** The key of the empty square where the drawing puts the QR code (certificate-draw.ts). */
export const QR_SLOT = "qr";

export interface CertificateLayoutInput {
  certificate: PublicCertificate;
  locale: Locale;
  images: CertificateImages;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat("zh-CN", { dateStyle: "long", timeZone: EVENT_DEFAULT_TIMEZONE }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: EVENT_DEFAULT_TIMEZONE }),
};

/** The issue date as the reader writes dates: "2026年11月26日" / "26 November 2026", on the product's clock. */
export function formatIssueDate(iso: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(iso));
}

/** "8.5 / 10.0", or null when the certificate carries no score. */
export function scoreLine(score: number | null): string | null {
  const value = formatCertificateScore(score);
  return value === null ? null : `${value} / ${CERTIFICATE_SCORE_MAX.toFixed(1)}`;
}

/** The name as large as its length allows: 46 px up to about twelve Chinese characters, then smaller, on two lines at most. */
function nameType(name: string, zh: boolean): Style {
  // A Chinese character is about an em wide; a Latin letter a little over half of one.
  const ems = [...name].reduce((sum, char) => sum + (/[\u2E80-\uFFFF]/.test(char) ? 1 : 0.56), 0);
  const fontSize = ems <= 12 ? 46 : ems <= 20 ? 34 : 26;
  return { fontSize, lineHeight: 1.25, letterSpacing: zh && fontSize === 46 ? 6 : 0.5 };
}

export function certificateLayout({ certificate: c, locale, images }: CertificateLayoutInput): CertificateNode {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(locale, key, params);
  const palette = LEVEL_PALETTES[c.awardLevel];
  const zh = locale === "zh";
  const levelLabel = t(`hackathons.awardLevel.${c.awardLevel}`);
  // An award named after its level ("一等奖") is said once.
  const award = c.awardName.trim() && c.awardName.trim() !== levelLabel ? `${levelLabel} · ${c.awardName.trim()}` : levelLabel;
  const citation = c.projectTitle
    ? t(`certificateRender.citation.${c.source}.project`, { event: c.eventTitle, project: c.projectTitle })
    : t(`certificateRender.citation.${c.source}`, { event: c.eventTitle });
  const score = scoreLine(c.score);
  const filled = awardStars(c.awardLevel);

  const label = (value: string) => text(value, { fontSize: 9, color: MUTED, letterSpacing: zh ? 2 : 1, textTransform: "uppercase" });

  const stars = box(
    { alignItems: "center", gap: 4 },
    ...Array.from({ length: AWARD_STARS_MAX }, (_, i) => img(images.star(i < filled), 17, 17)),
    score ? box({ marginLeft: 12, alignItems: "baseline", gap: 6 }, text(t("certificateRender.score"), { fontSize: 11, color: MUTED }), text(score, { fontSize: 14, fontWeight: 700, color: INK })) : null,
  );

  const heading = box(
    { flexDirection: "column", alignItems: "center" },
    clamped(c.organizationName, { fontSize: 11, color: palette.deep, letterSpacing: zh ? 4 : 2.5, textTransform: "uppercase", maxWidth: 560 }),
    text(t(`certificateRender.title.${c.source}`), {
      fontSize: zh ? 42 : 31,
      fontWeight: 700,
      color: INK,
      letterSpacing: zh ? 18 : 3,
      marginTop: 8,
      marginRight: zh ? -18 : 0,
      textTransform: "uppercase",
    }),
  );

  const divider = box(
    { alignItems: "center", gap: 10, marginTop: 8 },
    box({ width: 110, height: 1, backgroundColor: palette.accent, opacity: 0.7 }),
    img(images.diamond, 10, 10),
    box({ width: 110, height: 1, backgroundColor: palette.accent, opacity: 0.7 }),
  );

  // The body takes the room between the heading and the signatures, centred in it.
  const body = box(
    { flexDirection: "column", alignItems: "center", justifyContent: "center", flexGrow: 1, paddingBottom: 10 },
    text(t("certificateRender.presentedTo"), { fontSize: 12, color: MUTED, letterSpacing: zh ? 3 : 0.5 }),
    clamped(c.recipientName, { fontWeight: 700, color: INK, marginTop: 6, maxWidth: 660, textAlign: "center", ...nameType(c.recipientName, zh) }, 2),
    divider,
    clamped(citation, { fontSize: 13.5, color: INK, marginTop: 12, maxWidth: 600, textAlign: "center", lineHeight: 1.5}, 2),
    clamped(award, { fontSize: 24, fontWeight: 700, color: palette.deep, marginTop: 8, maxWidth: 620, letterSpacing: zh ? 1.5 : 0.3 }),
    box({ marginTop: 10 }, stars),
    c.description ? clamped(c.description, { fontSize: 11, color: MUTED, marginTop: 10, maxWidth: 520, textAlign: "center", lineHeight: 1.55 }, 2) : null,
  );

  const issuer = box(
    { flexDirection: "column", width: 230, gap: 3 },
    label(t("certificateRender.issuer")),
    clamped(c.organizationName, { fontSize: 13, fontWeight: 700, color: INK, lineHeight: 1.3 }, 2),
    box({ height: 8 }),
    label(t("certificateRender.issuedOn")),
    text(formatIssueDate(c.issuedDate, locale), { fontSize: 13, color: INK }),
  );

  const seal = box(
    { flexDirection: "column", alignItems: "center", width: 150 },
    img(images.seal, 76, 76),
    text(levelLabel, { fontSize: 10, fontWeight: 700, color: palette.deep, marginTop: 5, letterSpacing: zh ? 3 : 1, textTransform: "uppercase" }),
  );

  const verify = box(
    { width: 230, justifyContent: "flex-end", alignItems: "flex-end", gap: 10 },
    box(
      { flexDirection: "column", alignItems: "flex-end", gap: 3 },
      label(t("certificateRender.number")),
      text(c.number, { fontSize: 12.5, fontWeight: 700, color: INK, letterSpacing: 1.2 }),
      box({ height: 8 }),
      text(t("certificateRender.scanToVerify"), { fontSize: 9, color: MUTED }),
    ),
    box(
      { padding: 3, backgroundColor: "#FFFFFF", border: `1px solid ${palette.accent}` },
      { type: "div", key: QR_SLOT, props: { style: { display: "flex", width: images.qrSize, height: images.qrSize } } },
    ),
  );

  const revoked =
    c.status === "REVOKED"
      ? box(
          { position: "absolute", left: 0, top: 0, width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT, alignItems: "center", justifyContent: "center", backgroundColor: "rgba(255,253,246,0.45)" },
          box(
            { transform: "rotate(-18deg)", border: `5px double ${REVOKED_RED}`, borderRadius: 10, padding: "6px 34px", backgroundColor: "rgba(255,255,255,0.7)" },
            text(t("certificateRender.revoked"), { fontSize: zh ? 76 : 64, fontWeight: 700, color: REVOKED_RED, letterSpacing: zh ? 16 : 8, marginRight: zh ? -16 : -8 }),
          ),
        )
      : null;

  // The backdrop (band, paper, rules) is drawn under this tree (certificate-theme.ts): the tree is text and pictures.
  return el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      width: CERTIFICATE_WIDTH,
      height: CERTIFICATE_HEIGHT,
      boxSizing: "border-box",
      padding: `${FRAME.fineRule + 22}px ${FRAME.fineRule + 36}px ${FRAME.fineRule + 8}px`,
      fontFamily: CERTIFICATE_FONT_FAMILY,
      position: "relative",
    },
    heading,
    body,
    box({ width: "100%", justifyContent: "space-between", alignItems: "flex-end" }, issuer, seal, verify),
    text(t("certificateRender.footer", { id: certificateFooterId(c.number) }), { fontSize: 8, color: MUTED, marginTop: 8, letterSpacing: 1.5 }),
    revoked,
  );
}
