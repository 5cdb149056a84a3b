import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import type { AppEnv } from "../../lib/context.ts";
import { type AppError, eventGone, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql } from "./event-permissions.ts";

// docs/product/organiser-console.md#deleting-an-event: a deleted event answers 410 Gone on every route that names
// it (`/api/events/{id}`, everything under it, `/api/user/events/{id}/…`) and on its page, so links to it read as
// dead for good. One check in front of those routes, instead of one in each module's own event lookup: a route
// added later is covered without knowing about deletion. A draft deleted before it was ever published stays
// as invisible as it was: anyone but its organiser and admins gets the 404 a missing event gets.

const MAX_LIVE_ENTRIES = 2000;

interface Deleted {
  wasPublished: boolean;
}

/**
 * Which events are deleted, per database (one per app instance). Deletion is final, so a deleted event is
 * remembered for good; an event found live is trusted for `ttlMs` (the signed-out detail's own reuse time), so
 * the hottest reads (the event page, the gallery) cost no query for it. A deletion in this process is seen at
 * once (forget); in another process within that time.
 */
class DeletedEvents {
  private readonly deleted = new Map<string, Deleted>();
  private readonly live = new Map<string, number>();

  constructor(
    private readonly db: Db,
    readonly ttlMs: number,
  ) {}

  private async lookup(id: string): Promise<Deleted | null> {
    const known = this.deleted.get(id);
    if (known) return known;
    const checkedAt = this.live.get(id);
    if (checkedAt !== undefined && Date.now() - checkedAt < this.ttlMs) return null;
    const [row] = await this.db
      .select({ deleted: sql<boolean>`${events.deletedAt} is not null`, wasPublished: sql<boolean>`${events.publishedAt} is not null` })
      .from(events)
      .where(eq(events.id, id))
      .limit(1);
    if (row?.deleted) {
      const entry = { wasPublished: row.wasPublished };
      this.deleted.set(id, entry);
      return entry;
    }
    // An unknown id is remembered as "not deleted" too: its route answers 404 itself.
    if (this.ttlMs > 0) {
      this.live.delete(id);
      this.live.set(id, Date.now());
      if (this.live.size > MAX_LIVE_ENTRIES) this.live.delete(this.live.keys().next().value!);
    }
    return null;
  }

  /** The refusal for `viewerId` when the event is deleted (410, or 404 for a never-published draft), else null. */
  async refusal(id: string, viewerId: string | null): Promise<AppError | null> {
    if (!EVENT_ID_PATTERN.test(id)) return null;
    const deleted = await this.lookup(id);
    if (!deleted) return null;
    if (deleted.wasPublished || (viewerId !== null && (await this.isManager(id, viewerId)))) return eventGone();
    return notFound("error.eventNotFound");
  }

  private async isManager(id: string, viewerId: string): Promise<boolean> {
    const [row] = await this.db.select({ isManager: isEventManagerSql(viewerId) }).from(events).where(eq(events.id, id)).limit(1);
    return row?.isManager === true;
  }

  /** Called by the deletion in this process, so this process answers 410 from the next request on. */
  forget(id: string): void {
    this.live.delete(id);
  }
}

const registry = new WeakMap<Db, DeletedEvents>();

/** The deleted-events memory for this database; created with `ttlMs` on first use. */
export function deletedEvents(db: Db, ttlMs: number): DeletedEvents {
  let memory = registry.get(db);
  if (!memory) {
    memory = new DeletedEvents(db, ttlMs);
    registry.set(db, memory);
  }
  return memory;
}

/** Drops what this process believes about the event's liveness (after deleting it). */
export function forgetEventLiveness(db: Db, id: string): void {
  registry.get(db)?.forget(id);
}

/** Middleware for the routes whose `:id` is an event: a deleted one is refused before the route runs. */
export function refuseDeletedEvents(db: Db, ttlMs: number): MiddlewareHandler<AppEnv> {
  const memory = deletedEvents(db, ttlMs);
  return async (c, next) => {
    const refusal = await memory.refusal(c.req.param("id") ?? "", c.get("user")?.id ?? null);
    if (refusal) throw refusal;
    await next();
  };
}
