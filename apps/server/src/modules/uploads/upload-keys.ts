import { randomBytes } from "node:crypto";
import { UPLOAD_PURPOSES, type UploadPurpose } from "@commons/domain";

// A storage key is always `<purpose>/<ownerId>/<random>.<ext>` (design rule 8): the server picks every
// part, so a client can neither choose a path nor reach another person's prefix. This one pattern is
// also what /files serves, which leaves no room for `..`, encoded slashes or odd names.
const PURPOSE = `(${UPLOAD_PURPOSES.join("|")})`;
const OWNER = "([A-Za-z0-9_-]{1,64})";
const NAME = "([a-z0-9]{32})\\.(jpg|png|webp)";
export const STORAGE_KEY_PATTERN = new RegExp(`^${PURPOSE}/${OWNER}/${NAME}$`);

export interface StorageKey {
  purpose: UploadPurpose;
  ownerId: string;
  name: string;
  ext: "jpg" | "png" | "webp";
  key: string;
}

export function parseStorageKey(key: string): StorageKey | null {
  const m = STORAGE_KEY_PATTERN.exec(key);
  if (!m) return null;
  return { purpose: m[1] as UploadPurpose, ownerId: m[2] ?? "", name: `${m[3]}.${m[4]}`, ext: m[4] as StorageKey["ext"], key };
}

/** 128 random bits as 32 hex characters: unguessable, so a file's URL is its only capability. */
export function newStorageKey(purpose: UploadPurpose, ownerId: string, ext: StorageKey["ext"]): string {
  const key = `${purpose}/${ownerId}/${randomBytes(16).toString("hex")}.${ext}`;
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error("user id unsuitable for a storage key");
  return key;
}

// A file the server draws itself, a certificate's picture (ADR 0043): `certificate-renders/<certificate id>/<hash>.png`,
// the hash being of everything drawn. Storage takes it like an upload's key, but /files does not serve it and no
// user's URL is read as one (parseStorageKey refuses it): it is read only through the certificate's own routes.
const RENDER_KEY_PATTERN = /^certificate-renders\/[A-Za-z0-9_-]{1,64}\/[a-f0-9]{32}\.png$/;

export function certificateRenderKey(certificateId: string, hash: string): string {
  const key = `certificate-renders/${certificateId}/${hash}.png`;
  if (!RENDER_KEY_PATTERN.test(key)) throw new Error("unsuitable certificate id or hash for a storage key");
  return key;
}

/** What the storage drivers accept: an upload's key or a certificate render's, nothing else (no `..`, no odd names). */
export const isStorableKey = (key: string): boolean => STORAGE_KEY_PATTERN.test(key) || RENDER_KEY_PATTERN.test(key);

export const CONTENT_TYPE_BY_EXT: Record<StorageKey["ext"], string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
