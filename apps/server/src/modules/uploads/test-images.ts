import { randomBytes } from "node:crypto";
import sharp from "sharp";

// Real images made by sharp for the upload tests (no binary fixtures in the repo).

export async function makeImage(
  format: "jpeg" | "png" | "webp",
  width = 32,
  height = 24,
): Promise<Uint8Array> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });
  const out = format === "jpeg" ? base.jpeg() : format === "png" ? base.png() : base.webp();
  return new Uint8Array(await out.toBuffer());
}

/** A JPEG carrying EXIF (camera text and GPS-like fields) and orientation 6 (rotate 90° to view). */
export async function makeJpegWithExif(width = 40, height = 20): Promise<Uint8Array> {
  const data = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "private-owner", ImageDescription: "home address" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(data);
}

/** Noise compresses badly, so this PNG is big in bytes without being big in pixels. */
export async function makeNoisyPng(width: number, height: number): Promise<Uint8Array> {
  const raw = randomBytes(width * height * 3);
  return new Uint8Array(await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer());
}

export const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
export const HTML = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";

export function concat(...parts: (Uint8Array | string)[]): Uint8Array {
  return Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Buffer.from(p))));
}
