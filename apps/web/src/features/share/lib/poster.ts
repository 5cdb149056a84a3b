import {
  POSTER_DESCRIPTION_MAX_LINES,
  POSTER_HEIGHT,
  POSTER_JPEG_QUALITY,
  POSTER_TITLE_MAX_LINES,
  POSTER_WIDTH,
  posterQrSize,
  wrapText,
} from "@commons/domain";
import { qrDataUrl } from "./qr.ts";

/**
 * The internal poster failures (docs/product/engagement.md#poster),
 * as UI catalog keys so they can be shown in either language.
 */
export type PosterErrorKey = "share.posterIncomplete" | "share.posterNoContext" | "share.posterQrFailed" | "share.posterQrLoadFailed" | "share.posterImageFailed";

export class PosterError extends Error {
  constructor(readonly key: PosterErrorKey) {
    super(key);
    this.name = "PosterError";
  }
}

export interface PosterInput {
  title: string;
  shortDescription: string | null;
  coverImage: string | null;
  /** Already formatted in the event's time zone. */
  when: string;
  where: string;
  /** The event link with `?invite=`: what the QR encodes. */
  link: string;
  brandName: string;
  tagline: string;
  scanHint: string;
  logoUrl: string;
}

const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif';
const PAD = 40;
const CARD = { x: PAD, y: PAD, w: POSTER_WIDTH - 2 * PAD, bottom: POSTER_HEIGHT - 150 };
const COVER_H = Math.round((CARD.w * 9) / 16);
const INNER = 44;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Covers live on our storage or a CDN that sends CORS headers; without this the canvas is tainted
    // and cannot be exported.
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PosterError("share.posterImageFailed"));
    image.src = src;
  });
}

/** Draws the 750×1334 poster (docs/product/engagement.md#poster) and returns it as a JPEG at quality 0.85. */
export async function renderPoster(input: PosterInput): Promise<Blob> {
  if (!input.title.trim() || !input.when.trim() || !input.link) throw new PosterError("share.posterIncomplete");
  const canvas = document.createElement("canvas");
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new PosterError("share.posterNoContext");

  drawBackground(ctx);
  roundRect(ctx, CARD.x, CARD.y, CARD.w, CARD.bottom - CARD.y, 28);
  ctx.fillStyle = "#ffffff";
  ctx.fill();

  // A cover that fails to load (CORS, 404) must not cost the whole poster: draw a gradient band instead.
  const cover = input.coverImage
    ? await loadImage(input.coverImage).catch((error: unknown) => {
        console.warn("[poster] cover skipped", error);
        return null;
      })
    : null;
  drawCover(ctx, cover);

  let y = CARD.y + COVER_H + INNER;
  const textWidth = CARD.w - 2 * INNER;
  const left = CARD.x + INNER;

  ctx.textBaseline = "top";
  ctx.fillStyle = "#0f172a";
  ctx.font = `bold 44px ${FONT}`;
  for (const line of wrapText(input.title, textWidth, POSTER_TITLE_MAX_LINES, (s) => ctx.measureText(s).width)) {
    ctx.fillText(line, left, y);
    y += 60;
  }
  if (input.shortDescription?.trim()) {
    y += 8;
    ctx.fillStyle = "#64748b";
    ctx.font = `28px ${FONT}`;
    for (const line of wrapText(input.shortDescription, textWidth, POSTER_DESCRIPTION_MAX_LINES, (s) => ctx.measureText(s).width)) {
      ctx.fillText(line, left, y);
      y += 42;
    }
  }
  y += 20;
  ctx.fillStyle = "#e2e8f0";
  ctx.fillRect(left, y, textWidth, 2);
  y += 30;
  y = drawFact(ctx, "#4f46e5", input.when, left, y, textWidth);
  y = drawFact(ctx, "#db2777", input.where, left, y + 14, textWidth);

  await drawQr(ctx, input, y);
  await drawBrand(ctx, input);

  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), "image/jpeg", POSTER_JPEG_QUALITY);
  });
}

function drawBackground(ctx: CanvasRenderingContext2D): void {
  const gradient = ctx.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  gradient.addColorStop(0, "#4f46e5");
  gradient.addColorStop(0.55, "#7c3aed");
  gradient.addColorStop(1, "#db2777");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
}

