import { fileURLToPath } from "node:url";

// The server package's directory (apps/server), where its migrations live and from where the built web app is found.
// This file runs as apps/server/src/server-dir.ts from the sources (tsx, Vitest) and inside apps/server/dist/server.mjs
// from the bundle (`npm start`, the e2e and system suites; scripts/build-server.mjs): one level below the package
// either way, so ".." is the package in both. A deeper file's own import.meta.url would name a different place in each.
export const serverDir = fileURLToPath(new URL("..", import.meta.url));
