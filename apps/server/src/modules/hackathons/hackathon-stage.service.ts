import { type HackathonConfigView, type HackathonStage, normalizeHackathonConfig, withHackathonStage } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, notifications, registrations } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { invalidateEventDetail } from "../events/event-detail-cache.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import type { NotificationType } from "../notifications/notifications.service.ts";
import { readHackathonRow, toView } from "./hackathon-config.service.ts";
import { clearResults, storeResults } from "./results.service.ts";

// docs/product/hackathons.md#stages: the organiser (or an event admin with canEditEvent) moves the stage
// forward or back. Each move appends to the history; nothing is ever removed from it.

/** Stages whose arrival every approved registrant hears about, and the notice each gets. */
const ANNOUNCED: Partial<Record<HackathonStage, NotificationType>> = { VOTING: "hackathonVoting", RESULTS: "hackathonResults" };
const NOTICE_BATCH = 500;

/**
 * One transaction under the event's row lock: two organisers moving at once are applied one after the
 * other, each appending its entry (no lost update). A move to the stage already current is a 409, so a
 * double click never writes a duplicate entry nor notifies twice. Moving into VOTING or RESULTS notifies
 * every APPROVED registrant, in the same transaction.
 */
export async function moveHackathonStage(db: Db, actorId: string, eventId: string, stage: HackathonStage, note: string | null): Promise<HackathonConfigView> {
  const access = await requireEventAccess(db, eventId, actorId, "canEditEvent");
  const saved = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await readHackathonRow(tx, eventId, true, true);
    const now = new Date();
    const config = normalizeHackathonConfig(row.hackathonConfig, row, now);
    if (config.stage.current === stage) throw conflict("hackathons.stageUnchanged");
    const next = withHackathonStage(config, stage, actorId, note, now);
    await tx.update(events).set({ hackathonConfig: next, updatedAt: now }).where(eq(events.id, eventId));
    // Entering RESULTS stores final scores and ranks (docs/product/hackathons.md#results): the gallery sorts by them;
    // leaving it clears them, so no rank or medal shows before the results are out again.
    if (stage === "RESULTS") await storeResults(tx, eventId, next.voting);
    else if (config.stage.current === "RESULTS") await clearResults(tx, eventId);
    const type = ANNOUNCED[stage];
    if (type) {
      const approved = await tx
        .select({ userId: registrations.userId })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "APPROVED")));
      for (let i = 0; i < approved.length; i += NOTICE_BATCH) {
        const batch = approved.slice(i, i + NOTICE_BATCH);
        await tx.insert(notifications).values(batch.map(({ userId }) => ({ userId, type, params: { event: access.event.title }, link: `/events/${eventId}` })));
      }
    }
    return next;
  });
  // The signed-out page payload carries the configuration: drop its cached copy at once.
  invalidateEventDetail(db, eventId);
  return toView(db, saved);
}
