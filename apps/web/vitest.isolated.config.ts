import { webFilesWithOwnModules, webProject } from "./vitest.shared.ts";

// The web test files that replace a module: each in a process of its own (vitest.shared.ts).
export default webProject({ name: "web-isolated", isolate: true, include: webFilesWithOwnModules() });
