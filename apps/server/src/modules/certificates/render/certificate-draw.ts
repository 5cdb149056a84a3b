import { Resvg } from "@resvg/resvg-js";
import {
  type AwardLevel,
  CERTIFICATE_HEIGHT,
  CERTIFICATE_RENDER_SCALE,
  CERTIFICATE_WIDTH,
  certificateVerifyPath,
  type Locale,
  type PublicCertificate,
} from "@commons/domain/certificate-drawing";
import QRCode from "qrcode";
import satori from "satori";
import sharp from "sharp";
import type { ReactNode } from "react";
import { baseFontFaces, fallbackFontLoader, type FontFace } from "./certificate-fonts.ts";
import { type CertificateImages, certificateLayout, QR_SLOT } from "./certificate-layout.ts";
import { backdropSvg, diamondSvg, INK, LEVEL_PALETTES, qrPath, sealSvg, starSvg } from "./certificate-theme.ts";

// docs/decisions/0039-certificates-drawn-on-the-server.md: one certificate → SVG (satori lays out the text and draws it as paths
// with the fonts the server ships; the backdrop goes under it as plain SVG) → PNG at scale 2 (resvg). CPU-bound: it
// runs in the render workers, never on the request thread (certificate-renderer.ts). The PDF is that PNG on a page
// (certificate-pdf.ts, ADR 0043).

export interface RenderInput {
  certificate: PublicCertificate;
  locale: Locale;
  /** The site's public origin: the QR code points to the verification page there. */
  publicUrl: string;
}

/** The absolute address the QR code encodes. */
export function verificationUrl({ certificate, locale, publicUrl }: RenderInput): string {
  return `${publicUrl.replace(/\/+$/, "")}${certificateVerifyPath(locale, certificate.number)}`;
}

/** Read on this thread's first render; satori keeps the parsed fonts for as long as this array lives. */
let fonts: FontFace[] | null = null;
const fallback = fallbackFontLoader();

const RESVG_OPTIONS = { font: { loadSystemFonts: false } } as const;
// One libvips thread and no operation cache: each worker encodes one image at a time, from pixels never seen again.
sharp.concurrency(1);
sharp.cache(false);

/** An SVG ornament as a PNG data URL at the download's scale. */
function rasterise(svg: string, cssWidth: number): string {
  const png = new Resvg(svg, { ...RESVG_OPTIONS, fitTo: { mode: "width", value: cssWidth * CERTIFICATE_RENDER_SCALE } }).render().asPng();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The ornaments of each level, drawn once per worker. */
const ornaments = new Map<AwardLevel, Omit<CertificateImages, "qrSize">>();
function ornamentsOf(level: AwardLevel): Omit<CertificateImages, "qrSize"> {
  let found = ornaments.get(level);
  if (!found) {
    const palette = LEVEL_PALETTES[level];
    const stars = [rasterise(starSvg(false, palette), 17), rasterise(starSvg(true, palette), 17)] as const;
    found = { star: (filled) => stars[filled ? 1 : 0], seal: rasterise(sealSvg(palette), 76), diamond: rasterise(diamondSvg(palette), 10) };
    ornaments.set(level, found);
  }
  return found;
}

/** A module is 2.5 CSS pixels: 5 device pixels at scale 2, so every module lands on whole pixels. */
const QR_MODULE_CSS = 2.5;
/** Light modules around the code, inside its white box. */
const QR_MARGIN = 1;

export async function certificateSvg(input: RenderInput): Promise<string> {
  fonts ??= baseFontFaces();
  const qr = QRCode.create(verificationUrl(input), { errorCorrectionLevel: "M" }).modules;
  const images = { ...ornamentsOf(input.certificate.awardLevel), qrSize: (qr.size + 2 * QR_MARGIN) * QR_MODULE_CSS };
  const tree = certificateLayout({ certificate: input.certificate, locale: input.locale, images });
  let slot = { left: 0, top: 0 };
  const drawn = await satori(tree as unknown as ReactNode, {
    width: CERTIFICATE_WIDTH,
    height: CERTIFICATE_HEIGHT,
    fonts,
    // Emoji and characters outside the font stay blank; only the font's own rarer subsets are loaded.
    loadAdditionalAsset: async (code, segment) => (code === "emoji" ? [] : fallback(segment)),
    onNodeDetected: (node) => {
      if (node.key === QR_SLOT) slot = node;
    },
  });
  // The QR code as a path of its own, on whole device pixels: sharper and cheaper than an image of it.
  const at = (v: number) => Math.round((v + QR_MARGIN * QR_MODULE_CSS) * CERTIFICATE_RENDER_SCALE) / CERTIFICATE_RENDER_SCALE;
  const code = `<path transform="translate(${at(slot.left)} ${at(slot.top)}) scale(${QR_MODULE_CSS})" d="${qrPath(qr)}" fill="${INK}" shape-rendering="crispEdges"/>`;
  const open = drawn.indexOf(">") + 1;
  const close = drawn.lastIndexOf("</svg>");
  return drawn.slice(0, open) + backdropSvg(LEVEL_PALETTES[input.certificate.awardLevel]) + drawn.slice(open, close) + code + drawn.slice(close);
}

/** The certificate's pixels at scale 2 (resvg), before any encoding. */
function certificatePixels(svg: string) {
  const image = new Resvg(svg, { ...RESVG_OPTIONS, fitTo: { mode: "zoom", value: CERTIFICATE_RENDER_SCALE } }).render();
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
}

// libvips encodes in a third of resvg's own encoder's time, and at this level the file is smaller too. The page is
// opaque, so the alpha channel goes: the file is a sixth smaller, and an 8-bit RGB PNG's data is what a PDF image
// holds as it is (certificate-pdf.ts).
const PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

export async function renderCertificatePng(input: RenderInput): Promise<Uint8Array> {
  const png = await certificatePixels(await certificateSvg(input)).removeAlpha().png(PNG_OPTIONS).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
