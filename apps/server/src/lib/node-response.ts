import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

/**
 * The Node response behind a request, when the app is served by @hono/node-server (it passes
 * `{ incoming, outgoing }` as the app's bindings); undefined in process (`app.request`, tests).
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).setHeader === "function" && !(outgoing as ServerResponse).headersSent
    ? (outgoing as ServerResponse)
    : undefined;
}

const NONE: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Headers every answer carries, the security headers (one shared object per kind of answer, set by
 * reference) and the request id, written once after the route has answered; the route's own headers
 * win on a clash (the API docs' own policy). Why not `c.header()`: a Hono response whose headers stay a
 * plain object is written by node-server without building a WHATWG `Headers` (its fast path), and one
 * `c.header()` turns every answer into the slow path. Why not `setHeader` on the Node response before
 * the route: Node then merges the response's headers into its own one `setHeader` at a time, which cost
 * the hottest read about 4 µs of its 30; that read uses `plainHeadersResponse` instead (ADR 0015).
 * Registered first, so that it also sees the answers made from errors.
 */
export function commonHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get("commonHeadersSent")) return;
    const security = c.get("securityHeaders") ?? NONE;
    const requestId = c.get("requestId");
    const outgoing = nodeResponse(c);
    if (outgoing) {
      // Node merges these with the response's own headers when it writes them; the response's win.
      for (const name in security) outgoing.setHeader(name, security[name]!);
      if (requestId) outgoing.setHeader("X-Request-Id", requestId);
      return;
    }
    const own = c.res.headers;
    for (const name in security) if (!own.has(name)) own.set(name, security[name]!);
    if (requestId && !own.has("X-Request-Id")) own.set("X-Request-Id", requestId);
  };
}

// Per set of a route's prebuilt headers: those headers after the security headers, merged once.
const merged = new WeakMap<object, { security: object; headers: Record<string, string> }>();

/**
 * An answer whose headers stay one plain object, the common headers included, so node-server writes it
 * on its fast path with a single `writeHead` (`c.body` with more than one header builds a `Headers`).
 * For hot handlers whose headers are built once and kept (the event read's per-variant headers): the
 * merge with the security headers is kept beside them, and each answer copies it and adds its request
 * id. (Copied with `Object.assign`: spreading such an object cost about 0.7 µs, the copy 0.15 µs.)
 */
export function plainHeadersResponse(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const security = c.get("securityHeaders") ?? NONE;
  let entry = merged.get(headers);
  if (entry?.security !== security) {
    entry = { security, headers: Object.assign({}, security, headers) };
    merged.set(headers, entry);
  }
  const all = Object.assign({}, entry.headers);
  const requestId = c.get("requestId");
  if (requestId) all["X-Request-Id"] = requestId;
  c.set("commonHeadersSent", true);
  return new Response(body, { status, headers: all });
}
