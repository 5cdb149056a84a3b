import type { Context } from "hono";
import { ok } from "../../lib/envelope.ts";
import { chooseEncoding, compress, type Encoding } from "../../lib/content-encoding.ts";
import { plainHeadersResponse } from "../../lib/node-response.ts";
import { codedEtag, matchesIfNoneMatch, strongEtag } from "./etag.ts";

// A public JSON answer rendered once and sent many times: the event page's payload (event-detail-cache.ts)
// and a hackathon's gallery page (hackathons/gallery-cache.ts) are the same bytes for every signed-out reader,
// and a challenge's feed page the same for every reader of one audience (challenges/challenge-feed-cache.ts).

export interface RenderedJson<T> {
  data: T;
  /** The JSON envelope exactly as sent, and its strong ETag. */
  body: string;
  etag: string;
  /** The body's length in UTF-8 bytes. */
  byteLength: number;
  /** The codings it can be sent in, best first, when not every one we send (content-encoding.ts). */
  offered?: readonly Encoding[];
  /** The headers of a 304 to a client that takes `encoding`: no compression needed for those. */
  notModified(encoding: Encoding | undefined): Readonly<Record<string, string>>;
  /** What a 200 sends a client that takes `encoding` (undefined: the body as it is). */
  variant(encoding: Encoding | undefined): RenderedVariant;
}

/** One content coding of the payload, with the headers of its 200 answer. */
export interface RenderedVariant {
  bytes: Uint8Array<ArrayBuffer>;
  okHeaders: Readonly<Record<string, string>>;
}

/**
 * Rendered once per cache entry: the UTF-8 bytes, each compressed variant and the headers are made on
 * first use and kept with the entry, so a busy signed-out read costs neither a JSON.stringify nor a
 * compression per request, and a phone on a slow network gets a fraction of the bytes. A signed-in
 * reader's payload is rendered per request; its revalidations mostly end in a 304, which compresses nothing.
 */
export function renderJson<T>(data: T): RenderedJson<T> {
  const body = JSON.stringify(ok(data));
  const raw = new Uint8Array(Buffer.from(body));
  return renderedPayload({ data, body, etag: strongEtag(body), byteLength: raw.byteLength, encode: (encoding) => (encoding ? compress(raw, encoding) : raw) });
}

/**
 * A payload whose bytes are made elsewhere: `encode` gives them in each coding of `offered` (undefined: as
 * they are), once per coding, on first use.
 */
export function renderedPayload<T>(parts: {
  data: T;
  body: string;
  etag: string;
  byteLength: number;
  offered?: readonly Encoding[];
  encode(encoding: Encoding | undefined): Uint8Array<ArrayBuffer>;
}): RenderedJson<T> {
  const { etag } = parts;
  const notModified = new Map<Encoding | undefined, Readonly<Record<string, string>>>();
  const variants = new Map<Encoding | undefined, RenderedVariant>();
  const notModifiedHeaders = (encoding: Encoding | undefined) => {
    let headers = notModified.get(encoding);
    if (!headers) {
      headers = {
        ETag: codedEtag(etag, encoding),
        // Pages refetch on focus and on a timer, so caches must revalidate; the payload depends on who
        // asks and on the coding, so they keep it per session and coding.
        "Cache-Control": "private, no-cache",
        Vary: "Cookie, Accept-Encoding",
      };
      notModified.set(encoding, headers);
    }
    return headers;
  };
  return {
    // Read through, so that a payload may make them only when asked (challenge-feed-cache.ts).
    get data() {
      return parts.data;
    },
    get body() {
      return parts.body;
    },
    etag,
    byteLength: parts.byteLength,
    ...(parts.offered ? { offered: parts.offered } : {}),
    notModified: notModifiedHeaders,
    variant(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        const bytes = parts.encode(encoding);
        const okHeaders = {
          ...notModifiedHeaders(encoding),
          "Content-Type": "application/json; charset=UTF-8",
          "Content-Length": String(bytes.byteLength),
          ...(encoding ? { "Content-Encoding": encoding } : {}),
        };
        variant = { bytes, okHeaders };
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/** Answers with a rendered payload: a 304 when the client's If-None-Match still matches, else the coding it takes. */
export function sendRendered(c: Context, rendered: RenderedJson<unknown>): Response {
  const encoding = chooseEncoding(c.req.header("accept-encoding"), rendered.byteLength, rendered.offered);
  // Hot public reads: their headers stay a plain object (lib/node-response.ts), built once per variant.
  if (matchesIfNoneMatch(c.req.header("if-none-match"), rendered.etag)) return plainHeadersResponse(c, null, 304, rendered.notModified(encoding));
  const variant = rendered.variant(encoding);
  return plainHeadersResponse(c, variant.bytes, 200, variant.okHeaders);
}
