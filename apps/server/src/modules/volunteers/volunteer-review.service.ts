import { isPlaceholderEmail, type Locale, type VolunteerApplicationRow, type VolunteerApplications } from "@commons/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventVolunteerRoles, users, volunteerApplications, volunteerBaseRoles } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, requireEventAccess } from "../events/event-permissions.ts";
import { notify } from "../notifications/notifications.service.ts";
import { localized } from "./volunteer-catalogue-sync.ts";
import { releaseVolunteerSeat, takeVolunteerSeat } from "./volunteer-seats.ts";
import { lockRole } from "./volunteers.service.ts";

// docs/product/people.md#volunteers: the organiser (or an event admin with canManageRegistrations) reviews
// applications. The applicant's contact fields are shown as the registrations list shows a registrant's.

const rowColumns = {
  application: volunteerApplications,
  user: { id: users.id, name: users.name, username: users.username, image: users.image, email: users.email, phoneNumber: users.phoneNumber, wechatId: users.wechatId },
};
type Row = { application: typeof volunteerApplications.$inferSelect; user: VolunteerApplicationRow["user"] & { email: string } };

function toRow({ application: a, user }: Row): VolunteerApplicationRow {
  return {
    id: a.id,
    roleId: a.roleId,
    status: a.status,
    note: a.note,
    appliedAt: a.appliedAt.toISOString(),
    approvedAt: a.approvedAt?.toISOString() ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    user: { ...user, email: isPlaceholderEmail(user.email) ? null : user.email },
  };
}

async function readRow(db: Db, applicationId: string): Promise<VolunteerApplicationRow> {
  const [row] = await db.select(rowColumns).from(volunteerApplications).innerJoin(users, eq(users.id, volunteerApplications.userId)).where(eq(volunteerApplications.id, applicationId));
  return toRow(row as Row);
}

export async function listApplications(db: Db, actorId: string, eventId: string, locale: Locale): Promise<VolunteerApplications> {
  await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const [roles, rows] = await Promise.all([
    db
      .select({ role: eventVolunteerRoles, name: volunteerBaseRoles.name })
      .from(eventVolunteerRoles)
      .innerJoin(volunteerBaseRoles, eq(volunteerBaseRoles.id, eventVolunteerRoles.baseRoleId))
      .where(eq(eventVolunteerRoles.eventId, eventId))
      .orderBy(asc(eventVolunteerRoles.sortOrder), asc(eventVolunteerRoles.createdAt)),
    db
      .select(rowColumns)
      .from(volunteerApplications)
      .innerJoin(users, eq(users.id, volunteerApplications.userId))
      .where(eq(volunteerApplications.eventId, eventId))
      .orderBy(asc(volunteerApplications.appliedAt), asc(volunteerApplications.id)),
  ]);
  return {
    roles: roles.map(({ role, name }) => ({
      id: role.id,
      name: localized(name, locale),
      recruitCount: role.recruitCount,
      approvedCount: role.approvedCount,
      requireApproval: role.requireApproval,
      closed: role.closedAt !== null,
    })),
    applications: rows.map((r) => toRow(r as Row)),
  };
}

/**
 * Approve or reject one application. Approving takes a place through the same guard as an auto-approved
 * apply (full → 409); rejecting an APPROVED one gives its place back. Both in one transaction with the
 * applicant's notice, and a repeated decision is a harmless no-op.
 */
export async function decideApplication(
  db: Db,
  actorId: string,
  eventId: string,
  applicationId: string,
  decision: "APPROVED" | "REJECTED",
): Promise<VolunteerApplicationRow> {
  const access = await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  if (!EVENT_ID_PATTERN.test(applicationId)) throw notFound("volunteers.applicationNotFound");
  const [found] = await db
    .select({ roleId: volunteerApplications.roleId })
    .from(volunteerApplications)
    .where(and(eq(volunteerApplications.id, applicationId), eq(volunteerApplications.eventId, eventId)));
  if (!found) throw notFound("volunteers.applicationNotFound");
  await db.transaction(async (tx) => {
    await lockRole(tx, eventId, found.roleId);
    const [app] = await tx.select().from(volunteerApplications).where(eq(volunteerApplications.id, applicationId)).for("update");
    if (!app) throw notFound("volunteers.applicationNotFound");
    if (app.status === decision) return;
    if (app.status === "CANCELLED") throw new AppError(409, "CONFLICT", "volunteers.applicationCancelledByUser");
    const now = new Date();
    if (decision === "APPROVED") {
      if (!(await takeVolunteerSeat(tx, app.roleId, { openOnly: false }))) throw new AppError(409, "CONFLICT", "volunteers.roleFull");
    } else if (app.status === "APPROVED") {
      await releaseVolunteerSeat(tx, app.roleId);
    }
    await tx
      .update(volunteerApplications)
      .set({ status: decision, decidedAt: now, decidedBy: actorId, approvedAt: decision === "APPROVED" ? now : null })
      .where(eq(volunteerApplications.id, app.id));
    await notify(tx, {
      userId: app.userId,
      type: decision === "APPROVED" ? "volunteerApproved" : "volunteerRejected",
      params: { event: access.event.title },
      link: `/events/${eventId}`,
    });
  });
  return readRow(db, applicationId);
}
