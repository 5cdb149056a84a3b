import type { Redis } from "ioredis";
import type { Logger } from "./logger.ts";
import type { ResolvedSession } from "./session-lookup.ts";

/**
 * Live sessions this process has resolved, kept for a few seconds so a signed-in request needs no database
 * round trip for its session (ADR 0045, docs/product/accounts-and-profile.md#sessions).
 *
 * What keeps it honest:
 * - An entry is used only until the session's own expiry and never once the session is due for its daily
 *   refresh: those cases always reach the database, so better-auth's rules run exactly as before.
 * - Anything that ends a session or changes what an entry holds (sign-out, revoking devices, a password
 *   reset, a name or email change, a deleted account) calls `forgetUser`, which drops that person's entries
 *   here at once and, with Redis, in every other process through one pub/sub channel.
 * - Without Redis another process may answer from its copy until `ttlMs` has passed; that bound is the rule.
 */
export class SessionCache {
  private readonly byToken = new Map<string, { session: ResolvedSession; expiresAt: number; refreshAt: number; at: number }>();
  private readonly tokensOf = new Map<string, Set<string>>();
  private broadcast: ((userId: string) => void) | null = null;
  /** Settles once forgets are shared between processes (or sharing failed): for tests and start-up checks. */
  shared: Promise<void> = Promise.resolve();
  /** Counts forgets: a lookup that began before one must not store what it read (it may be the dead session). */
  private forgets = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  // Keys are the session cookie's signed values (`token.signature`), each kept only after its signature verified.

  /** The cached session of the signed cookie value `token`, if it is fresh, unexpired and not due for its refresh. */
  get(token: string): ResolvedSession | null {
    const entry = this.byToken.get(token);
    if (!entry) return null;
    const now = this.now();
    if (now - entry.at >= this.ttlMs || now >= entry.expiresAt || now >= entry.refreshAt) {
      this.drop(token);
      return null;
    }
    return entry.session;
  }

  /** Taken before reading a session from the database, and handed back to `set`. */
  ticket(): number {
    return this.forgets;
  }

  /**
   * Keeps a session read from the database; `refreshAt` is when better-auth must see it again. Nothing is
   * kept if anyone was forgotten since `ticket` was taken: a sign-out racing the read would otherwise leave
   * the session it just ended here for the TTL.
   */
  set(token: string, session: ResolvedSession, expiresAt: number, refreshAt: number, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.forgets) return;
    this.drop(token);
    this.byToken.set(token, { session, expiresAt, refreshAt, at: this.now() });
    const userId = session.user.id;
    let tokens = this.tokensOf.get(userId);
    if (!tokens) this.tokensOf.set(userId, (tokens = new Set()));
    tokens.add(token);
    // Oldest first (Map keeps insertion order); a bound, not a policy: a dropped entry costs one query.
    if (this.byToken.size > this.maxEntries) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }

  /** Drops every cached session of `userId`, here and (with Redis) in every other process. */
  forgetUser(userId: string): void {
    this.forgetLocally(userId);
    this.broadcast?.(userId);
  }

  /** Drops everything this process holds: for tests that change session rows behind the app's back. */
  clear(): void {
    this.forgets += 1;
    this.byToken.clear();
    this.tokensOf.clear();
  }

  get size(): number {
    return this.byToken.size;
  }

  /**
   * Shares `forgetUser` between processes: `publisher` sends, `subscriber` (a connection of its own, as
   * Redis requires for subscribing) receives. Resolves once subscribed.
   */
  shareThrough(publisher: Redis, subscriber: Redis, log: Logger): Promise<void> {
    subscriber.on("message", (channel, userId) => {
      if (channel === SESSION_FORGET_CHANNEL) this.forgetLocally(userId);
    });
    this.broadcast = (userId) => {
      publisher.publish(SESSION_FORGET_CHANNEL, userId).catch((err: Error) => log.warn({ err: err.message }, "session forget not shared"));
    };
    this.shared = subscriber.subscribe(SESSION_FORGET_CHANNEL).then(
      () => undefined,
      (err: Error) => log.warn({ err: err.message }, "session forgets from other processes not received"),
    );
    return this.shared;
  }

  private forgetLocally(userId: string): void {
    this.forgets += 1;
    const tokens = this.tokensOf.get(userId);
    if (!tokens) return;
    for (const token of [...tokens]) this.drop(token);
  }

  private drop(token: string): void {
    const entry = this.byToken.get(token);
    if (!entry) return;
    this.byToken.delete(token);
    const userId = entry.session.user.id;
    const tokens = this.tokensOf.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(userId);
  }
}

export const SESSION_FORGET_CHANNEL = "commons:sessions:forget";
