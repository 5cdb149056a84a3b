// Writes the demo cover images (PNG, so chat-app share previews can show them, and a WebP copy of each
// that the server sends browsers instead: 5 KB rather than 160 KB, ADR 0012) and small SVG avatars
// into apps/web/public/demo/. Run once by hand after changing a palette:
//   npx tsx apps/server/src/seed/make-demo-images.ts
// The seed only refers to the files by URL (/demo/…); nothing here runs at server start.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import sharp from "sharp";

const OUT = fileURLToPath(new URL("../../../web/public/demo/", import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630; // 1.91:1, the Open Graph preview shape

type Rgb = [number, number, number];
interface Palette {
  from: Rgb;
  to: Rgb;
  blobs: { x: number; y: number; r: number; color: Rgb; alpha: number }[];
}

const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

const COVERS: Record<string, Palette> = {
  "cover-meetup": {
    from: hex("#4f46e5"),
    to: hex("#ec4899"),
    blobs: [
      { x: 0.78, y: 0.3, r: 0.28, color: hex("#fde68a"), alpha: 0.35 },
      { x: 0.2, y: 0.85, r: 0.35, color: hex("#22d3ee"), alpha: 0.25 },
    ],
  },
  "cover-past-meetup": {
    from: hex("#0f766e"),
    to: hex("#1e3a8a"),
    blobs: [
      { x: 0.25, y: 0.3, r: 0.3, color: hex("#a7f3d0"), alpha: 0.3 },
      { x: 0.85, y: 0.8, r: 0.25, color: hex("#fef3c7"), alpha: 0.2 },
    ],
  },
  "cover-hackathon": {
    from: hex("#111827"),
    to: hex("#7c3aed"),
    blobs: [
      { x: 0.7, y: 0.45, r: 0.32, color: hex("#22c55e"), alpha: 0.3 },
      { x: 0.15, y: 0.2, r: 0.18, color: hex("#38bdf8"), alpha: 0.35 },
    ],
  },
  "cover-building-public": {
    from: hex("#f97316"),
    to: hex("#facc15"),
    blobs: [
      { x: 0.3, y: 0.7, r: 0.3, color: hex("#ffffff"), alpha: 0.25 },
      { x: 0.85, y: 0.2, r: 0.2, color: hex("#be123c"), alpha: 0.25 },
    ],
  },
};

function renderCover(p: Palette): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4;
      let c = p.from.map((f, i) => f + (p.to[i]! - f) * t) as Rgb;
      for (const b of p.blobs) {
        const d = Math.hypot(x / WIDTH - b.x, (y / HEIGHT - b.y) * (HEIGHT / WIDTH)) / b.r;
        // A soft-edged disc: full strength inside, fading out over the outer third.
        const a = b.alpha * Math.min(1, Math.max(0, (1 - d) * 3));
        c = c.map((v, i) => v + (b.color[i]! - v) * a) as Rgb;
      }
      const o = (y * WIDTH + x) * 4;
      png.data[o] = Math.round(c[0]);
      png.data[o + 1] = Math.round(c[1]);
      png.data[o + 2] = Math.round(c[2]);
      png.data[o + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

function avatar(initial: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="128" height="128" rx="64" fill="url(#g)"/>
  <text x="64" y="80" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff" text-anchor="middle">${initial}</text>
</svg>
`;
}

const AVATARS: Record<string, [string, string, string]> = {
  "avatar-lin": ["L", "#6366f1", "#a855f7"],
  "avatar-alex": ["A", "#0ea5e9", "#14b8a6"],
  "avatar-sophie": ["S", "#f43f5e", "#f59e0b"],
};

const AI_MAKERS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
  <rect width="128" height="128" rx="28" fill="#111827"/>
  <circle cx="44" cy="64" r="18" fill="none" stroke="#22c55e" stroke-width="8"/>
  <path d="M70 86 L84 42 L98 86 M75 72 H93" fill="none" stroke="#a78bfa" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

mkdirSync(OUT, { recursive: true });
for (const [name, palette] of Object.entries(COVERS)) {
  const png = renderCover(palette);
  writeFileSync(`${OUT}${name}.png`, png);
  await sharp(png).webp({ quality: 82, effort: 6 }).toFile(`${OUT}${name}.webp`);
}
for (const [name, [initial, from, to]] of Object.entries(AVATARS)) writeFileSync(`${OUT}${name}.svg`, avatar(initial, from, to));
writeFileSync(`${OUT}logo-ai-makers.svg`, AI_MAKERS_LOGO);
console.log(`demo images written to ${OUT}`);
