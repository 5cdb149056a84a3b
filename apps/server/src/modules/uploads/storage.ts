import { join } from "node:path";
import type { Env } from "../../env.ts";
import { localStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";

/** Thrown by `put` when the key is taken: a stored file is never replaced (design rule 8). */
export class StorageKeyExistsError extends Error {
  constructor(key: string) {
    super(`storage key exists: ${key}`);
  }
}

/** One interface for every place files can live (design: "Files go behind one storage interface"). */
export interface Storage {
  readonly driver: "local" | "s3";
  /** Stores the bytes under `key`; fails with StorageKeyExistsError if something is already there. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; a key with nothing behind it is not an error (two sweepers may race). */
  remove(key: string): Promise<void>;
  /** The URL readers use; relative (`/files/…`) for the local driver. */
  publicUrl(key: string): string;
  /** The key behind one of our own public URLs, or null: never a URL to fetch (no SSRF). */
  keyFromUrl(url: string): string | null;
}

const byEnv = new WeakMap<Env, Storage>();

/** One storage per configuration, shared by the API routes and the /files route. */
export function storageFor(env: Env): Storage {
  let storage = byEnv.get(env);
  if (storage) return storage;
  if (env.STORAGE_DRIVER === "s3") {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error("STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
    }
    storage = s3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: env.S3_REGION ?? "us-east-1",
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  } else {
    storage = localStorage({ root: join(env.DATA_DIR, "uploads"), siteUrl: env.publicUrl });
  }
  byEnv.set(env, storage);
  return storage;
}
