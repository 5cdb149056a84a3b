import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { renderCertificatePng } from "./certificate-draw.ts";
import type { RenderReply, RenderRequest } from "./render-pool.ts";

// One render at a time on this thread (render-pool.ts sends the next when this one answers). The bytes go back
// without a copy: their buffer moves to the request thread.

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread (render-pool.ts)");

/** Linux's niceness for this thread: when the request thread and a render both want a core, the request wins. */
const RENDER_THREAD_NICENESS = 10;
try {
  // /proc/thread-self names this thread's own id; setpriority on a thread id changes that thread alone.
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, RENDER_THREAD_NICENESS);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}

/** The bytes in a buffer of their own, which can be handed over whole. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

port.on("message", async ({ id, input }: RenderRequest) => {
  try {
    const bytes = ownBuffer(await renderCertificatePng(input));
    port.postMessage({ id, bytes } satisfies RenderReply, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies RenderReply);
  }
});
