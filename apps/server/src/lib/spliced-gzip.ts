import { constants, crc32, deflateRawSync } from "node:zlib";

// A body assembled per request from pieces compressed once (the feed's shared page with one reader's likes,
// challenge-feed-cache.ts): gzip without compressing anything per request. Each piece is raw deflate ending
// on a sync flush, so it is byte-aligned; any sequence of pieces is then one valid deflate stream once an
// empty final block ends it, and the gzip trailer's CRC-32 and length are taken over the pieces' bytes
// (RFC 1951 §3.2.3, RFC 1952 §2.3), provided each piece refers back only to bytes that are the same in every
// sequence it is used in.

export interface Piece {
  raw: Buffer;
  packed: Buffer;
}

/** A piece that refers to nothing before it: fits anywhere. */
export function piece(text: string): Piece {
  const raw = Buffer.from(text);
  return { raw, packed: deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }) };
}

/**
 * The fixed texts of a body whose other parts are slots of `slotBytes` bytes each, one between each two
 * texts, whatever they hold. Text k is compressed with the texts before it as its dictionary, the slots in it
 * as NUL bytes: no text holds a NUL (JSON escapes it), so no match can reach into a slot, and with the slots'
 * length fixed every distance holds whatever the slots hold. A page so compressed is about as small as
 * compressed whole, where pieces compressed alone would repeat what the cards share.
 */
export function fixedPieces(texts: readonly string[], slotBytes: number): Piece[] {
  const slot = Buffer.alloc(slotBytes);
  const before: Buffer[] = [];
  return texts.map((text) => {
    const raw = Buffer.from(text);
    if (raw.includes(0)) throw new Error("a fixed piece holds a NUL byte");
    const dictionary = Buffer.concat(before);
    const packed = deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary.byteLength > 0 ? { dictionary } : {}) });
    before.push(raw, slot);
    return { raw, packed };
  });
}

// Magic, deflate, no flags, no time, no extra flags, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A final block of fixed codes holding only its end: BFINAL 1, BTYPE 01, code 256 (seven zero bits).
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The pieces' bytes, one after the other, in one allocation. */
export function joined(pieces: readonly Piece[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.raw.byteLength, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p.raw, at);
    at += p.raw.byteLength;
  }
  return out;
}

/** The pieces as one gzip member: their compressed forms joined, closed, and checked, in one allocation. */
export function gzipped(pieces: readonly Piece[]): Uint8Array<ArrayBuffer> {
  let crc = 0;
  let length = 0;
  let packed = 0;
  for (const p of pieces) {
    packed += p.packed.byteLength;
    // Node's crc32 of no bytes answers 0 whatever value it continues from, so an empty piece is skipped.
    if (p.raw.byteLength === 0) continue;
    crc = crc32(p.raw, crc);
    length += p.raw.byteLength;
  }
  const out = new Uint8Array(HEADER.byteLength + packed + FINAL_BLOCK.byteLength + 8);
  out.set(HEADER, 0);
  let at = HEADER.byteLength;
  for (const p of pieces) {
    out.set(p.packed, at);
    at += p.packed.byteLength;
  }
  out.set(FINAL_BLOCK, at);
  const trailer = new DataView(out.buffer, at + FINAL_BLOCK.byteLength, 8);
  trailer.setUint32(0, crc >>> 0, true);
  trailer.setUint32(4, length >>> 0, true);
  return out;
}