function drawCover(ctx: CanvasRenderingContext2D, cover: HTMLImageElement | null): void {
  ctx.save();
  roundRect(ctx, CARD.x, CARD.y, CARD.w, COVER_H, 28, { bottom: 0 });
  ctx.clip();
  if (cover && cover.naturalWidth > 0) {
    // object-fit: cover
    const scale = Math.max(CARD.w / cover.naturalWidth, COVER_H / cover.naturalHeight);
    const w = cover.naturalWidth * scale;
    const h = cover.naturalHeight * scale;
    ctx.drawImage(cover, CARD.x + (CARD.w - w) / 2, CARD.y + (COVER_H - h) / 2, w, h);
  } else {
    const band = ctx.createLinearGradient(CARD.x, CARD.y, CARD.x + CARD.w, CARD.y + COVER_H);
    band.addColorStop(0, "#e0e7ff");
    band.addColorStop(1, "#fce7f3");
    ctx.fillStyle = band;
    ctx.fillRect(CARD.x, CARD.y, CARD.w, COVER_H);
  }
  ctx.restore();
}

/** A coloured dot and up to two lines of text; returns the y below it. */
function drawFact(ctx: CanvasRenderingContext2D, color: string, text: string, left: number, y: number, width: number): number {
  if (!text.trim()) return y;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(left + 8, y + 17, 8, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#334155";
  ctx.font = `28px ${FONT}`;
  for (const line of wrapText(text, width - 32, 2, (s) => ctx.measureText(s).width)) {
    ctx.fillText(line, left + 32, y);
    y += 40;
  }
  return y;
}

async function drawQr(ctx: CanvasRenderingContext2D, input: PosterInput, contentBottom: number): Promise<void> {
  const size = posterQrSize(CARD.bottom - INNER - contentBottom - 24);
  let dataUrl: string;
  try {
    dataUrl = await qrDataUrl(input.link, size);
  } catch {
    throw new PosterError("share.posterQrFailed");
  }
  const qr = await loadImage(dataUrl).catch(() => {
    throw new PosterError("share.posterQrLoadFailed");
  });
  const x = CARD.x + CARD.w - INNER - size;
  const y = CARD.bottom - INNER - size;
  // A dashed tear line sets the QR apart like a ticket stub.
  ctx.save();
  ctx.strokeStyle = "#cbd5e1";
  ctx.lineWidth = 2;
  ctx.setLineDash([10, 8]);
  ctx.beginPath();
  ctx.moveTo(CARD.x + INNER, y - 28);
  ctx.lineTo(CARD.x + CARD.w - INNER, y - 28);
  ctx.stroke();
  ctx.restore();
  ctx.drawImage(qr, x, y, size, size);
  ctx.fillStyle = "#64748b";
  ctx.font = `26px ${FONT}`;
  ctx.textBaseline = "middle";
  const hintWidth = x - CARD.x - 2 * INNER;
  let lineY = y + size / 2 - 18;
  for (const line of wrapText(input.scanHint, hintWidth, 2, (s) => ctx.measureText(s).width)) {
    ctx.fillText(line, CARD.x + INNER, lineY);
    lineY += 36;
  }
}

/**
 * The brand line under the card: the logo when it loads, the
 * name in text either way (docs/product/engagement.md#poster).
 */
async function drawBrand(ctx: CanvasRenderingContext2D, input: PosterInput): Promise<void> {
  const centerY = CARD.bottom + (POSTER_HEIGHT - CARD.bottom) / 2;
  const logo = await loadImage(input.logoUrl).catch(() => null);
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#ffffff";
  ctx.font = `bold 34px ${FONT}`;
  let x = PAD + 8;
  if (logo) {
    ctx.drawImage(logo, x, centerY - 26, 52, 52);
    x += 68;
  }
  ctx.fillText(input.brandName, x, centerY);
  ctx.font = `24px ${FONT}`;
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.textAlign = "right";
  ctx.fillText(input.tagline, POSTER_WIDTH - PAD - 8, centerY);
  ctx.textAlign = "left";
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number, opts: { bottom?: number } = {}): void {
  const bottom = opts.bottom ?? r;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + r);
  ctx.lineTo(x + w, y + h - bottom);
  ctx.quadraticCurveTo(x + w, y + h, x + w - bottom, y + h);
  ctx.lineTo(x + bottom, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - bottom);
  ctx.lineTo(x, y + r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.closePath();
}
