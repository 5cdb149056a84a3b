import {
  canApply,
  canCancel,
  type EventVolunteers,
  type Locale,
  type MessageKey,
  type MyVolunteerApplication,
  volunteerEventRefusal,
  volunteersStillWanted,
  type VolunteerApplyRequest,
} from "@commons/domain";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, eventVolunteerRoles, volunteerApplications, volunteerBaseRoles } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, findVisibleEvent, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";
import { localized } from "./volunteer-catalogue-sync.ts";
import { releaseVolunteerSeat, takeVolunteerSeat } from "./volunteer-seats.ts";

type ApplicationRow = typeof volunteerApplications.$inferSelect;

export function toMyApplication(row: ApplicationRow): MyVolunteerApplication {
  return {
    id: row.id,
    roleId: row.roleId,
    status: row.status,
    note: row.note,
    appliedAt: row.appliedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

const conflict = (key: MessageKey) => new AppError(409, "CONFLICT", key);

/**
 * Every writer locks the role row first and the application second (apply, cancel, approve, reject, the
 * roles editor), so two of them never wait on each other in opposite orders.
 */
export async function lockRole(tx: Db, eventId: string, roleId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventVolunteerRoles.id })
    .from(eventVolunteerRoles)
    .where(and(eq(eventVolunteerRoles.id, roleId), eq(eventVolunteerRoles.eventId, eventId)))
    .for("update");
  return row !== undefined;
}

/**
 * docs/product/people.md#volunteers: the event's open roles with how many are still wanted and the caller's
 * own application; a closed role stays listed only to someone whose application on it is still live. The
 * volunteers' contact goes to approved volunteers and the event's managers only.
 */
export async function listVolunteers(db: Db, eventId: string, viewerId: string | null, locale: Locale): Promise<EventVolunteers> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [event] = await db
    .select({
      status: events.status,
      endTime: events.endTime,
      isExternalEvent: events.isExternalEvent,
      contactInfo: events.volunteerContactInfo,
      wechatQrCode: events.volunteerWechatQrCode,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || !isVisibleTo(event.status, event.isManager)) throw notFound("error.eventNotFound");
  const rows = await db
    .select({ role: eventVolunteerRoles, base: volunteerBaseRoles, mine: volunteerApplications })
    .from(eventVolunteerRoles)
    .innerJoin(volunteerBaseRoles, eq(volunteerBaseRoles.id, eventVolunteerRoles.baseRoleId))
    .leftJoin(volunteerApplications, and(eq(volunteerApplications.roleId, eventVolunteerRoles.id), eq(volunteerApplications.userId, viewerId ?? "")))
    .where(
      and(
        eq(eventVolunteerRoles.eventId, eventId),
        or(isNull(eventVolunteerRoles.closedAt), inArray(volunteerApplications.status, ["APPLIED", "APPROVED"])),
      ),
    )
    .orderBy(asc(eventVolunteerRoles.sortOrder), asc(eventVolunteerRoles.createdAt), asc(eventVolunteerRoles.id));
  const approvedHere = rows.some((r) => r.mine?.status === "APPROVED");
  return {
    roles: rows.map(({ role, base, mine }) => ({
      id: role.id,
      baseRole: {
        id: base.id,
        key: base.key,
        name: localized(base.name, locale),
        description: localized(base.description, locale),
        detailDescription: localized(base.detailDescription, locale),
        cpPoints: base.cpPoints,
      },
      description: role.description,
      recruitCount: role.recruitCount,
      approvedCount: role.approvedCount,
      remaining: volunteersStillWanted(role),
      requireApproval: role.requireApproval,
      isRequired: role.isRequired,
      closed: role.closedAt !== null,
      myApplication: mine ? toMyApplication(mine) : null,
    })),
    applyOpen: volunteerEventRefusal(event) === null,
    contact: approvedHere || event.isManager ? { info: event.contactInfo, wechatQrCode: event.wechatQrCode } : null,
  };
}

/**
 * Spec §4 apply rules, every one checked inside the transaction that writes: the role row is locked, so
 * one person's parallel retries and a concurrent edit of the role queue behind it, and the place of an
 * auto-approved application is taken by the conditional update (volunteer-seats.ts).
 */
export async function applyAsVolunteer(db: Db, eventId: string, userId: string, input: VolunteerApplyRequest): Promise<MyVolunteerApplication> {
  await findVisibleEvent(db, eventId, userId);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ role: eventVolunteerRoles, status: events.status, endTime: events.endTime, isExternalEvent: events.isExternalEvent })
      .from(eventVolunteerRoles)
      .innerJoin(events, eq(events.id, eventVolunteerRoles.eventId))
      .where(and(eq(eventVolunteerRoles.id, input.eventVolunteerRoleId), eq(eventVolunteerRoles.eventId, eventId)))
      .for("update", { of: eventVolunteerRoles });
    if (!found) throw notFound("volunteers.roleNotFound");
    const { role } = found;
    const [previous] = await tx
      .select()
      .from(volunteerApplications)
      .where(and(eq(volunteerApplications.roleId, role.id), eq(volunteerApplications.userId, userId)))
      .for("update");
    const refusal = canApply({
      event: { status: found.status, endTime: found.endTime, isExternalEvent: found.isExternalEvent },
      role: { approvedCount: role.approvedCount, recruitCount: role.recruitCount, closed: role.closedAt !== null },
      previous: previous?.status ?? null,
    });
    if (refusal) throw conflict(refusal);
    const approveNow = !role.requireApproval;
    if (approveNow && !(await takeVolunteerSeat(tx, role.id, { openOnly: true }))) throw conflict("volunteers.roleFull");
    const now = new Date();
    const fields = {
      status: approveNow ? ("APPROVED" as const) : ("APPLIED" as const),
      note: input.note,
      appliedAt: now,
      approvedAt: approveNow ? now : null,
      decidedAt: approveNow ? now : null,
      decidedBy: null,
    };
    // Re-applying after a rejection or a cancellation reuses the row (one per person per role).
    const [row] = previous
      ? await tx.update(volunteerApplications).set(fields).where(eq(volunteerApplications.id, previous.id)).returning()
      : await tx.insert(volunteerApplications).values({ roleId: role.id, eventId, userId, ...fields }).returning();
    return toMyApplication(row!);
  });
}

/** Spec §4: cancel from APPLIED or APPROVED; an APPROVED one gives its place back in the same transaction. */
export async function cancelVolunteering(db: Db, eventId: string, userId: string, roleId: string): Promise<MyVolunteerApplication> {
  await findVisibleEvent(db, eventId, userId);
  return db.transaction(async (tx) => {
    if (!(await lockRole(tx, eventId, roleId))) throw notFound("volunteers.applicationNotFound");
    const [row] = await tx
      .select()
      .from(volunteerApplications)
      .where(and(eq(volunteerApplications.roleId, roleId), eq(volunteerApplications.userId, userId), eq(volunteerApplications.eventId, eventId)))
      .for("update");
    if (!row) throw notFound("volunteers.applicationNotFound");
    // A retried cancel finds it already cancelled: harmless, same answer.
    if (row.status === "CANCELLED") return toMyApplication(row);
    if (!canCancel(row.status)) throw conflict("volunteers.cannotCancel");
    if (row.status === "APPROVED") await releaseVolunteerSeat(tx, row.roleId);
    const [updated] = await tx
      .update(volunteerApplications)
      .set({ status: "CANCELLED", decidedAt: new Date() })
      .where(eq(volunteerApplications.id, row.id))
      .returning();
    return toMyApplication(updated!);
  });
}
