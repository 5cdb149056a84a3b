// The render worker's entry (render-pool.ts): a worker thread does not inherit the loader that runs our
// TypeScript (`node --import tsx` under `npm start`, Vitest under test), so it registers tsx's, then loads the worker.
import { register } from "tsx/esm/api";

register();
await import("./render-worker.ts");
