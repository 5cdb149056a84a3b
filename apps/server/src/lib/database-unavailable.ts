// Which errors mean "the database cannot be reached right now" (a 503 the client may retry), as
// opposed to a bug or a bad statement (a 500). Drizzle wraps the driver's error in `cause`.

/** Seconds a client is told to wait (Retry-After) when the database is unreachable: a restart or failover. */
export const DATABASE_RETRY_AFTER_S = 5;

// Socket-level failures to reach or keep the server (Node's errno codes).
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
// in recovery), 53300 too_many_connections, 57014 query_canceled (the pool's statement timeout, db/client.ts:
// the database is too busy to answer in time); class 08 is connection_exception.
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
// node-postgres and pg-pool raise these without a code.
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    // Node reports a refused dual-stack connect ("localhost") as an AggregateError of one per address.
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
  }
  return false;
}
