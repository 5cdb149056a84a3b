import { constants, crc32, deflateRawSync } from "node:zlib";

// A body assembled per request from pieces compressed once (the feed's shared page with one reader's likes,
// challenge-feed-cache.ts): gzip without compressing anything per request. Each piece is raw deflate ending
// on a sync flush, so it is byte-aligned and refers to nothing before it; any sequence of pieces is then
// one valid deflate stream once an empty final block ends it, and the gzip trailer's CRC-32 and length
// are taken over the pieces' bytes (RFC 1951 §3.2.3, RFC 1952 §2.3).

export interface Piece {
  raw: Buffer;
  packed: Buffer;
}

export function piece(text: string): Piece {
  const raw = Buffer.from(text);
  return { raw, packed: deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }) };
}

// Magic, deflate, no flags, no time, no extra flags, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A final block of fixed codes holding only its end: BFINAL 1, BTYPE 01, code 256 (seven zero bits).
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The pieces' bytes, one after the other. */
export function joined(pieces: readonly Piece[]): Buffer {
  return Buffer.concat(pieces.map((p) => p.raw));
}

/** The pieces as one gzip member: their compressed forms joined, closed, and checked. */
export function gzipped(pieces: readonly Piece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const p of pieces) {
    // Node's crc32 of no bytes answers 0 whatever value it continues from, so an empty piece is skipped.
    if (p.raw.byteLength === 0) continue;
    crc = crc32(p.raw, crc);
    length += p.raw.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([HEADER, ...pieces.map((p) => p.packed), FINAL_BLOCK, trailer]);
}
