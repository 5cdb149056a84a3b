import { EVENTS_PAGE_SIZE, type EventsQuery } from "@commons/domain";
import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { listEventCards, pastEvent, pastOrder, publicEvent, upcomingEvent, upcomingOrder } from "./event-cards.queries.ts";

/** `%`, `_` and the escape character itself are literal in a search box, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Case-insensitive equality against any element of the tags array. */
function hasTag(tag: string): SQL {
  return sql`exists (select 1 from unnest(${events.tags}) as t(tag) where lower(t.tag) = lower(${tag}))`;
}

export async function listEvents(db: Db, query: EventsQuery, now = new Date()) {
  const conditions: SQL[] = [query.when === "past" ? pastEvent(now) : upcomingEvent(now)];
  if (query.type) conditions.push(eq(events.type, query.type));
  if (query.tag) conditions.push(hasTag(query.tag));
  if (query.q) conditions.push(or(sql`${events.title} ilike ${`%${escapeLike(query.q)}%`}`, hasTag(query.q))!);
  const where = and(...conditions)!;

  const [cards, [totalRow]] = await Promise.all([
    listEventCards(db, {
      where,
      orderBy: query.when === "past" ? pastOrder : upcomingOrder,
      limit: EVENTS_PAGE_SIZE,
      offset: (query.page - 1) * EVENTS_PAGE_SIZE,
    }),
    db.select({ total: count() }).from(events).where(and(publicEvent(), where)),
  ]);
  const total = Number(totalRow?.total ?? 0);
  return {
    events: cards,
    pagination: { page: query.page, pageSize: EVENTS_PAGE_SIZE, total, totalPages: Math.ceil(total / EVENTS_PAGE_SIZE) },
  };
}
