import { createHash } from "node:crypto";
import type { Locale, PublicCertificate } from "@commons/domain";
import { and, eq, notExists } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificateRenders, storedFiles } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import { type Storage, StorageKeyExistsError } from "../uploads/storage.ts";
import { certificateRenderKey } from "../uploads/upload-keys.ts";
import { ByteCache } from "./byte-cache.ts";
import type { CertificateRenderer } from "./render/certificate-renderer.ts";
import { rendererVersion } from "./render/render-version.ts";

// docs/decisions/0043-certificates-drawn-once-when-issued.md: a certificate's picture is drawn once per content and
// language and kept in storage. Its key is a hash of everything drawn (the renderer's version, the public fields,
// the language, the site's address), so the download computes the key of the certificate as it is now and
// compares it with the stored row's: equal, the file is served as it is; different (a corrected name, a revoke,
// a renamed event) or missing, it is drawn now, stored, and the row replaced, the replaced file deleted. The
// render job (certificate-render-job.ts) does the same ahead of time, yielding to downloads.

/** What to draw: a certificate's public fields in one language. */
export interface RenderTarget {
  certificateId: string;
  certificate: PublicCertificate;
  locale: Locale;
  /** The stored picture's key when the caller read it with the certificate (null: none); looked up when absent. */
  storedKey?: string | null;
}

export interface CertificateFiles {
  /** The stored PNG when it shows the certificate as it is now (from memory, else storage); null when it must be drawn. Never draws. */
  stored(target: RenderTarget): Promise<Uint8Array | null>;
  /** Draws the PNG now (503 when the pool is full) and stores it; two requests for one picture at once share one drawing. */
  draw(target: RenderTarget): Promise<Uint8Array>;
  /** The render job's work: draws and stores unless the stored picture is current; answers whether it drew. Storage failures throw (the job is retried). */
  prepare(target: RenderTarget): Promise<boolean>;
}

export interface CertificateFilesOptions {
  db: Db;
  /** Resolved when used, as the routes do (tests swap DATA_DIR per app). */
  storage: () => Storage;
  renderer: CertificateRenderer;
  log: Pick<Logger, "warn">;
  /** The site's origin: the QR code's address is part of the picture. */
  publicUrl: string;
  /** The most bytes the cache of recent files holds; 0 turns it off. */
  cacheBytes?: number;
}

/** About 250 certificates' PNGs. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** The storage key of a target's picture: the certificate's folder, and a hash of the renderer and of everything drawn. */
export function renderStorageKey({ certificateId, certificate, locale }: RenderTarget, publicUrl: string): string {
  // The fields in a fixed order (a replacer array sorts and selects them), so the same certificate always hashes alike.
  const drawn = JSON.stringify([rendererVersion(), locale, publicUrl, certificate], Object.keys(certificate).sort());
  return certificateRenderKey(certificateId, createHash("sha256").update(drawn).digest("hex").slice(0, 32));
}

export function createCertificateFiles(options: CertificateFilesOptions): CertificateFiles {
  const { db, storage, renderer, log } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  const cache = new ByteCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  /** Pictures being drawn now, by key: two requests for one at once share the drawing. */
  const underWay = new Map<string, Promise<Uint8Array>>();

  const storedKey = async ({ certificateId, locale, storedKey: known }: RenderTarget): Promise<string | null> => {
    if (known !== undefined) return known;
    const [row] = await db
      .select({ key: certificateRenders.storageKey })
      .from(certificateRenders)
      .where(and(eq(certificateRenders.certificateId, certificateId), eq(certificateRenders.locale, locale)));
    return row?.key ?? null;
  };

  /**
   * Stores the file, then points the row at it. The file is recorded in stored_files first (without an owner: it
   * counts against nobody's quota), so one stored but never pointed at (a crash, a lost race) is the orphan
   * sweep's to delete. The file the row pointed at before is deleted here; if that fails, the sweep does it.
   */
  async function save(target: RenderTarget, key: string, bytes: Uint8Array): Promise<void> {
    const { certificateId, locale } = target;
    await db.insert(storedFiles).values({ key, ownerId: null, bytes: bytes.byteLength }).onConflictDoNothing();
    try {
      await storage().put(key, bytes, "image/png");
    } catch (err) {
      // The same key is the same picture: another request stored it first.
      if (!(err instanceof StorageKeyExistsError)) throw err;
    }
    const replaced = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const here = and(eq(certificateRenders.certificateId, certificateId), eq(certificateRenders.locale, locale));
      const [old] = await tx.select({ key: certificateRenders.storageKey }).from(certificateRenders).where(here).for("update");
      if (old?.key === key) return null;
      await tx
        .insert(certificateRenders)
        .values({ certificateId, locale, storageKey: key, bytes: bytes.byteLength })
        .onConflictDoUpdate({ target: [certificateRenders.certificateId, certificateRenders.locale], set: { storageKey: key, bytes: bytes.byteLength, createdAt: new Date() } });
      return old?.key ?? null;
    });
    if (!replaced) return;
    try {
      await storage().remove(replaced);
      // Its record goes too, unless a writer racing this one has pointed a row at it again meanwhile.
      const named = db.select({ one: certificateRenders.certificateId }).from(certificateRenders).where(eq(certificateRenders.storageKey, replaced));
      await db.delete(storedFiles).where(and(eq(storedFiles.key, replaced), notExists(named)));
    } catch (err) {
      log.warn({ err, key: replaced }, "certificate render: could not delete a replaced file; the orphan sweep will");
    }
  }

  /** The stored picture if it is the current one and still there; null otherwise (a read failure included). */
  async function readStored(target: RenderTarget, key: string): Promise<Uint8Array | null> {
    if ((await storedKey(target)) !== key) return null;
    try {
      return await storage().get(key);
    } catch (err) {
      log.warn({ err, key }, "certificate render: could not read a stored file; drawing it again");
      return null;
    }
  }

  async function drawAndSave(target: RenderTarget, key: string): Promise<Uint8Array> {
    const bytes = await renderer.render({ certificate: target.certificate, locale: target.locale, publicUrl });
    // A download never fails for want of storing what it drew: the next one draws again, or the job stores it.
    await save(target, key, bytes).catch((err: unknown) => log.warn({ err, key }, "certificate render: could not store a drawn file"));
    cache.set(key, bytes);
    return bytes;
  }

  return {
    async stored(target) {
      const key = renderStorageKey(target, publicUrl);
      const hit = cache.get(key);
      if (hit) return hit;
      if (underWay.has(key)) return null;
      const bytes = await readStored(target, key);
      if (bytes) cache.offer(key, bytes);
      return bytes;
    },
    draw(target) {
      const key = renderStorageKey(target, publicUrl);
      let pending = underWay.get(key);
      if (!pending) {
        pending = drawAndSave(target, key);
        underWay.set(key, pending);
        const forget = () => underWay.delete(key);
        pending.then(forget, forget);
      }
      return pending;
    },
    async prepare(target) {
      const key = renderStorageKey(target, publicUrl);
      if ((await storedKey(target)) === key) return false;
      // Drawn already by a download that could not store it (or is storing it now): stored from memory, not drawn again.
      const bytes = await (cache.get(key) ?? underWay.get(key) ?? renderer.render({ certificate: target.certificate, locale: target.locale, publicUrl }, { background: true }));
      await save(target, key, bytes);
      return true;
    },
  };
}
