import type { EventAdminFlag } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, events } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";

// Ids are UUIDs today; anything implausible is "not found" without touching the database.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface EventPermissions {
  isOrganizer: boolean;
  /** Has an event_admins row (whatever its flags). */
  isAdmin: boolean;
  canEditEvent: boolean;
  canManageRegistrations: boolean;
  canCheckIn: boolean;
}

export interface EventAccess {
  event: { id: string; title: string; status: (typeof events.$inferSelect)["status"]; organizerId: string; timezone: string };
  permissions: EventPermissions;
}

/** What a route needs: one admin flag, the organiser alone, or any admin (read-only console views). */
export type EventNeed = EventAdminFlag | "organizer" | "anyAdmin";

/**
 * Loads the caller's rights on an event in one query. The organiser (events.organizer_id) holds every
 * right; an event admin holds the flags on their row. Nobody else holds any.
 */
export async function loadEventAccess(db: Db, eventId: string, userId: string): Promise<EventAccess | null> {
  if (!ID_PATTERN.test(eventId)) return null;
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      organizerId: events.organizerId,
      timezone: events.timezone,
      adminUserId: eventAdmins.userId,
      canEditEvent: eventAdmins.canEditEvent,
      canManageRegistrations: eventAdmins.canManageRegistrations,
      canCheckIn: eventAdmins.canCheckIn,
    })
    .from(events)
    .leftJoin(eventAdmins, and(eq(eventAdmins.eventId, events.id), eq(eventAdmins.userId, userId)))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  const isOrganizer = row.organizerId === userId;
  const isAdmin = row.adminUserId !== null;
  return {
    event: { id: row.id, title: row.title, status: row.status, organizerId: row.organizerId, timezone: row.timezone },
    permissions: {
      isOrganizer,
      isAdmin,
      canEditEvent: isOrganizer || row.canEditEvent === true,
      canManageRegistrations: isOrganizer || row.canManageRegistrations === true,
      canCheckIn: isOrganizer || row.canCheckIn === true,
    },
  };
}

function grants(permissions: EventPermissions, need: EventNeed): boolean {
  if (need === "organizer") return permissions.isOrganizer;
  if (need === "anyAdmin") return permissions.isOrganizer || permissions.isAdmin;
  return permissions[need];
}

/**
 * The one authorisation check of the console (design rule 3), used by every route of this module.
 * Missing event → 404. Someone with no role on a draft or cancelled event → 404 as well, so drafts
 * cannot be probed; on a public event → 403. An admin without the needed flag → 403.
 */
export async function requireEventAccess(db: Db, eventId: string, userId: string, need: EventNeed): Promise<EventAccess> {
  const access = await loadEventAccess(db, eventId, userId);
  if (!access) throw notFound("error.eventNotFound");
  if (grants(access.permissions, need)) return access;
  const { isOrganizer, isAdmin } = access.permissions;
  if (!isOrganizer && !isAdmin && (access.event.status === "DRAFT" || access.event.status === "CANCELLED")) {
    throw notFound("error.eventNotFound");
  }
  throw forbidden();
}
