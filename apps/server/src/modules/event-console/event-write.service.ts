import { eventConsistencyIssues, type EventInput, type EventPatch } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { events, organizationMembers, organizations } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { lockEvent } from "../registrations/capacity-guard.ts";
import { fillFreedSeats } from "../registrations/waitlist.service.ts";
import { storageFor } from "../uploads/storage.ts";
import { configForNewEvent, hackathonColumnsAfterEdit } from "../hackathons/hackathon-config.defaults.ts";
import { buildingColumnsAfterEdit, buildingConfigForNewEvent } from "../challenges/building-config.defaults.ts";
import { getEventForEdit } from "./event-edit-view.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { checkEventFiles, eventFileColumns } from "./event-files.ts";
import { fieldsError, toEventColumns } from "./event-values.ts";
import { syncQuestions, syncTicketTypes } from "./owned-lists.ts";

type Deps = Pick<AppDeps, "database" | "env" | "mail" | "log">;

/** An event is hosted by an organisation only when the caller is one of its owners or admins. */
async function requireOrgAdmin(db: Db, organizationId: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: organizations.id, role: organizationMembers.role })
    .from(organizations)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, organizations.id), eq(organizationMembers.userId, userId)),
    )
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw fieldsError([{ field: "organizationId", message: "error.orgNotFound" }]);
  if (row.role !== "OWNER" && row.role !== "ADMIN") throw forbidden("console.error.notOrgAdmin");
}

/** POST /api/events: any signed-in user creates a draft, as themselves or for an organisation they run. */
export async function createEvent(deps: Deps, userId: string, input: EventInput): Promise<{ id: string; status: "DRAFT" }> {
  const db = deps.database.db;
  if (input.organizationId) await requireOrgAdmin(db, input.organizationId, userId);
  const files = { storage: storageFor(deps.env), env: deps.env };
  const columns = toEventColumns(input);
  Object.assign(columns, eventFileColumns(files.storage, input, await checkEventFiles(files, userId, input, columns.richContent), null));
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(events)
      .values({
        ...columns,
        title: input.title,
        startTime: new Date(input.startTime),
        endTime: new Date(input.endTime),
        organizerId: userId,
        organizationId: input.organizationId ?? null,
        status: "DRAFT",
        hackathonConfig: configForNewEvent(
          { type: input.type, startTime: new Date(input.startTime), endTime: new Date(input.endTime), status: "DRAFT", requireProjectSubmission: input.requireProjectSubmission ?? false },
          new Date(),
        ),
        buildingConfig: buildingConfigForNewEvent(input.type),
      })
      .returning({ id: events.id });
    const id = row!.id;
    if (input.ticketTypes?.length) await syncTicketTypes(tx, id, input.ticketTypes);
    if (input.questions?.length) await syncQuestions(tx, id, input.questions);
    return { id, status: "DRAFT" as const };
  });
}

/**
 * PATCH /api/events/{id} (canEditEvent). One transaction holding the event lock: the cross-field rules
 * run on the merged event, capacity can't drop below the seats taken, owned lists are updated in place,
 * and seats a raise creates go to the waitlist at once (design rules 1, 2, 7).
 */
export async function patchEvent(deps: Deps, userId: string, eventId: string, patch: EventPatch) {
  const db = deps.database.db;
  const { permissions } = await requireEventAccess(db, eventId, userId, "canEditEvent");
  const columns = toEventColumns(patch);
  const files = { storage: storageFor(deps.env), env: deps.env };
  const fileChecks = await checkEventFiles(files, userId, patch, columns.richContent);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
    if (!current) throw notFound("error.eventNotFound");
    if (current.status === "CANCELLED") throw conflict("console.error.eventCancelled");
    // Judged against the files stored now, under the lock: those already there may come back unchanged.
    Object.assign(columns, eventFileColumns(files.storage, patch, fileChecks, current));

    if (patch.organizationId !== undefined && patch.organizationId !== current.organizationId) {
      // Who hosts the event is the organiser's decision, and only for organisations they run.
      if (!permissions.isOrganizer) throw forbidden();
      if (patch.organizationId) await requireOrgAdmin(tx, patch.organizationId, userId);
      columns.organizationId = patch.organizationId;
    }

    const issues = eventConsistencyIssues({
      startTime: patch.startTime ?? current.startTime,
      endTime: patch.endTime ?? current.endTime,
      registrationDeadline: patch.registrationDeadline !== undefined ? patch.registrationDeadline : current.registrationDeadline,
      isExternalEvent: patch.isExternalEvent ?? current.isExternalEvent,
      externalUrl: patch.externalUrl !== undefined ? patch.externalUrl : current.externalUrl,
    });
    if (issues.length) throw fieldsError(issues.map((i) => ({ field: i.path, message: i.message })));

    const newMax = patch.maxAttendees;
    if (newMax !== undefined && newMax !== null && newMax < current.seatsTaken) {
      throw fieldsError([{ field: "maxAttendees", message: "console.error.capacityBelowSeats" }], { seats: current.seatsTaken });
    }
    // docs/product/hackathons.md#configuration: a hackathon always has its configuration, "project required" mirrored.
    Object.assign(
      columns,
      hackathonColumnsAfterEdit(
        current,
        {
          type: patch.type ?? current.type,
          startTime: columns.startTime ?? current.startTime,
          endTime: columns.endTime ?? current.endTime,
          status: current.status,
          requireProjectSubmission: patch.requireProjectSubmission ?? current.requireProjectSubmission,
        },
        new Date(),
      ),
    );
    // docs/product/challenges.md#configuration: a challenge always has its configuration too.
    Object.assign(columns, buildingColumnsAfterEdit(current, patch.type ?? current.type));

    let capacityGrew = newMax !== undefined && current.maxAttendees !== null && (newMax === null || newMax > current.maxAttendees);

    // Conditional as well as locked: the stored capacity can never fall below the seats held.
    const [updated] = await tx
      .update(events)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(events.id, eventId), newMax ? sql`${events.seatsTaken} <= ${newMax}` : undefined))
      .returning({ id: events.id });
    if (!updated) throw fieldsError([{ field: "maxAttendees", message: "console.error.capacityBelowSeats" }], { seats: current.seatsTaken });

    if (patch.ticketTypes) capacityGrew = (await syncTicketTypes(tx, eventId, patch.ticketTypes)).capacityGrew || capacityGrew;
    if (patch.questions) await syncQuestions(tx, eventId, patch.questions);

    if (!capacityGrew || current.status !== "PUBLISHED") return [];
    const facts = await lockEvent(tx, eventId);
    return facts ? fillFreedSeats(tx, facts) : [];
  });
  return getEventForEdit(db, eventId, userId);
}
