import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { acceptedEncodings } from "../lib/content-encoding.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
/** Text formats the web build writes `.br` and `.gz` copies of (apps/web/build-plugins/precompress.ts). */
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);
const RASTER = new Set([".png", ".jpg"]);

export interface Asset {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * A file of the web build for this request, or null when there is none. Content negotiation on copies the
 * build made: a `.br` or `.gz` next to a text file for clients that take it, and a `.webp` next to a PNG or
 * JPEG for browsers that show WebP (the demo covers: 5 KB instead of 160 KB, while share-preview crawlers
 * that only know PNG still get the PNG).
 */
export async function readAsset(distDir: string, urlPath: string, request: { accept?: string; acceptEncoding?: string }): Promise<Asset | null> {
  const full = resolveInside(distDir, urlPath);
  if (!full || !(await isFile(full))) return null;
  const ext = extname(full);
  const type = TYPES[ext] ?? "application/octet-stream";

  if (COMPRESSIBLE.has(ext)) {
    for (const encoding of acceptedEncodings(request.acceptEncoding)) {
      const copy = `${full}.${encoding === "br" ? "br" : "gz"}`;
      if (await isFile(copy)) return { body: await read(copy), headers: { "content-type": type, "content-encoding": encoding, vary: "Accept-Encoding" } };
    }
    return { body: await read(full), headers: { "content-type": type, vary: "Accept-Encoding" } };
  }
  if (RASTER.has(ext)) {
    const webp = full.slice(0, -ext.length) + ".webp";
    if (request.accept?.includes("image/webp") && (await isFile(webp))) return { body: await read(webp), headers: { "content-type": TYPES[".webp"]!, vary: "Accept" } };
    return { body: await read(full), headers: { "content-type": type, vary: "Accept" } };
  }
  return { body: await read(full), headers: { "content-type": type } };
}

/** The file a URL path names inside the build folder; never anything outside it, nor a hidden file (the build manifest). */
function resolveInside(distDir: string, urlPath: string): string | null {
  if (urlPath === "/" || urlPath.endsWith("/") || !extname(urlPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.split("/").some((segment) => segment.startsWith("."))) return null;
  const full = normalize(join(distDir, decoded));
  return full.startsWith(normalize(distDir) + sep) ? full : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const read = async (path: string) => new Uint8Array(await readFile(path));
