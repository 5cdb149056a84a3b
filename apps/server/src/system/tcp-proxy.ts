// A TCP relay the system tests put between a server and PostgreSQL, so a test can take the database
// away (as a failover, a network partition or a restart would) and bring it back, without touching
// the PostgreSQL server that other tests share.
import { once } from "node:events";
import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  /** The port the proxy listens on (stays the same across cut and restore). */
  port: number;
  /** Stops listening and destroys every relayed connection: new connections are refused, open ones die. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    // A reset on one side is the other side's business; never an uncaught error in the test process.
    s.on("error", () => s.destroy());
  };
  const relay = (client: Socket) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  };

  let server: Server | null = null;
  const listen = async (port: number) => {
    server = createServer(relay);
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("proxy has no port");
    return address.port;
  };
  const port = await listen(0);

  const cut = async () => {
    const s = server;
    server = null;
    if (!s) return;
    const closed = once(s, "close");
    s.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    async restore() {
      if (!server) await listen(port);
    },
    close: cut,
  };
}
