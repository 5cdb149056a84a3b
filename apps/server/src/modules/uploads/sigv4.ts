import { createHash, createHmac } from "node:crypto";

// AWS Signature Version 4 for S3-compatible stores, by hand: the whole SDK for three calls (PUT, GET,
// HEAD) would be most of the server's dependencies. Checked against the published AWS examples in
// sigv4.test.ts.

export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export interface SigV4Input {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  headers?: Record<string, string>;
  payloadSha256: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}

export function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 signs the path as given, each segment encoded once (no double encoding, unlike other services). */
function canonicalUri(url: URL): string {
  const decoded = url.pathname.split("/").map((segment) => uriEncode(decodeURIComponent(segment)));
  return decoded.join("/") || "/";
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join("&");
}

export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** The canonical request of the SigV4 spec; exposed so the test can compare it with AWS's example. */
export function canonicalRequest(input: SigV4Input): { text: string; signedHeaders: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    host: input.url.host,
    "x-amz-date": amzDate(input.now),
    "x-amz-content-sha256": input.payloadSha256,
  };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const text = [
    input.method.toUpperCase(),
    canonicalUri(input.url),
    canonicalQuery(input.url),
    names.map((n) => `${n}:${headers[n]}`).join("\n") + "\n",
    signedHeaders,
    input.payloadSha256,
  ].join("\n");
  return { text, signedHeaders, headers };
}

/** Returns the headers to send: the signed ones plus `authorization`. */
export function signV4(input: SigV4Input): Record<string, string> {
  const service = input.service ?? "s3";
  const { text, signedHeaders, headers } = canonicalRequest(input);
  const stamp = headers["x-amz-date"] ?? amzDate(input.now);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(text)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign, "utf8").digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
