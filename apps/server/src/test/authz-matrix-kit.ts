// Paths and fixtures the authorisation matrix's entry files share.
import type { Ctx } from "./authz-matrix-entries.ts";
import { insertEvent, insertRegistration } from "./fixtures.ts";

export const ev = (x: Ctx) => `/api/events/${x.w.eventId}`;
export const draft = (x: Ctx) => `/api/events/${x.w.draftId}`;

/**
 * A started event of the owner's with the caller as an approved registrant; anonymous aims at the world's
 * event instead (a refusal must change nothing, so nothing is made for it).
 */
export async function attendedEvent(x: Ctx): Promise<string> {
  if (x.who === "anonymous") return x.w.eventId;
  const id = await insertEvent(x.t.db, x.cast.owner.userId, { startTime: new Date(Date.now() - 86_400_000), endTime: new Date(Date.now() - 80_000_000) });
  await insertRegistration(x.t.db, id, x.cast[x.who].userId, "APPROVED");
  return id;
}

