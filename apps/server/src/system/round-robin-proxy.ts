// A minimal load balancer for the scale-out tests: each request goes to the next server in turn, as a
// round-robin proxy in front of several processes would send it. It appends the caller's address to
// X-Forwarded-For (like nginx's $proxy_add_x_forwarded_for), so servers started with TRUSTED_PROXY see
// the address the client claimed first.
import { once } from "node:events";
import http from "node:http";

export interface RoundRobinProxy {
  url: string;
  /** Upstream base URLs, in turn order; may be filled after the proxy starts (servers need its URL first). */
  targets: string[];
  /** Requests forwarded to each target, by index. */
  hits: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets: string[] = [];
  const hits: number[] = [];
  let turn = 0;

  const server = http.createServer((req, res) => {
    if (targets.length === 0) {
      res.writeHead(503).end();
      return;
    }
    const index = turn++ % targets.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const peer = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": forwarded ? `${String(forwarded)}, ${peer}` : peer, "x-forwarded-proto": "http" };
    const upstream = http.request(new URL(req.url ?? "/", targets[index]), { agent, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    targets,
    hits,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
