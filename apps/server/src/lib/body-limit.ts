import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * hono's bodyLimit without its cost on every request. hono's version starts by reading
 * `c.req.raw.body`, which makes @hono/node-server build a full WHATWG Request (headers copied, an
 * AbortSignal, a body stream) for every request, GETs included, and then sends the JSON body through
 * that stream instead of its direct read. The common cases are decided from the headers alone: no
 * body (no Content-Length, no Transfer-Encoding: what HTTP/1.1 means by "no body"), or a declared
 * Content-Length (Node has already refused a malformed one). Only a chunked body is left to hono,
 * which counts it as it reads.
 */
export function apiBodyLimit(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const counting = bodyLimit(options);
  return async (c, next) => {
    // Outside @hono/node-server (app.request in tests) the request is a real Request already, and
    // may carry a body without declaring its length: hono's version is right and cheap there.
    const onNode = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
    if (!onNode || c.req.header("transfer-encoding") !== undefined) return counting(c, next);
    const length = c.req.header("content-length");
    if (length !== undefined && Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
