// Lint for correctness, not style: recommended JS + TypeScript rules (syntax-only, no type
// information, so `eslint .` stays fast) and the React hooks rules for the web app.
// Formatting is nobody's lint error.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./scripts/eslint/layers.js";

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "data/",
    ".tmp/",
    "coverage/",
    "test-results/",
    "apps/server/drizzle/",
    "**/routeTree.gen.ts",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "warn" },
    rules: {
      // `_`-prefixed names mark "deliberately unused" (ignored arguments, destructured leftovers).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // An empty catch is a deliberate "best effort"; an empty block elsewhere is still a smell.
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Flags defensive initialisers (`let x = null; try { x = … } catch { x = null }`): noise, not bugs.
      "no-useless-assignment": "off",
      // Matching control characters is deliberate here (input and redirect sanitising).
      "no-control-regex": "off",
      // `any` is sometimes the honest type at a library boundary; keep it visible, not fatal.
      "@typescript-eslint/no-explicit-any": "warn",
    },
  },

  // The layers: features never import each other, the web never imports the server, the domain neither.
  {
    files: ["apps/web/src/**/*.{ts,tsx}", "packages/domain/src/**/*.ts"],
    plugins: { commons: layersPlugin },
    rules: { "commons/layers": "error" },
  },

  // The SPA runs in the browser (its vite.config.ts stays a Node file).
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Hooks live in .tsx components and in .ts files (feature `api/` hooks), so both get the rules.
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // These React Compiler diagnostics also fire on common, correct patterns when the compiler is
      // not in use (resetting state when a prop changes, reading a ref in an event-driven render,
      // relative times). Keep them as warnings so they are seen without blocking the build.
      "react-hooks/set-state-in-effect": "warn",
      "react-hooks/refs": "warn",
      "react-hooks/purity": "warn",
      "react-hooks/preserve-manual-memoization": "warn",
    },
  },

  // Tests and benchmarks may reach for loose types to keep fixtures short.
  {
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.{ts,tsx}", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
