import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { requestCookie } from "./request-cookie.ts";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { Auth } from "../modules/auth/auth.ts";
import { Batcher } from "./batcher.ts";
import type { SessionUser } from "./context.ts";
import type { SessionCache } from "./session-cache.ts";

export interface ResolvedSession {
  user: SessionUser;
  sessionId: string;
}

interface AuthFacts {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** better-auth's signed cookie value, `token.base64(HMAC-SHA256(secret, token))`: the token, or null. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  // better-call only accepts the 44-character padded base64 of a SHA-256 digest.
  if (given.length !== 44) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return timingSafeEqual(given, expected) ? token : null;
}

/**
 * Resolves the session cookie of an API request. The common case — a valid signature and a live session
 * that needs no refresh — costs one HMAC and one indexed query (session joined to its user), shared with the other
 * lookups under way, or no query while this process holds the session in its SessionCache. Everything
 * else (expired, due for its daily refresh) goes through better-auth's own
 * getSession, which deletes, extends or refuses exactly as it always does. better-auth's general path
 * costs two queries, WebCrypto round trips and its endpoint machinery on every API request; under a
 * flash sale that was a fifth of the server's time.
 */
export function sessionLookup(auth: Auth, db: Db, cache: SessionCache) {
  let facts: Promise<AuthFacts> | null = null;
  const authFacts = () =>
    (facts ??= auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    })));

  // Prepared once: PostgreSQL plans it once per connection, and nothing is rebuilt per request. Sessions looked up
  // at once go in one call (ADR 0048): when many people arrive together (voting opens, a sale starts), each one's
  // first request finds the cache cold, and one round trip each was the bulk of the flood.
  const query = db
    .select({ token: sessions.token, sessionId: sessions.id, expiresAt: sessions.expiresAt, id: users.id, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.token} = any(${sql.placeholder("tokens")}::text[])`)
    .prepare("session_lookup");
  type Row = Awaited<ReturnType<typeof query.execute>>[number];
  const lookups = new Batcher<string, Row | undefined>(
    async (tokens) => {
      const byToken = new Map((await query.execute({ tokens })).map((row) => [row.token, row]));
      return tokens.map((token) => ({ status: "fulfilled", value: byToken.get(token) }));
    },
    { maxInFlight: 4, maxBatch: 64 },
  );

  const slow = async (c: Context): Promise<ResolvedSession | null> => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    return { user: { id: session.user.id, name: session.user.name, email: session.user.email }, sessionId: session.session.id };
  };

  return async (c: Context): Promise<ResolvedSession | null> => {
    const f = await authFacts();
    const raw = requestCookie(c, f.cookieName);
    if (!raw) return null;
    // Kept under the signed value, which was verified before it was kept: a hit needs no HMAC either.
    const cached = cache.get(raw);
    if (cached) return cached;
    const token = verifySignedToken(raw, f.secret);
    if (!token) return null;
    const ticket = cache.ticket();
    const row = await lookups.submit("", token);
    if (!row) return null;
    const now = Date.now();
    const expires = row.expiresAt.getTime();
    // better-auth's refresh rule (session.updateAge): once a day the row is extended; let it do that.
    const refreshAt = expires - f.expiresInMs + f.updateAgeMs;
    if (expires <= now || refreshAt <= now) return slow(c);
    const session = { user: { id: row.id, name: row.name, email: row.email }, sessionId: row.sessionId };
    cache.set(raw, session, expires, refreshAt, ticket);
    return session;
  };
}
