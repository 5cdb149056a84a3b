import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  isAllowedImageType,
  isSvg,
  type MessageKey,
  normaliseContentType,
  UPLOAD_MAX_DIMENSION,
  UPLOAD_MAX_INPUT_PIXELS,
  type UploadImageType,
} from "@commons/domain";

/** A refusal with the catalog key to show; the service turns it into a 4xx. */
export class ImageRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: 413 | 422 = 422,
  ) {
    super(key);
  }
}

/** Checks the declared type alone, before any byte is read: SVG and anything but jpeg/png/webp are refused. */
export function checkDeclaredType(declared: string | null | undefined, fileName?: string): UploadImageType {
  if (isSvg(declared, fileName)) throw new ImageRefused("uploads.svgNotAllowed");
  const type = normaliseContentType(declared);
  if (!isAllowedImageType(type)) throw new ImageRefused("uploads.typeNotAllowed");
  return type;
}

// Markup that turns an image into a polyglot a browser could run as a page. XMP metadata (legitimate in
// camera JPEGs) is XML too, so only tags and handlers that mean HTML or script are listed.
const MARKUP = /<(script|html|body|iframe|svg|object|embed)[\s>/]|<\?php|<!doctype\s+html|javascript:|\bon(error|load)\s*=/i;

/**
 * Magic bytes must be jpeg/png/webp and agree with the declared type, and the file must be only the
 * image: a PNG or WebP with bytes after its end, or markup anywhere inside, is a polyglot and refused.
 */
export async function inspectImage(bytes: Uint8Array, declared: UploadImageType): Promise<void> {
  const head = Buffer.from(bytes.subarray(0, 512)).toString("latin1").trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) throw new ImageRefused("uploads.svgNotAllowed");
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAllowedImageType(detected.mime)) {
    throw new ImageRefused(detected?.mime === "application/xml" ? "uploads.svgNotAllowed" : "uploads.typeMismatch");
  }
  if (normaliseContentType(detected.mime) !== declared) throw new ImageRefused("uploads.typeMismatch");
  if (MARKUP.test(Buffer.from(bytes).toString("latin1"))) throw new ImageRefused("uploads.polyglot");
  if (hasTrailingData(bytes, declared)) throw new ImageRefused("uploads.polyglot");
}

function hasTrailingData(bytes: Uint8Array, type: UploadImageType): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/png") {
    // IEND is the last chunk: its 4-byte length (0), type and CRC close the file.
    const iend = buf.lastIndexOf("IEND", undefined, "latin1");
    return iend < 0 || iend + 8 !== buf.length;
  }
  if (type === "image/webp") {
    // RIFF's size field counts everything after the first 8 bytes (padded to even).
    const riffSize = buf.readUInt32LE(4);
    return 8 + riffSize + (riffSize % 2) < buf.length;
  }
  // JPEG ends at EOI (FF D9), but embedded thumbnails contain EOIs too; markup scanning covers JPEG,
  // and re-encoding drops anything after the image anyway.
  return false;
}

export interface ProcessedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes in the same format: turned upright by its EXIF orientation, then every bit of
 * metadata dropped (sharp writes none unless asked), scaled to fit UPLOAD_MAX_DIMENSION.
 * Whatever rode along in the original (EXIF GPS, comments, trailing bytes) does not survive.
 */
export async function reencodeImage(bytes: Uint8Array, type: UploadImageType): Promise<ProcessedImage> {
  let pipeline: ReturnType<typeof sharp>;
  try {
    pipeline = sharp(bytes, { limitInputPixels: UPLOAD_MAX_INPUT_PIXELS, failOn: "error", pages: 1 })
      .rotate()
      .resize({ width: UPLOAD_MAX_DIMENSION, height: UPLOAD_MAX_DIMENSION, fit: "inside", withoutEnlargement: true });
    if (type === "image/jpeg") pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else if (type === "image/png") pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.webp({ quality: 85 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) throw new ImageRefused("uploads.tooManyPixels");
    // Anything sharp cannot decode is the file's fault, never a 500 (design rule 11).
    throw new ImageRefused("uploads.corrupt");
  }
}
