// A child process of the certificate-render scenario: reads one URL on `connections` keep-alive connections, each
// pausing between reads, until told to stop; each "cut" message answers the reads finished since the last cut.
// It runs apart from the load generator so the reads' latency is the server's, not the time the generator's own
// event loop took to get round to them while it received downloads.
import http from "node:http";
import { send } from "../../apps/server/src/system/flash-sale-kit.ts";
import type { Run } from "./certificate-render-kit.ts";

const [url, connections, pauseMs] = [new URL(process.argv[2]!), Number(process.argv[3]), Number(process.argv[4])];
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let window: Run = { latencies: [], statuses: new Map(), errors: 0, seconds: 0 };
let windowStarted = performance.now();
let stopped = false;

process.on("message", (message: string) => {
  if (message === "stop") stopped = true;
  if (message !== "cut") return;
  const done = { ...window, seconds: (performance.now() - windowStarted) / 1000, statuses: [...window.statuses] };
  window = { latencies: [], statuses: new Map(), errors: 0, seconds: 0 };
  windowStarted = performance.now();
  process.send!(done);
});

await Promise.all(
  Array.from({ length: connections }, async () => {
    while (!stopped) {
      const t0 = performance.now();
      try {
        const { status } = await send(agent, url, { method: "GET" });
        window.statuses.set(status, (window.statuses.get(status) ?? 0) + 1);
        window.latencies.push(performance.now() - t0);
      } catch {
        window.errors += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }),
);
agent.destroy();
process.disconnect();
