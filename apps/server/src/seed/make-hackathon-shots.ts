// Writes the demo hackathon's project screenshots (docs/product/hackathons.md#gallery) into
// apps/web/public/demo/: small SVG mock-ups of an app, one accent colour and one layout each, so the gallery
// shows varied covers without shipping photos. Run once by hand after changing them:
//   npx tsx apps/server/src/seed/make-hackathon-shots.ts
// The seed only refers to the files by URL (/demo/hackathon-shot-a.svg to -h.svg).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const OUT = fileURLToPath(new URL("../../../web/public/demo/", import.meta.url));

type Layout = "chat" | "dashboard" | "cards" | "map";

const SHOTS: ReadonlyArray<{ accent: string; soft: string; layout: Layout }> = [
  { accent: "#4f46e5", soft: "#e0e7ff", layout: "chat" },
  { accent: "#0d9488", soft: "#ccfbf1", layout: "dashboard" },
  { accent: "#db2777", soft: "#fce7f3", layout: "cards" },
  { accent: "#ea580c", soft: "#ffedd5", layout: "map" },
  { accent: "#2563eb", soft: "#dbeafe", layout: "dashboard" },
  { accent: "#7c3aed", soft: "#ede9fe", layout: "chat" },
  { accent: "#16a34a", soft: "#dcfce7", layout: "map" },
  { accent: "#0891b2", soft: "#cffafe", layout: "cards" },
];

function body(layout: Layout, accent: string, soft: string): string {
  switch (layout) {
    case "chat":
      return `<rect x="40" y="130" width="300" height="550" rx="20" fill="#ffffff" stroke="#e2e8f0"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="64" y="${160 + i * 100}" width="252" height="72" rx="14" fill="${i === 1 ? soft : "#f1f5f9"}"/>`).join("\n  ")}
  <rect x="370" y="130" width="870" height="550" rx="20" fill="#ffffff" stroke="#e2e8f0"/>
  <rect x="400" y="170" width="420" height="64" rx="20" fill="#f1f5f9"/>
  <rect x="780" y="260" width="420" height="96" rx="20" fill="${accent}"/>
  <rect x="400" y="380" width="520" height="64" rx="20" fill="#f1f5f9"/>
  <rect x="860" y="470" width="340" height="64" rx="20" fill="${accent}"/>
  <rect x="400" y="600" width="800" height="52" rx="26" fill="#f8fafc" stroke="#e2e8f0"/>`;
    case "dashboard":
      return `${[0, 1, 2].map((i) => `<rect x="${40 + i * 405}" y="130" width="385" height="140" rx="20" fill="#ffffff" stroke="#e2e8f0"/><rect x="${70 + i * 405}" y="170" width="140" height="24" rx="12" fill="#cbd5e1"/><rect x="${70 + i * 405}" y="210" width="${200 - i * 40}" height="36" rx="12" fill="${i === 0 ? accent : soft}"/>`).join("\n  ")}
  <rect x="40" y="300" width="1200" height="380" rx="20" fill="#ffffff" stroke="#e2e8f0"/>
  ${[140, 220, 180, 300, 260, 320, 240, 280, 200, 310].map((h, i) => `<rect x="${90 + i * 112}" y="${640 - h}" width="64" height="${h}" rx="10" fill="${i % 3 === 0 ? accent : soft}"/>`).join("\n  ")}`;
    case "cards":
      return [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const x = 40 + (i % 4) * 305;
          const y = 130 + Math.floor(i / 4) * 280;
          return `<rect x="${x}" y="${y}" width="285" height="260" rx="20" fill="#ffffff" stroke="#e2e8f0"/><rect x="${x + 16}" y="${y + 16}" width="253" height="140" rx="12" fill="${i % 3 === 0 ? accent : soft}"/><rect x="${x + 16}" y="${y + 176}" width="180" height="20" rx="10" fill="#cbd5e1"/><rect x="${x + 16}" y="${y + 210}" width="120" height="16" rx="8" fill="#e2e8f0"/>`;
        })
        .join("\n  ");
    case "map":
      return `<rect x="40" y="130" width="820" height="550" rx="20" fill="${soft}"/>
  <path d="M80 600 C 240 420, 380 560, 520 380 S 760 260, 820 180" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
  ${[[120, 570], [360, 470], [520, 380], [700, 280], [820, 180]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="#ffffff" stroke="${accent}" stroke-width="8"/>`).join("\n  ")}
  <rect x="890" y="130" width="350" height="550" rx="20" fill="#ffffff" stroke="#e2e8f0"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="914" y="${160 + i * 120}" width="302" height="96" rx="14" fill="${i === 0 ? accent : "#f1f5f9"}"/>`).join("\n  ")}`;
  }
}

function shot(accent: string, soft: string, layout: Layout): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <rect width="1280" height="720" fill="#f8fafc"/>
  <rect x="40" y="40" width="1200" height="64" rx="16" fill="#ffffff" stroke="#e2e8f0"/>
  <circle cx="80" cy="72" r="14" fill="${accent}"/>
  <rect x="110" y="62" width="180" height="20" rx="10" fill="#cbd5e1"/>
  <rect x="1070" y="56" width="150" height="32" rx="16" fill="${accent}"/>
  ${body(layout, accent, soft)}
</svg>
`;
}

for (const [i, s] of SHOTS.entries()) writeFileSync(`${OUT}hackathon-shot-${"abcdefgh"[i]}.svg`, shot(s.accent, s.soft, s.layout));
