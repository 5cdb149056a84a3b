import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The pages people arrive on from outside (shared links, search results), with the route file whose
 * chunks they render with. The router asks for a route's chunk only once the entry chunk has run, and
 * that chunk's imports only once it has arrived: two round trips after the entry before the page can
 * paint. Named in the HTML, they download alongside the entry instead (ADR 0012).
 */
const LANDING_ROUTES: { path: RegExp; route: string }[] = [
  { path: /^\/[^/]+\/events\/?$/, route: "src/app/routes/$locale/events/index.tsx" },
  { path: /^\/[^/]+\/events\/[^/]+\/?$/, route: "src/app/routes/$locale/events/$id.tsx" },
];
/**
 * The web build puts both landing routes, and what they import, into one chunk of this name
 * (apps/web/vite.config.ts); the manifest then lists that chunk instead of the routes' own.
 */
const LANDING_CHUNK = "landing";

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` tags for a page's route chunks and their static imports, from the build's
 * manifest (`dist/.vite/manifest.json`); chunks the shell already loads (the entry's) are left out. No
 * manifest, no tags: the page still works, one round trip slower.
 */
export function routePreloads(distDir: string): (path: string) => string {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  const inShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, inShell);

  const tags = LANDING_ROUTES.map(({ path, route }) => {
    const files = new Set<string>();
    // The router plugin splits a route file into its definition (in the entry) and its component chunk.
    for (const [key, chunk] of Object.entries(manifest)) {
      if (key === route || key.startsWith(`${route}?`) || chunk.name === LANDING_CHUNK) collect(key, files);
    }
    const links = [...files].filter((file) => !inShell.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return { path, html: links.join("") };
  });
  return (path) => tags.find((t) => t.path.test(path))?.html ?? "";
}
