import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The content codings we send, best first. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The encodings the client takes, best first; "q=0" refuses one (RFC 9110 §12.5.3). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const wildcard = accepted.has("*");
  return ENCODINGS.filter((e) => accepted.has(e) || wildcard);
}

/** Below this a body fits in the first packets anyway; compressing would only cost CPU. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli quality for bodies compressed at run time (pages per request, the event payload once per cache
 * entry): 5 compresses an event page's HTML to within a few per cent of 11 at a small fraction of the
 * CPU (built assets are compressed once, at 11, by the build).
 */
const RUNTIME_BROTLI_QUALITY = 5;

export function compress(raw: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const packed =
    encoding === "br"
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 6 });
  return new Uint8Array(packed);
}

/**
 * Browsers send one of a handful of Accept-Encoding values, so each is parsed once. Bounded, so that a
 * client inventing a new value per request cannot grow it.
 */
const acceptedByHeader = new Map<string, Encoding[]>();
const MAX_REMEMBERED_HEADERS = 64;

/**
 * The encoding to send `byteLength` bytes in to this client, if compressing them is worth it: the first
 * the client takes of those the payload can be sent in (`offered`, best first).
 */
export function chooseEncoding(acceptEncoding: string | undefined, byteLength: number, offered: readonly Encoding[] = ENCODINGS): Encoding | undefined {
  if (byteLength < MIN_COMPRESSED_BYTES || !acceptEncoding) return undefined;
  let accepted = acceptedByHeader.get(acceptEncoding);
  if (!accepted) {
    accepted = acceptedEncodings(acceptEncoding);
    if (acceptedByHeader.size < MAX_REMEMBERED_HEADERS) acceptedByHeader.set(acceptEncoding, accepted);
  }
  return accepted.find((e) => offered.includes(e));
}

/** A rendered page, compressed for this client when it is worth it. */
export function encodePage(html: string, acceptEncoding: string | undefined): { body: string | Uint8Array<ArrayBuffer>; encoding?: Encoding } {
  const raw = Buffer.from(html);
  const encoding = chooseEncoding(acceptEncoding, raw.length);
  return encoding ? { body: compress(raw, encoding), encoding } : { body: html };
}
