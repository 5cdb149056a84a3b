import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the server sends compressed (apps/server/src/web/static-assets.ts serves these copies). */
const TEXT = new Set([".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);
/** Smaller files fit in the first packets of the answer anyway. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build, once, so
 * the server never compresses a static file per request: the event page's entry chunk is 240 KB as built
 * and about 70 KB as Brotli (ADR 0012). A copy that saves less than a tenth is not written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "commons:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = (await walk(outDir)).filter((file) => TEXT.has(extname(file)));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gz(raw, { level: 9 }),
          ]);
          if (br.length < raw.length * 0.9) await writeFile(`${file}.br`, br);
          if (gzipped.length < raw.length * 0.9) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/** Every file under `dir`, except the hidden `.vite` folder (the manifest is read from disk, never sent). */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.name.startsWith(".")) return [];
      return entry.isDirectory() ? walk(path) : [path];
    }),
  );
  return nested.flat();
}
