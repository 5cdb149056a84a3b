import {
  type HackathonConfig,
  type MessageKey,
  normalizeHackathonConfig,
  stageAllowsSubmission,
  stageIndex,
  teamRefusal,
} from "@commons/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, registrations, users } from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/hackathons.md#submissions and #teams: the checks every team write makes before it writes.

export interface OpenHackathon {
  event: { id: string; title: string };
  config: HackathonConfig;
}

/**
 * The hackathon a caller writes a submission on: visible to them (a draft is "not found" to anyone without a
 * role on it), a HACKATHON, PUBLISHED, and in a stage that takes submissions (DEVELOPMENT or SUBMISSION).
 * Each refusal says which rule it is.
 */
export async function loadOpenHackathon(db: Db, eventId: string, userId: string): Promise<OpenHackathon> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      status: events.status,
      startTime: events.startTime,
      endTime: events.endTime,
      hackathonConfig: events.hackathonConfig,
      isManager: isEventManagerSql(userId),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw conflict("hackathons.submit.notHackathon");
  if (row.status !== "PUBLISHED") throw conflict("hackathons.submit.notPublished");
  const config = normalizeHackathonConfig(row.hackathonConfig, row, new Date());
  const stage = config.stage.current;
  if (!stageAllowsSubmission(stage)) {
    throw conflict(stageIndex(stage) < stageIndex("DEVELOPMENT") ? "hackathons.submit.stageNotYet" : "hackathons.submit.stageOver");
  }
  return { event: { id: row.id, title: row.title }, config };
}

/** Spec §4 and §6: only an APPROVED registrant submits. */
export async function requireApprovedRegistrant(db: Db, eventId: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId), eq(registrations.status, "APPROVED")))
    .limit(1);
  if (!row) throw new AppError(403, "FORBIDDEN", "hackathons.submit.notApproved");
}

/** A refusal about the team field, in the caller's language, naming the person when it is about one. */
export function teamError(status: 409 | 422, key: MessageKey, params: Record<string, string | number> = {}) {
  return new AppError(status, status === 409 ? "CONFLICT" : "VALIDATION_ERROR", key, params, [{ field: "teamMemberIds", message: key }]);
}

export interface Teammate {
  id: string;
  name: string;
}

/**
 * The team rule (the domain's `teamRefusal`, the form asks it too), then who each named person is: a user
 * that exists and holds an APPROVED registration on this event (docs/product/hackathons.md#teams).
 * Answers them in the order given. Those `alreadyOn` the team keep their seat without a new check (an edit
 * of the texts must not fail because a teammate's registration changed since they joined).
 */
export async function checkTeam(
  db: Db,
  eventId: string,
  submitterId: string,
  memberIds: readonly string[],
  settings: HackathonConfig["settings"],
  alreadyOn: readonly string[] = [],
): Promise<Teammate[]> {
  const found = memberIds.length
    ? await db
        .select({ id: users.id, name: users.name, status: registrations.status })
        .from(users)
        .leftJoin(registrations, and(eq(registrations.userId, users.id), eq(registrations.eventId, eventId)))
        .where(inArray(users.id, [...memberIds]))
    : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  const refusal = teamRefusal(memberIds, submitterId, settings);
  if (refusal) {
    const named = refusal.index === undefined ? undefined : byId.get(memberIds[refusal.index]!);
    throw teamError(422, refusal.key, { ...refusal.params, name: named?.name ?? "" });
  }
  return memberIds.map((id) => {
    const user = byId.get(id);
    if (!user) throw teamError(422, "hackathons.team.notFound");
    if (user.status !== "APPROVED" && !alreadyOn.includes(id)) throw teamError(422, "hackathons.team.notApproved", { name: user.name });
    return { id: user.id, name: user.name };
  });
}
