import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from "@commons/domain/certificate-drawing";

// docs/decisions/0043-certificates-drawn-once-when-issued.md: the PDF is the stored PNG on one A4-landscape page,
// written here without decoding a pixel. A PNG's image data (its IDAT chunks, joined) is a zlib stream of rows
// that each start with a filter byte, which is exactly what a PDF image with /FlateDecode and the PNG predictors
// (/Predictor 15) holds, so the bytes go in as they are: well under a millisecond, on the request thread. (pdf-lib
// would inflate and re-deflate them in JavaScript; re-encoding the pixels as a JPEG cost ~45 ms of CPU and made a
// larger, lossy file.) The certificate's PNG is 8-bit RGB, not interlaced (certificate-draw.ts); anything else is
// refused, never written as a broken file.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** IHDR: width, height, bit depth 8, colour type 2 (RGB), interlace 0. */
const RGB = 2;

interface PngImage {
  width: number;
  height: number;
  /** The IDAT chunks' data, in order: together one zlib stream. */
  data: Uint8Array[];
}

function readPng(png: Uint8Array): PngImage {
  if (png.length < 8 || PNG_SIGNATURE.some((b, i) => png[i] !== b)) throw new Error("not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  const parts: Uint8Array[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || colour !== RGB || interlace !== 0) throw new Error(`PNG not 8-bit RGB without interlace (${depth}, ${colour}, ${interlace})`);
    } else if (type === "IDAT") {
      parts.push(body);
    } else if (type === "IEND") {
      break;
    }
    at += 12 + length;
  }
  if (!width || !height || parts.length === 0) throw new Error("PNG without a header or image data");
  return { width, height, data: parts };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A PDF text string that holds any Unicode: UTF-16BE with its byte-order mark, in hexadecimal. */
function pdfText(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** One page of CERTIFICATE_WIDTH × CERTIFICATE_HEIGHT points (A4 landscape) filled with the PNG; `title` names the document. */
export function pdfFromPng(png: Uint8Array, title: string): Uint8Array {
  const image = readPng(png);
  const [w, h] = [CERTIFICATE_WIDTH, CERTIFICATE_HEIGHT];
  const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (body: string, stream?: readonly Uint8Array[]) => {
    offsets.push(length);
    write(`${offsets.length} 0 obj\n${body}\n`);
    if (stream) {
      write("stream\n");
      for (const part of stream) write(part);
      write("\nendstream\n");
    }
    write("endobj\n");
  };
  // The second line's high bytes tell transfer tools the file is binary (PDF 32000-1, 7.5.2).
  write("%PDF-1.7\n");
  write(Uint8Array.of(0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a));
  object("<< /Type /Catalog /Pages 2 0 R >>");
  object("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`);
  object(
    `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8` +
      ` /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns ${image.width} >> /Length ${image.data.reduce((n, p) => n + p.length, 0)} >>`,
    image.data,
  );
  object(`<< /Length ${content.length} >>`, [encoder.encode(content)]);
  object(`<< /Title ${pdfText(title)} /Creator (Commons) /Producer (Commons) >>`);
  const xref = length;
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`);
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return concat(chunks);
}
