import type { EventAdminFlag } from "@commons/domain";
import { type AnyColumn, and, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, events, organizationMembers } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { HOST_ROLES } from "../orgs/host-organizations.service.ts";
import { isPublicStatus } from "./event-cards.queries.ts";

// The one per-event permission check (design rule 3). Every module asks here who may do what with an
// event: the console, registrations and check-in, engagement, photos, and the features that come next
// (hackathon judging, challenge check-ins, certificates). ADR 0023.

// Ids are UUIDs today; anything implausible is "not found" without touching the database.
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type EventStatus = (typeof events.$inferSelect)["status"];

export interface EventPermissions {
  /** events.organizer_id: holds every right on the event. */
  isOrganizer: boolean;
  /** Has an event_admins row (whatever its flags). */
  isAdmin: boolean;
  /**
   * An owner or admin of the organisation the event is hosted as. Reported, not granted: today it
   * gives no right on the event by itself (ADR 0023); a feature that wants it must say so.
   */
  isHostOrgManager: boolean;
  canEditEvent: boolean;
  canManageRegistrations: boolean;
  canCheckIn: boolean;
}

export interface EventAccess {
  event: { id: string; title: string; status: EventStatus; organizerId: string; organizationId: string | null; timezone: string };
  permissions: EventPermissions;
}

/**
 * What a caller needs: one admin flag (or any of several), the organiser alone, or any role on the event
 * (organiser or admin: the read-only console views).
 */
export type EventNeed = EventAdminFlag | "organizer" | "anyAdmin" | readonly EventAdminFlag[];

/** True when the user organises the event or has an event_admins row for it (`viewerId` may be a prepared statement's placeholder). */
export function isEventManagerSql(viewerId: string | Placeholder, flag?: EventAdminFlag) {
  // With a flag, only the admins who hold it count beside the organiser (as `grants` decides in code).
  const holds = flag ? sql` and ${eventAdmins[flag]}` : sql``;
  return sql<boolean>`(${events.organizerId} = ${viewerId} or exists (select 1 from ${eventAdmins} where ${eventAdmins.eventId} = ${events.id} and ${eventAdmins.userId} = ${viewerId}${holds}))`;
}

/**
 * The event with this id unless it was deleted (docs/product/organiser-console.md#deleting-an-event). Routes naming
 * a deleted event are refused before they run (event-gone.ts); the lookups that decide who may act filter it too.
 */
export function liveEventId(id: string | Placeholder | AnyColumn): SQL {
  return and(eq(events.id, id), isNull(events.deletedAt))!;
}

/** Drafts and cancelled events exist only for their organiser and event admins. */
export function isVisibleTo(status: string, isManager: boolean): boolean {
  return isManager || isPublicStatus(status);
}

/** Who owns the event and whether it is public: what every decision here starts from. */
const eventColumns = { id: events.id, title: events.title, status: events.status, organizerId: events.organizerId, organizationId: events.organizationId };

/**
 * The caller's roles and rights on an event, in one query; null for an unknown (or implausible) id.
 * The organiser holds every right; an event admin holds the flags on their row; nobody else, signed
 * out (`userId` null) included, holds any.
 */
export async function loadEventAccess(db: Db, eventId: string, userId: string | null): Promise<EventAccess | null> {
  if (!EVENT_ID_PATTERN.test(eventId)) return null;
  const viewer = userId ?? "";
  const [row] = await db
    .select({
      ...eventColumns,
      timezone: events.timezone,
      adminUserId: eventAdmins.userId,
      canEditEvent: eventAdmins.canEditEvent,
      canManageRegistrations: eventAdmins.canManageRegistrations,
      canCheckIn: eventAdmins.canCheckIn,
      hostMemberId: organizationMembers.userId,
    })
    .from(events)
    .leftJoin(eventAdmins, and(eq(eventAdmins.eventId, events.id), eq(eventAdmins.userId, viewer)))
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, events.organizationId), eq(organizationMembers.userId, viewer), inArray(organizationMembers.role, [...HOST_ROLES])),
    )
    .where(liveEventId(eventId))
    .limit(1);
  if (!row) return null;
  const isOrganizer = userId !== null && row.organizerId === userId;
  const isAdmin = userId !== null && row.adminUserId !== null;
  return {
    event: { id: row.id, title: row.title, status: row.status, organizerId: row.organizerId, organizationId: row.organizationId, timezone: row.timezone },
    permissions: {
      isOrganizer,
      isAdmin,
      isHostOrgManager: userId !== null && row.hostMemberId !== null,
      canEditEvent: isOrganizer || (isAdmin && row.canEditEvent === true),
      canManageRegistrations: isOrganizer || (isAdmin && row.canManageRegistrations === true),
      canCheckIn: isOrganizer || (isAdmin && row.canCheckIn === true),
    },
  };
}

/** Whether these permissions meet the need. */
export function grants(permissions: EventPermissions, need: EventNeed): boolean {
  if (need === "organizer") return permissions.isOrganizer;
  if (need === "anyAdmin") return permissions.isOrganizer || permissions.isAdmin;
  if (typeof need === "string") return permissions[need];
  return need.some((flag) => permissions[flag]);
}

/**
 * The check every managing route makes. Unknown event → 404. Someone with no role on a draft or
 * cancelled event → 404 as well, so drafts cannot be probed; on a public event → 403. An admin without
 * the needed flag → 403.
 */
export async function requireEventAccess(db: Db, eventId: string, userId: string | null, need: EventNeed): Promise<EventAccess> {
  const access = await loadEventAccess(db, eventId, userId);
  if (!access) throw notFound("error.eventNotFound");
  if (grants(access.permissions, need)) return access;
  const { isOrganizer, isAdmin } = access.permissions;
  if (!isVisibleTo(access.event.status, isOrganizer || isAdmin)) throw notFound("error.eventNotFound");
  throw forbidden();
}

export interface VisibleEvent {
  id: string;
  title: string;
  status: EventStatus;
  organizerId: string;
  organizationId: string | null;
  viewCount: number;
  /** The viewer organises or administers the event. */
  isManager: boolean;
}

/**
 * The event as a target of the viewer's actions (like, bookmark, invite, view). Drafts and cancelled
 * events answer exactly like a missing id to anyone without a role on them, so nobody can probe for them.
 */
export async function findVisibleEvent(db: Db, id: string, viewerId: string | null): Promise<VisibleEvent> {
  if (!EVENT_ID_PATTERN.test(id)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      ...eventColumns,
      viewCount: events.viewCount,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
    })
    .from(events)
    .where(liveEventId(id))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  return row;
}
