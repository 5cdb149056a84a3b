import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "../../env.ts";

/** What a signed upload link allows: one key, one content type, at most `maxBytes`, until `expiresAt`. */
export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expiresAt: number;
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: "invalid" | "expired" };

/** The signing key: its own secret when configured, else one derived from the auth secret (never the same key). */
export function uploadSigningKey(env: Env): Buffer {
  if (env.UPLOAD_SIGNING_SECRET) return Buffer.from(env.UPLOAD_SIGNING_SECRET, "utf8");
  return createHmac("sha256", env.authSecret).update("commons/uploads/v1").digest();
}

function mac(secret: Buffer, g: UploadGrant): Buffer {
  // Newline-joined fields, each of which can hold no newline, so no two grants share a message.
  return createHmac("sha256", secret).update(`v1\n${g.key}\n${g.contentType}\n${g.maxBytes}\n${g.expiresAt}`).digest();
}

export function signGrant(secret: Buffer, grant: UploadGrant): string {
  return mac(secret, grant).toString("base64url");
}

/** Checks the signature (in constant time) before anything else, then the expiry. */
export function verifyGrant(
  secret: Buffer,
  input: { key: string; ct?: string; max?: string; exp?: string; sig?: string },
  nowSeconds: number,
): GrantCheck {
  const { key, ct, max, exp, sig } = input;
  if (!ct || !max || !exp || !sig || !/^\d{1,12}$/.test(max) || !/^\d{1,12}$/.test(exp)) return { ok: false, reason: "invalid" };
  const grant: UploadGrant = { key, contentType: ct, maxBytes: Number(max), expiresAt: Number(exp) };
  const expected = mac(secret, grant);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (grant.expiresAt <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, grant };
}

/** The PUT address of a grant: our own endpoint, so every byte still passes the checks in image-pipeline.ts. */
export function signedPutUrl(secret: Buffer, grant: UploadGrant): string {
  const q = new URLSearchParams({
    ct: grant.contentType,
    max: String(grant.maxBytes),
    exp: String(grant.expiresAt),
    sig: signGrant(secret, grant),
  });
  return `/api/uploads/put/${grant.key}?${q.toString()}`;
}
