import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { FILES_PREFIX, localPath } from "./local-storage.ts";
import { CONTENT_TYPE_BY_EXT, parseStorageKey } from "./upload-keys.ts";

/**
 * GET /files/<key> for the local storage driver. Only names of the exact key shape are served (no `..`,
 * no encoded slashes, nothing outside DATA_DIR/uploads). The type comes from the stored extension, which
 * the server chose after re-encoding, and the browser is told not to second-guess it.
 */
export function filesRoutes({ env }: AppDeps) {
  const root = join(env.DATA_DIR, "uploads");
  return new Hono<AppEnv>().get(`${FILES_PREFIX}*`, async (c) => {
    if (env.STORAGE_DRIVER !== "local") throw notFound();
    const key = c.req.path.slice(FILES_PREFIX.length);
    const parsed = parseStorageKey(key);
    const full = parsed ? localPath(root, key) : null;
    if (!parsed || !full) throw notFound();
    let size: number;
    try {
      const info = await stat(full);
      if (!info.isFile()) throw notFound();
      size = info.size;
    } catch {
      throw notFound();
    }
    const body = Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, {
      "Content-Type": CONTENT_TYPE_BY_EXT[parsed.ext],
      "Content-Length": String(size),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      // Names are random and never reused, so a stored file can be cached forever.
      "Cache-Control": "public, max-age=31536000, immutable",
      // Opened on its own, an image gets no script, plugins or same-origin rights.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });
}
