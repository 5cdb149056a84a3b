// Vitest global setup of the system project: its tests start the server as production does, from the bundle.
import { ensureServerBundle } from "./server-bundle.ts";

export default function setup(): void {
  ensureServerBundle();
}
