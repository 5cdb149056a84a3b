import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_ORIGIN = "http://localhost:3000";

export default defineConfig({
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      treeshake: {
        // The shared domain package is pure (design.md: "No I/O"), but its package.json does not say
        // so; without this, importing one constant drags zod schemas and the phone metadata into the
        // entry chunk. With it, each page gets only the rules it uses.
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
