import type { Storage } from "./storage.ts";
import { StorageKeyExistsError } from "./storage.ts";
import { EMPTY_SHA256, sha256Hex, signV4, uriEncode } from "./sigv4.ts";
import { isStorableKey, parseStorageKey } from "./upload-keys.ts";

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
  /** Injected by tests; production uses the global fetch. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…) over plain fetch + SigV4. Every request goes to the
 * configured endpoint with a key we generated; a user-supplied URL is only ever parsed, never fetched.
 */
export function s3Storage(config: S3Config): Storage {
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());
  const endpoint = new URL(config.endpoint);
  const publicBase = (config.publicUrl ?? objectUrl("").toString()).replace(/\/+$/, "");

  function objectUrl(key: string): URL {
    const path = key.split("/").map(uriEncode).join("/");
    const url = new URL(endpoint.toString());
    const basePath = url.pathname.replace(/\/+$/, "");
    if (config.forcePathStyle) {
      url.pathname = `${basePath}/${uriEncode(config.bucket)}/${path}`;
    } else {
      url.host = `${config.bucket}.${url.host}`;
      url.pathname = `${basePath}/${path}`;
    }
    return url;
  }

  async function send(method: "PUT" | "GET" | "HEAD" | "DELETE", key: string, body?: Uint8Array, headers: Record<string, string> = {}) {
    if (!isStorableKey(key)) throw new Error(`invalid storage key: ${key}`);
    const url = objectUrl(key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadSha256: body ? sha256Hex(body) : EMPTY_SHA256,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      now: now(),
    });
    const { host: _host, ...sendHeaders } = signed;
    return doFetch(url, { method, headers: sendHeaders, body: body ? Buffer.from(body) : undefined, redirect: "error" });
  }

  return {
    driver: "s3",
    async put(key, body, contentType) {
      // `If-None-Match: *` makes the write conditional: S3 answers 412 when the key exists (design rule 8).
      const res = await send("PUT", key, body, {
        "content-type": contentType,
        "if-none-match": "*",
        "cache-control": "public, max-age=31536000, immutable",
        "content-disposition": "inline",
      });
      if (res.status === 412 || res.status === 409) throw new StorageKeyExistsError(key);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => "")}`);
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async exists(key) {
      const res = await send("HEAD", key);
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`S3 HEAD ${key} failed: ${res.status}`);
      return true;
    },
    async remove(key) {
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return null;
      const rest = url.slice(publicBase.length + 1);
      return parseStorageKey(rest) ? rest : null;
    },
  };
}
