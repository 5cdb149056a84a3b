import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// The web suite as two Vitest projects (vitest.config.ts, vitest.isolated.config.ts), as the server's is (ADR 0026):
// `web` runs its files one after another in each worker, sharing the jsdom window and the packages loaded
// (isolate: false; src/test/setup.ts resets what a file could leave behind), because starting a process, jsdom and
// React again for each file cost more CPU than the tests themselves (ADR 0044). A file that replaces a module
// (`vi.mock` and the like) would replace it for the files after it too, so it runs in `web-isolated`, with a
// process of its own; found by reading the files, so no list to keep.

const srcDir = fileURLToPath(new URL("./src/", import.meta.url));

/** The web test files that replace a module, as paths relative to apps/web. */
export function webFilesWithOwnModules(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.replaceAll("\\", "/")}`)
    .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/.test(readFileSync(new URL(file, new URL("./", import.meta.url)), "utf8")));
}

export function webProject(test: { name: string; isolate: boolean; include: string[]; exclude?: string[] }) {
  // Only the React transform: the router plugin would regenerate the route tree on every test run.
  return defineProject({
    plugins: [react()],
    resolve: { alias: [{ find: /^@\//, replacement: srcDir }] },
    test: { environment: "jsdom", setupFiles: ["./src/test/setup.ts"], ...test },
  });
}
