import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";

// docs/decisions/0039-certificates-drawn-on-the-server.md: the certificate's typeface ships with the server
// (an npm package), never the host's fonts, so a download looks the same everywhere and Chinese always renders.
// Noto Serif SC as Fontsource packs it: the common Simplified Chinese set (about 8,000 characters) and Latin
// in a few files loaded once per worker; any rarer character (a name's 龑) is found in the font's numbered
// subsets by their published Unicode ranges and loaded the first time a certificate needs it.

/** The family every text node names (the layout's fontFamily). */
export const CERTIFICATE_FONT_FAMILY = "Noto Serif SC";
/** Body text and headings. */
export const CERTIFICATE_FONT_WEIGHTS = [400, 700] as const;
type Weight = (typeof CERTIFICATE_FONT_WEIGHTS)[number];

/** What satori takes as a font. */
export interface FontFace {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

/** The files loaded up front, per weight: Latin first, so digits and letters come from it. */
const BASE_SUBSETS = ["latin", "latin-ext", "chinese-simplified"];

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("@fontsource/noto-serif-sc/package.json"));

/**
 * A WOFF file as the plain OpenType font inside it. Node's zlib inflates the tables in a few milliseconds; given the
 * WOFF, satori would inflate them twice in JavaScript (for its parser and its shaper), most of a second per worker.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const log2 = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the font's own flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + i * 16;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

function readFace(subset: string, weight: Weight): FontFace {
  const file = path.join(packageDir, "files", `noto-serif-sc-${subset}-${weight}-normal.woff`);
  // One family name per subset: satori keeps one face per name and weight, and falls back across names.
  const name = subset === BASE_SUBSETS[0] ? CERTIFICATE_FONT_FAMILY : `${CERTIFICATE_FONT_FAMILY} ${subset}`;
  return { name, data: woffToSfnt(readFileSync(file)), weight, style: "normal" };
}

/** The faces every render starts with (read from disk once per worker). */
export function baseFontFaces(): FontFace[] {
  return CERTIFICATE_FONT_WEIGHTS.flatMap((weight) => BASE_SUBSETS.map((subset) => readFace(subset, weight)));
}

type Range = readonly [from: number, to: number];

/** "U+4e00-4e0f,U+4e11" → [[0x4e00, 0x4e0f], [0x4e11, 0x4e11]] */
function parseRanges(text: string): Range[] {
  return text.split(",").map((part) => {
    const [from = "0", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });
}

/** The numbered subsets and the code points each covers (the package's unicode.json). */
function numberedSubsets(): { subset: string; ranges: Range[] }[] {
  const table = JSON.parse(readFileSync(path.join(packageDir, "unicode.json"), "utf8")) as Record<string, string>;
  return Object.entries(table)
    .filter(([key]) => /^\[\d+\]$/.test(key))
    .map(([key, ranges]) => ({ subset: key.slice(1, -1), ranges: parseRanges(ranges) }));
}

/**
 * Finds the faces for characters the base faces lack: satori calls this with each run of text it could not
 * draw, and keeps what it returns for the rest of the worker's life. Each subset is read once; a character
 * the font does not have at all stays a blank box rather than failing the download.
 */
export function fallbackFontLoader(): (segment: string) => FontFace[] {
  let subsets: ReturnType<typeof numberedSubsets> | null = null;
  const loaded = new Set<string>();
  return (segment) => {
    subsets ??= numberedSubsets();
    const faces: FontFace[] = [];
    for (const char of new Set(segment)) {
      const code = char.codePointAt(0)!;
      const hit = subsets.find(({ ranges }) => ranges.some(([from, to]) => code >= from && code <= to));
      if (!hit || loaded.has(hit.subset)) continue;
      loaded.add(hit.subset);
      for (const weight of CERTIFICATE_FONT_WEIGHTS) faces.push(readFace(hit.subset, weight));
    }
    return faces;
  };
}
