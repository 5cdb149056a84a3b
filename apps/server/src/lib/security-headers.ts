import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { PAGE_INLINE_SCRIPT_HASH } from "./page-inline-script.ts";

/**
 * The page policy. Scripts only from our own origin, plus the one inline script every page carries,
 * by its hash (page-inline-script.ts); never 'unsafe-inline'. The SPA's HTML also carries data
 * blocks (`application/json`, `application/ld+json`), which browsers never execute. Styles allow
 * inline because Radix and the toaster set positions at runtime; images may come from an S3 bucket
 * or an avatar host, so any https source is allowed for them only.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${PAGE_INLINE_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The API's policy. A JSON answer is never a document, so nothing may load from it, and it may never
 * be framed (OWASP's REST Security Cheat Sheet). Should a browser ever be tricked into rendering one as
 * HTML, this stops every script, not just inline ones; and it is a fifth the bytes of the page policy
 * on the busiest answers.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** One year, as browsers' preload lists expect; sent only when the site is served over https. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every answer: the page set on pages and files, the API set under /api/. A route
 * that needs a different policy (the API docs page, the `/files/` sandbox) sets its own
 * Content-Security-Policy, which is kept. They are written with the other common headers
 * (lib/node-response.ts says how and why).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler<AppEnv> {
  const common: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(options.https ? { "Strict-Transport-Security": HSTS } : {}),
  };
  // Opener isolation and feature permissions apply to documents only.
  const page: Record<string, string> = { "Content-Security-Policy": PAGE_CSP, ...common, "Cross-Origin-Opener-Policy": "same-origin", "Permissions-Policy": "camera=(self), microphone=(), geolocation=()" };
  const api: Record<string, string> = { "Content-Security-Policy": API_CSP, ...common };
  return async (c, next) => {
    // Written after the route with the other common headers: a route's own policy wins over these.
    c.set("securityHeaders", c.req.path.startsWith("/api/") ? api : page);
    return next();
  };
}

/**
 * The interactive API docs page loads Swagger UI from its CDN and starts it with one inline script.
 * Rather than allowing inline scripts, the policy allows exactly that script by its hash, computed
 * from the page as served.
 */
export const apiDocsPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const html = await c.res.clone().text();
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1] ?? "").digest("base64")}'`,
  );
  const cdn = "https://cdn.jsdelivr.net";
  c.res.headers.set(
    "Content-Security-Policy",
    [
      "default-src 'none'",
      `script-src ${cdn} ${hashes.join(" ")}`,
      `style-src ${cdn} 'unsafe-inline'`,
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
};
