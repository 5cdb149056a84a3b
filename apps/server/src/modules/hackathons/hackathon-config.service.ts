import {
  applyHackathonConfigInput,
  type HackathonConfig,
  type HackathonConfigInputParsed,
  type HackathonConfigView,
  normalizeHackathonConfig,
} from "@commons/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { invalidateEventDetail } from "../events/event-detail-cache.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { applyCriteriaChange } from "./judge-score-sync.ts";

// docs/product/hackathons.md#configuration: the organiser (or an event admin with canEditEvent) edits the
// hackathon's settings, voting, resources and awards. The stage is not theirs to set here: it moves only
// through hackathon-stage.service.ts, so its history stays whole.

const hackathonColumns = {
  type: events.type,
  status: events.status,
  startTime: events.startTime,
  endTime: events.endTime,
  hackathonConfig: events.hackathonConfig,
};
export type HackathonRow = { [K in keyof typeof hackathonColumns]: (typeof events.$inferSelect)[K] };

/** The event's row, locked when `lock` (a transaction's writes), after the HACKATHON and not-cancelled checks. */
export async function readHackathonRow(db: Db, eventId: string, lock: boolean, forWrite: boolean): Promise<HackathonRow> {
  const query = db.select(hackathonColumns).from(events).where(eq(events.id, eventId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw conflict("hackathons.notHackathon");
  if (forWrite && row.status === "CANCELLED") throw conflict("console.error.eventCancelled");
  return row;
}

/** The configuration with the public names of the people in its stage history (the stage tab shows who moved it). */
export async function toView(db: Db, config: HackathonConfig): Promise<HackathonConfigView> {
  const ids = [...new Set(config.stage.history.map((h) => h.changedBy).filter((id): id is string => id !== null))];
  const people = ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  return { config, people };
}

/** GET: for the organiser and any event admin (the console's stage tab reads it too). */
export async function getHackathonConfig(db: Db, actorId: string, eventId: string): Promise<HackathonConfigView> {
  await requireEventAccess(db, eventId, actorId, "anyAdmin");
  const row = await readHackathonRow(db, eventId, false, false);
  return toView(db, normalizeHackathonConfig(row.hackathonConfig, row, new Date()));
}

/**
 * PUT (canEditEvent). Under the event's row lock: the stored stage is kept as it is, new awards get ids,
 * and settings.requireProject is written to events.require_project_submission in the same statement, so
 * the registration form asks for a project exactly when the configuration says so.
 */
export async function putHackathonConfig(db: Db, actorId: string, eventId: string, input: HackathonConfigInputParsed): Promise<HackathonConfigView> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  const saved = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await readHackathonRow(tx, eventId, true, true);
    const now = new Date();
    const stored = normalizeHackathonConfig(row.hackathonConfig, row, now);
    const next = applyHackathonConfigInput(stored, input, () => crypto.randomUUID());
    // docs/product/hackathons.md#judging: a scored criterion is never dropped silently; scores follow new weights.
    await applyCriteriaChange(tx, eventId, stored.judging.criteria, next.judging.criteria);
    await tx
      .update(events)
      .set({ hackathonConfig: next, requireProjectSubmission: next.settings.requireProject, updatedAt: now })
      .where(eq(events.id, eventId));
    return next;
  });
  // The signed-out page payload carries the configuration: drop its cached copy at once.
  invalidateEventDetail(db, eventId);
  return toView(db, saved);
}
