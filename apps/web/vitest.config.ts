import { webFilesWithOwnModules, webProject } from "./vitest.shared.ts";

// Most of the web suite: files share a worker's jsdom window and loaded packages (vitest.shared.ts).
export default webProject({ name: "web", isolate: false, include: ["src/**/*.test.{ts,tsx}"], exclude: webFilesWithOwnModules() });
