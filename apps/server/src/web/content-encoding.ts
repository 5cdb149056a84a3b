import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** The encodings the client takes, best first; "q=0" refuses one (RFC 9110 §12.5.3). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const wildcard = accepted.has("*");
  return (["br", "gzip"] as const).filter((e) => accepted.has(e) || wildcard);
}

/** Below this a page fits in the first packets anyway; compressing would only cost CPU. */
const MIN_BYTES = 1024;
/**
 * Brotli quality for pages rendered per request: 5 compresses an event page's HTML to within a few per
 * cent of 11 at a small fraction of the CPU (built assets are compressed once, at 11, by the build).
 */
const PAGE_BROTLI_QUALITY = 5;

/** A rendered page, compressed for this client when it is worth it. */
export function encodePage(html: string, acceptEncoding: string | undefined): { body: string | Uint8Array<ArrayBuffer>; encoding?: Encoding } {
  const raw = Buffer.from(html);
  const [encoding] = acceptedEncodings(acceptEncoding);
  if (!encoding || raw.length < MIN_BYTES) return { body: html };
  const packed =
    encoding === "br"
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 6 });
  return { body: new Uint8Array(packed), encoding };
}
