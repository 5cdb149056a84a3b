import type { KnipConfig } from "knip";

// The dead-code check, run by `npm run lint` and `npm test`: unused files, exports, and dependencies.
// An export used only inside its own file is not dead (a feature's api file exports its fetcher and
// query options beside the hook, as the layout in docs/ARCHITECTURE.md says).
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // Stylesheets name packages too (`@import "tailwindcss"`): read their imports like a script's.
  compilers: {
    css: (text: string) => [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, name]) => `import "${name}";`).join("\n"),
  },
  workspaces: {
    ".": {
      // Scripts run by hand or spawned by path, not imported: the benchmark's bare Hono server.
      entry: ["scripts/*.mjs", "scripts/eslint/*.js", "bench/scenarios/*.ts", "bench/servers/*.ts", "e2e/**/*.e2e.ts"],
      project: ["scripts/**/*.{js,mjs}", "bench/**/*.ts", "e2e/**/*.ts"],
      // TypeScript 7's compiler, run by path from scripts/typecheck.mjs (ADR 0042), which knip does not follow.
      ignoreDependencies: ["@typescript/native"],
    },
    "packages/domain": { project: ["src/**/*.ts"] },
    "apps/server": {
      // main.ts is started by scripts/start.mjs (`npm start`); make-demo-images writes the demo covers,
      // make-hackathon-shots the hackathon's screenshots; both are run by hand.
      entry: ["src/main.ts", "src/seed/make-demo-images.ts", "src/seed/make-hackathon-shots.ts"],
      project: ["src/**/*.ts"],
    },
    "apps/web": {
      entry: ["src/entry-server.tsx", "src/app/routes/**/*.tsx", "build-plugins/*.ts"],
      project: ["src/**/*.{ts,tsx,css}", "build-plugins/**/*.ts"],
    },
  },
};

export default config;
