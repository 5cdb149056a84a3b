import { type BuildingConfig, type BuildingConfigView, normalizeBuildingConfig } from "@commons/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { conflict, fieldError, notFound } from "../../lib/errors.ts";
import { invalidateEventDetail } from "../events/event-detail-cache.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { acceptUpload, checkOwnUpload } from "../uploads/own-upload.ts";
import { storageFor } from "../uploads/storage.ts";

// docs/product/challenges.md#configuration: the organiser (or an event admin with canEditEvent) edits the
// challenge's settings. The public read is the event payload's `buildingConfig`.

/** The event's row (locked when `lock`), after the BUILDING_PUBLIC and, for writes, not-cancelled checks. */
async function readBuildingRow(db: Db, eventId: string, lock: boolean) {
  const query = db.select({ type: events.type, status: events.status, buildingConfig: events.buildingConfig }).from(events).where(eq(events.id, eventId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("error.eventNotFound");
  if (row.type !== "BUILDING_PUBLIC") throw conflict("challenges.notAChallenge");
  if (lock && row.status === "CANCELLED") throw conflict("console.error.eventCancelled");
  return row;
}

/** GET: the organiser and any event admin (the console reads it too). */
export async function getBuildingConfig(db: Db, actorId: string, eventId: string): Promise<BuildingConfigView> {
  await requireEventAccess(db, eventId, actorId, "anyAdmin");
  const row = await readBuildingRow(db, eventId, false);
  return { config: normalizeBuildingConfig(row.buildingConfig) };
}

/**
 * PUT (canEditEvent): replaces the whole document under the event's row lock. The payment QR code must be an
 * upload of the caller's own, or the one already stored (a form that saves every field sends it back).
 */
export async function putBuildingConfig(deps: Pick<AppDeps, "database" | "env">, actorId: string, eventId: string, input: BuildingConfig): Promise<BuildingConfigView> {
  const { db } = deps.database;
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  const storage = storageFor(deps.env);
  // Asked of storage before the lock is taken (it may go over the network); judged against the row read under it.
  const qr = input.paymentQRCode ? await checkOwnUpload(storage, actorId, input.paymentQRCode) : null;
  const saved = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await readBuildingRow(tx, eventId, true);
    const stored = normalizeBuildingConfig(row.buildingConfig);
    let paymentQRCode: string | null = null;
    if (input.paymentQRCode && qr) {
      const accepted = acceptUpload(storage, input.paymentQRCode, stored.paymentQRCode, qr);
      if (accepted.refusal) throw fieldError("paymentQRCode", "challenges.qrCodeNotYours");
      paymentQRCode = accepted.url;
    }
    const next: BuildingConfig = { ...input, paymentQRCode };
    await tx.update(events).set({ buildingConfig: next, updatedAt: new Date() }).where(eq(events.id, eventId));
    return next;
  });
  // The signed-out page payload carries the configuration: drop its cached copy at once.
  invalidateEventDetail(db, eventId);
  return { config: saved };
}
