import { type Locale, type MessageKey, type VolunteerRolesEdit, type VolunteerRolesUpdate } from "@commons/domain";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { events, eventVolunteerRoles, volunteerApplications, volunteerBaseRoles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { ownUploadOrCurrent, type UploadRefusal } from "../uploads/own-upload.ts";
import { storageFor } from "../uploads/storage.ts";
import { localized } from "./volunteer-catalogue-sync.ts";

// docs/product/people.md#volunteers: the organiser's roles editor. Design rule 7: roles are updated in
// place, never deleted and re-created, so an edit keeps every application; a role with applications can
// only be closed. The event's own editor (event-write) never touches this table.

const QR_REFUSALS: Record<UploadRefusal, MessageKey> = {
  invalid: "volunteers.qrNotOurImage",
  notYours: "volunteers.qrNotYourImage",
  missing: "volunteers.qrImageMissing",
};

const fieldFailure = (status: 400 | 409 | 422, field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(status, status === 409 ? "CONFLICT" : status === 400 ? "BAD_REQUEST" : "VALIDATION_ERROR", key, params, [{ field, message: key }]);

async function catalogue(db: Db) {
  return db.select().from(volunteerBaseRoles).orderBy(asc(volunteerBaseRoles.sortOrder), asc(volunteerBaseRoles.key));
}

async function readRoles(db: Db, eventId: string) {
  const counts = db
    .select({ roleId: volunteerApplications.roleId, n: count().as("n") })
    .from(volunteerApplications)
    .where(eq(volunteerApplications.eventId, eventId))
    .groupBy(volunteerApplications.roleId)
    .as("counts");
  return db
    .select({ role: eventVolunteerRoles, applications: counts.n })
    .from(eventVolunteerRoles)
    .leftJoin(counts, eq(counts.roleId, eventVolunteerRoles.id))
    .where(eq(eventVolunteerRoles.eventId, eventId))
    .orderBy(asc(eventVolunteerRoles.sortOrder), asc(eventVolunteerRoles.createdAt), asc(eventVolunteerRoles.id));
}

export function volunteerRolesService(deps: AppDeps) {
  const { db } = deps.database;
  const storage = storageFor(deps.env);

  async function view(eventId: string, locale: Locale): Promise<VolunteerRolesEdit> {
    const [base, roles, [event]] = await Promise.all([
      catalogue(db),
      readRoles(db, eventId),
      db.select({ info: events.volunteerContactInfo, qr: events.volunteerWechatQrCode }).from(events).where(eq(events.id, eventId)),
    ]);
    return {
      baseRoles: base.map((b) => ({
        id: b.id,
        key: b.key,
        name: localized(b.name, locale),
        description: localized(b.description, locale),
        detailDescription: localized(b.detailDescription, locale),
        cpPoints: b.cpPoints,
      })),
      roles: roles.map(({ role, applications }) => ({
        id: role.id,
        baseRoleId: role.baseRoleId,
        description: role.description,
        recruitCount: role.recruitCount,
        approvedCount: role.approvedCount,
        applicationCount: Number(applications ?? 0),
        requireApproval: role.requireApproval,
        isRequired: role.isRequired,
        closed: role.closedAt !== null,
      })),
      volunteerContactInfo: event?.info ?? null,
      volunteerWechatQrCode: event?.qr ?? null,
    };
  }

  return {
    async get(actorId: string, eventId: string, locale: Locale): Promise<VolunteerRolesEdit> {
      await requireEventAccess(db, eventId, actorId, "canEditEvent");
      return view(eventId, locale);
    },

    /** Replaces the list: ids update in place, new entries are inserted, missing ones are deleted if nobody applied. */
    async put(actorId: string, eventId: string, input: VolunteerRolesUpdate, locale: Locale): Promise<VolunteerRolesEdit> {
      await requireEventAccess(db, eventId, actorId, "canEditEvent");
      const [current] = await db.select({ qr: events.volunteerWechatQrCode }).from(events).where(eq(events.id, eventId));
      let qr: string | null = null;
      if (input.volunteerWechatQrCode) {
        const check = await ownUploadOrCurrent(storage, actorId, input.volunteerWechatQrCode, current?.qr ?? null);
        if (check.refusal) throw fieldFailure(400, "volunteerWechatQrCode", QR_REFUSALS[check.refusal]);
        qr = check.url;
      }
      const baseIds = new Set((await catalogue(db)).map((b) => b.id));
      input.roles.forEach((r, i) => {
        if (!baseIds.has(r.baseRoleId)) throw fieldFailure(422, `roles.${i}.baseRoleId`, "volunteers.baseRoleUnknown");
      });
      await db.transaction(async (tx) => {
        // Locks the event's roles (in a stable order), so approvals and applies wait for the edit and the
        // recruit-count rule below reads counters nobody is moving.
        const existing = await tx
          .select()
          .from(eventVolunteerRoles)
          .where(eq(eventVolunteerRoles.eventId, eventId))
          .orderBy(asc(eventVolunteerRoles.id))
          .for("update");
        const byId = new Map(existing.map((r) => [r.id, r]));
        const seen = new Set<string>();
        const now = new Date();
        for (const [i, r] of input.roles.entries()) {
          const fields = {
            baseRoleId: r.baseRoleId,
            description: r.description || null,
            recruitCount: r.recruitCount,
            requireApproval: r.requireApproval,
            isRequired: r.isRequired,
            sortOrder: i,
          };
          if (!r.id) {
            await tx.insert(eventVolunteerRoles).values({ eventId, ...fields, closedAt: r.closed ? now : null });
            continue;
          }
          const old = byId.get(r.id);
          if (!old) throw fieldFailure(422, `roles.${i}.id`, "volunteers.roleNotFound");
          if (seen.has(r.id)) throw fieldFailure(422, `roles.${i}.id`, "volunteers.duplicateRoleId");
          seen.add(r.id);
          if (r.recruitCount < old.approvedCount) throw fieldFailure(400, `roles.${i}.recruitCount`, "volunteers.recruitBelowApproved", { approved: old.approvedCount });
          await tx
            .update(eventVolunteerRoles)
            .set({ ...fields, closedAt: r.closed ? (old.closedAt ?? now) : null })
            .where(eq(eventVolunteerRoles.id, old.id));
        }
        const removed = existing.filter((r) => !seen.has(r.id));
        if (removed.length) {
          const used = await tx
            .select({ roleId: volunteerApplications.roleId })
            .from(volunteerApplications)
            .where(inArray(volunteerApplications.roleId, removed.map((r) => r.id)))
            .limit(1);
          if (used[0]) {
            const role = removed.find((r) => r.id === used[0]!.roleId)!;
            const [base] = await tx.select({ name: volunteerBaseRoles.name }).from(volunteerBaseRoles).where(eq(volunteerBaseRoles.id, role.baseRoleId));
            throw fieldFailure(409, "roles", "volunteers.roleHasApplications", { role: base ? localized(base.name, locale) : "" });
          }
          await tx.delete(eventVolunteerRoles).where(inArray(eventVolunteerRoles.id, removed.map((r) => r.id)));
        }
        await tx
          .update(events)
          .set({ volunteerContactInfo: input.volunteerContactInfo || null, volunteerWechatQrCode: qr })
          .where(eq(events.id, eventId));
      });
      return view(eventId, locale);
    },
  };
}
