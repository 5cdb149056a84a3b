import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompress } from "./build-plugins/precompress.ts";

const API_ORIGIN = "http://localhost:3000";

/** `@/lib/...` is `src/lib/...`: imports that leave their feature name where they go, not how far up. */
const SRC_ALIAS = [{ find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }];

/** The server's renderer of the landing pages (ADR 0018), built after the app into a folder never served. */
const SSR_OUT_DIR = "dist/.ssr";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: SRC_ALIAS },
  // Bundled whole, so the server loads one self-contained file whatever the server's own node_modules hold.
  ssr: { noExternal: true, target: "node" },
  plugins: [
    // Must run before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: "react",
      routesDirectory: "./src/app/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      autoCodeSplitting: true,
      quoteStyle: "double",
    }),
    react(),
    tailwindcss(),
    isSsrBuild ? null : precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // The API server owns these paths in production; in development Vite forwards them so cookies
    // stay first-party on the dev origin.
    proxy: Object.fromEntries(
      ["/api", "/files", "/healthz", "/dev"].map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  build: isSsrBuild ? { outDir: SSR_OUT_DIR, emptyOutDir: true, target: "node20", copyPublicDir: false } : {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // The server reads it to name a landing page's route chunks in its HTML (apps/server/src/web/route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared domain package is pure (design.md: "No I/O"), but its package.json does not say
        // so; without this, importing one constant drags zod schemas and the phone metadata into the
        // entry chunk. With it, each page gets only the rules it uses.
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one chunk instead of a
          // dozen compresses better and saves round trips (ADR 0010).
          groups: [
            { name: "app", tags: ["$initial"] },
            // The pages people land on from outside (the events list, an event) load their route chunks and
            // every module those import as one file: over HTTP/1.1 on a slow phone network two dozen small
            // chunks cost more round trips than their bytes, and the list → event step then needs nothing
            // more (ADR 0012). The server names this chunk in the landing pages' HTML by its name.
            { name: "landing", test: /[\\/]routes[\\/]\$locale[\\/]events[\\/](index|\$id)\.tsx\?tsr-split/ },
            { name: "event-extras", test: /(registration-card|registration-action-bar|-event-photos)\.tsx$/ },
          ],
        },
      },
    },
  },
}));
