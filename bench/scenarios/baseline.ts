import { measure, startProcess, type Scenario } from "../harness.ts";

/** A bare Hono JSON route in its own process: the yardstick for every other scenario. */
export const baseline: Scenario = {
  name: "baseline",
  description: "bare Hono JSON route (@hono/node-server)",
  isBaseline: true,
  async run(ctx) {
    const server = await startProcess({ entry: "bench/servers/hono-json.ts", readyPath: "/healthz" });
    try {
      const measurement = await measure(`${server.url}/json`, { ...ctx.settings, title: "baseline", serverPid: server.child.pid });
      return [{ scenario: "baseline", target: "GET /json (bare Hono)", measurement, ratio: 1 }];
    } finally {
      await server.stop();
    }
  },
};
