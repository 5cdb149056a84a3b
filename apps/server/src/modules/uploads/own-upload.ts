import type { Env } from "../../env.ts";
import type { Storage } from "./storage.ts";
import { parseStorageKey } from "./upload-keys.ts";

/** Why a submitted file URL was refused; each caller words it for its own field. */
export type UploadRefusal = "invalid" | "notYours" | "missing";

/** A submitted file URL, judged: the canonical URL to store, or why it is refused. */
export type UploadCheck = { url: string; refusal?: never } | { refusal: UploadRefusal; url?: never };

/**
 * Design rule 8: an object may only point at one of the caller's OWN stored uploads. A new field that stores
 * such a URL must also be listed in file-references.ts, or the orphan sweep will delete its file. The URL is mapped
 * to a storage key, never fetched (no SSRF); the key names its owner (upload-keys.ts), and a file must
 * stand behind it. Answers the canonical URL, so an absolute and a relative URL of one file are equal.
 */
export async function checkOwnUpload(storage: Storage, userId: string, value: string): Promise<UploadCheck> {
  const key = storage.keyFromUrl(value);
  if (!key) return { refusal: "invalid" };
  if (parseStorageKey(key)?.ownerId !== userId) return { refusal: "notYours" };
  if (!(await storage.exists(key))) return { refusal: "missing" };
  return { url: storage.publicUrl(key) };
}

/** The stored value `value` names (as is, or as another URL of its key), or null if it names none of them. */
function sameAsCurrent(storage: Storage, value: string, current: string | null | readonly string[]): string | null {
  const stored = current === null ? [] : typeof current === "string" ? [current] : current;
  if (stored.includes(value)) return value;
  const key = storage.keyFromUrl(value);
  return (key !== null && stored.find((url) => storage.keyFromUrl(url) === key)) || null;
}

/**
 * The rule for a field of an object that already exists: the value stored on it may be sent back
 * unchanged, as a form that saves every field does, even when another admin uploaded that file; any
 * other value must pass `checkOwnUpload`. The stored value is kept as it is. `current` is a list for a
 * field holding several files (the images in an event's rich text): any one of them may stay.
 *
 * In two steps for callers that lock the object: `check` runs first, with no lock held (it may ask
 * storage over the network), and this decides against the value read under the lock.
 */
export function acceptUpload(storage: Storage, value: string, current: string | null | readonly string[], check: UploadCheck): UploadCheck {
  const kept = sameAsCurrent(storage, value, current);
  return kept === null ? check : { url: kept };
}

/** Both steps at once, for a caller with no lock to respect. */
export async function ownUploadOrCurrent(storage: Storage, userId: string, value: string, current: string | null): Promise<UploadCheck> {
  const kept = sameAsCurrent(storage, value, current);
  return kept === null ? checkOwnUpload(storage, userId, value) : { url: kept };
}

/**
 * Whether a URL points into our own file hosting, whether or not a file stands behind it: a `/files/…`
 * path, a URL on our own PUBLIC_URL under /files/, or the storage driver's own public base. Fields that
 * also accept links elsewhere (a profile photo) hold such a URL to `checkOwnUpload`.
 */
export function pointsAtOurFiles(storage: Storage, env: Pick<Env, "publicUrl" | "S3_PUBLIC_URL">, value: string): boolean {
  if (storage.keyFromUrl(value) !== null) return true;
  const s3Base = env.S3_PUBLIC_URL?.replace(/\/+$/, "");
  if (s3Base && value.startsWith(`${s3Base}/`)) return true;
  let url: URL;
  try {
    url = new URL(value, env.publicUrl);
  } catch {
    return false;
  }
  return url.origin === new URL(env.publicUrl).origin && url.pathname.startsWith("/files/");
}
