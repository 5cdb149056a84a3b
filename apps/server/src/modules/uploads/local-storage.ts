import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Storage } from "./storage.ts";
import { StorageKeyExistsError } from "./storage.ts";
import { isStorableKey, parseStorageKey } from "./upload-keys.ts";

export const FILES_PREFIX = "/files/";

/** Files under DATA_DIR/uploads, served by files.routes.ts at /files/<key>. */
export function localStorage({ root, siteUrl }: { root: string; siteUrl: string }): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    // Only well-formed keys reach the disk, and the resolved path must stay inside the root.
    if (!isStorableKey(key)) throw new Error(`invalid storage key: ${key}`);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    driver: "local",
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write aside, then hard-link into place: link() fails if the name exists, so the file appears
      // whole and a concurrent writer can never replace it.
      const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temp, body, { flag: "wx" });
      try {
        await link(temp, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") throw new StorageKeyExistsError(key);
        throw err;
      } finally {
        await unlink(temp).catch(() => undefined);
      }
    },
    async get(key) {
      try {
        // The Buffer is the bytes (a Uint8Array): no copy of a file that may be a certificate's 120 KB.
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await unlink(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      });
    },
    publicUrl: (key) => `${FILES_PREFIX}${key}`,
    keyFromUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url, siteUrl);
      } catch {
        return null;
      }
      if (parsed.origin !== new URL(siteUrl).origin || parsed.search || parsed.hash) return null;
      if (!parsed.pathname.startsWith(FILES_PREFIX)) return null;
      const key = parsed.pathname.slice(FILES_PREFIX.length);
      return parseStorageKey(key) ? key : null;
    },
  };
}

/** The absolute path of a key, for streaming it out; null for anything that is not a valid key. */
export function localPath(root: string, key: string): string | null {
  if (!parseStorageKey(key)) return null;
  const base = resolve(root);
  const full = resolve(base, key);
  return full.startsWith(base + sep) ? full : null;
}
