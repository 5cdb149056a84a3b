import type { ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * The Node response behind a request, when the app is served by @hono/node-server (it passes
 * `{ incoming, outgoing }` as the app's bindings); undefined in process (`app.request`, tests).
 *
 * Why it matters: headers that every answer carries are set on it directly. A Hono response whose
 * headers stay a plain object is written by node-server without building a WHATWG `Headers` (its
 * fast path); one `c.header()` or `c.res.headers.set()` turns every answer into the slow path, which
 * profiling showed costs more than the hottest route's own work. Node merges these with the
 * response's own headers when it writes them, and the response's win on a clash (a route's own CSP).
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).setHeader === "function" && !(outgoing as ServerResponse).headersSent
    ? (outgoing as ServerResponse)
    : undefined;
}

/** Sets headers on the Node response when there is one; false in process, where the caller uses Hono. */
export function setOnNodeResponse(c: Context, headers: Readonly<Record<string, string>>): boolean {
  const outgoing = nodeResponse(c);
  if (!outgoing) return false;
  for (const name in headers) outgoing.setHeader(name, headers[name]!);
  return true;
}

/**
 * An answer whose headers stay a plain object, so node-server writes it on its fast path (`c.body`
 * with more than one header builds a `Headers`). Only for hot handlers that set nothing through
 * `c.header()` first: those prepared headers would not be carried over.
 */
export function plainHeadersResponse(body: string | Uint8Array<ArrayBuffer> | null, status: number, headers: Readonly<Record<string, string>>): Response {
  return new Response(body, { status, headers });
}
