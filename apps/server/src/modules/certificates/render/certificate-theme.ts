import { type AwardLevel, CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from "@commons/domain/certificate-drawing";

// docs/product/certificates.md#download: each level has its colour (gold, silver and bronze for the podium),
// used by the frame, the award line, the stars and the seal; the ink and the paper are the same on every one.
// The shapes are SVG drawn here: the backdrop goes under satori's drawing as native SVG (gradients as fills, not
// satori's patterns, which cost resvg a tenth of a second), the small ornaments are rasterised once per worker.

export interface LevelPalette {
  /** Frame, seal and filled stars. */
  accent: string;
  /** The award line and the frame's outer band: the accent, darker, for contrast on the paper. */
  deep: string;
  /** The paper's wash towards its edges. */
  tint: string;
}

export const LEVEL_PALETTES: Record<AwardLevel, LevelPalette> = {
  FIRST: { accent: "#C29A2E", deep: "#7A5A12", tint: "#F3E6C2" },
  SECOND: { accent: "#8C99A6", deep: "#46535F", tint: "#E3E8EE" },
  THIRD: { accent: "#B8743F", deep: "#7A4524", tint: "#F1DDCC" },
  EXCELLENCE: { accent: "#2E8B7A", deep: "#165247", tint: "#D6ECE6" },
  PARTICIPATION: { accent: "#4A78AD", deep: "#234467", tint: "#DCE6F3" },
  SPECIAL: { accent: "#A8405F", deep: "#6A1F36", tint: "#F1D9E1" },
};

export const PAPER = "#FFFDF6";
export const INK = "#1E2330";
/** Secondary text: 7.4:1 on the paper. */
export const MUTED = "#4F5563";
export const REVOKED_RED = "#C62828";

/** The frame's band and the inner rules, in CSS pixels from the edge: the layout keeps its text inside them. */
export const FRAME = { band: 12, rule: 22, fineRule: 27 } as const;

const polygon = (n: number, outer: number, inner: number, cx: number, cy: number, turn = -Math.PI / 2) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / n) * i + turn;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(" ");

const svg = (viewBox: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;

/** A five-pointed star, filled in the level's colour or drawn as an outline. */
export function starSvg(filled: boolean, palette: LevelPalette): string {
  const paint = filled ? `fill="${palette.accent}" stroke="${palette.deep}"` : `fill="none" stroke="#B3B8C2"`;
  return svg("0 0 24 24", `<polygon points="${polygon(5, 11.2, 4.7, 12, 12.8)}" ${paint} stroke-width="1.1" stroke-linejoin="round"/>`);
}

/** The seal: a rosette of the level's colour with a star at its heart. */
export function sealSvg(palette: LevelPalette): string {
  return svg(
    "0 0 100 100",
    `<polygon points="${polygon(24, 50, 46, 50, 50, 0)}" fill="${palette.accent}"/>` +
      `<circle cx="50" cy="50" r="40" fill="${palette.deep}"/>` +
      `<circle cx="50" cy="50" r="36" fill="none" stroke="${palette.tint}" stroke-width="1.2" stroke-dasharray="2 2.2"/>` +
      `<circle cx="50" cy="50" r="31" fill="none" stroke="${palette.accent}" stroke-width="1.5"/>` +
      `<polygon points="${polygon(5, 16, 6.6, 50, 51.5)}" fill="${palette.tint}"/>`,
  );
}

/** A small open diamond, for the divider under the name. */
export function diamondSvg(palette: LevelPalette): string {
  return svg("0 0 20 20", `<polygon points="10,1 19,10 10,19 1,10" fill="${palette.accent}"/><polygon points="10,6 14,10 10,14 6,10" fill="${PAPER}"/>`);
}

/**
 * What lies under the text: the band in the level's colour with a fine line of its accent, the paper, a fine double
 * rule and diamonds at its corners. SVG elements to put first inside satori's <svg>. Flat colours: a full-page
 * gradient costs resvg 30 ms of the render.
 */
export function backdropSvg(palette: LevelPalette): string {
  const w = CERTIFICATE_WIDTH;
  const h = CERTIFICATE_HEIGHT;
  const { band, rule, fineRule } = FRAME;
  const frame = (inset: number, color: string, width: number) =>
    `<rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
  const diamond = (x: number, y: number) =>
    `<polygon points="${x},${y - 7} ${x + 7},${y} ${x},${y + 7} ${x - 7},${y}" fill="${palette.accent}"/><polygon points="${x},${y - 3} ${x + 3},${y} ${x},${y + 3} ${x - 3},${y}" fill="${PAPER}"/>`;
  return (
    `<rect width="${w}" height="${h}" fill="${palette.deep}"/>` +
    frame(band / 2, palette.accent, 1) +
    `<rect x="${band}" y="${band}" width="${w - 2 * band}" height="${h - 2 * band}" fill="${PAPER}"/>` +
    frame(rule, palette.accent, 1.5) +
    frame(fineRule, palette.accent, 0.75) +
    diamond(rule, rule) +
    diamond(w - rule, rule) +
    diamond(rule, h - rule) +
    diamond(w - rule, h - rule)
  );
}

/** The QR code's dark modules as one path, a module a unit, run by run along each row. */
export function qrPath(modules: { size: number; get(row: number, col: number): number | boolean }): string {
  let d = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < modules.size && modules.get(row, end)) end++;
      d += `M${col} ${row}h${end - col}v1h${col - end}z`;
      col = end;
    }
  }
  return d;
}
