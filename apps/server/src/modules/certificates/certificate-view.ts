import { type Certificate, type Locale, type PublicCertificate, translate } from "@commons/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificateRenders, certificates, events } from "../../db/schema/index.ts";
import { isEventManagerSql } from "../events/event-permissions.ts";

// docs/product/certificates.md#who-sees-what: one read of a certificate with its event, and the two views of it.
// The public view never carries the holder's user id or any contact field; the holder's view adds what the
// holder (or the event's managers) may see and do.

type Row = typeof certificates.$inferSelect;

/** The caller's relation to the certificate's event, computed in the same statement as the read. */
function viewerColumns(actorId: string | null) {
  const none = sql<boolean>`false`;
  return {
    isManager: actorId ? isEventManagerSql(actorId) : none,
    canEdit: actorId ? isEventManagerSql(actorId, "canEditEvent") : none,
  };
}

/** Certificates joined with their event, filtered and ordered by the caller. */
export function selectCertificates(db: Db, actorId: string | null, where: SQL | undefined) {
  return db
    .select({ row: certificates, eventTitle: events.title, eventType: events.type, ...viewerColumns(actorId) })
    .from(certificates)
    .innerJoin(events, sql`${events.id} = ${certificates.eventId}`)
    .where(where);
}

export type CertificateRead = Awaited<ReturnType<typeof selectCertificates>>[number];

/**
 * What a download or a preview reads, in one prepared statement (built once per database, not per request): the
 * certificate with its event, whether the caller manages the event, and the key of its stored picture in the
 * language asked for (ADR 0043). By id (the caller a placeholder, '' when none) or by number.
 */
function buildRenderReads(db: Db) {
  const read = (by: SQL) =>
    db
      .select({
        row: certificates,
        eventTitle: events.title,
        eventType: events.type,
        isManager: isEventManagerSql(sql.placeholder("viewer")),
        storedKey: certificateRenders.storageKey,
      })
      .from(certificates)
      .innerJoin(events, eq(events.id, certificates.eventId))
      .leftJoin(certificateRenders, and(eq(certificateRenders.certificateId, certificates.id), eq(certificateRenders.locale, sql.placeholder("locale"))))
      .where(by)
      .limit(1);
  return {
    byId: read(eq(certificates.id, sql.placeholder("id"))).prepare("certificate_render_read_by_id"),
    byNumber: read(eq(certificates.number, sql.placeholder("number"))).prepare("certificate_render_read_by_number"),
  };
}

const renderReads = new WeakMap<Db, ReturnType<typeof buildRenderReads>>();

export function certificateRenderReads(db: Db): ReturnType<typeof buildRenderReads> {
  let reads = renderReads.get(db);
  if (!reads) {
    reads = buildRenderReads(db);
    renderReads.set(db, reads);
  }
  return reads;
}

export function toPublicCertificate(read: Pick<CertificateRead, "row" | "eventTitle" | "eventType">, locale: Locale): PublicCertificate {
  const { row } = read;
  return {
    number: row.number,
    source: row.source,
    status: row.revokedAt ? "REVOKED" : "VALID",
    revokedAt: row.revokedAt?.toISOString() ?? null,
    recipientName: row.recipientName,
    eventId: row.eventId,
    eventTitle: read.eventTitle,
    eventType: read.eventType,
    projectTitle: row.projectTitle,
    projectDescription: row.projectDescription,
    awardLevel: row.awardLevel,
    awardCategory: row.awardCategory,
    // A completion or attendance certificate is named by the catalog, in the reader's language.
    awardName: row.awardName ?? (row.source === "AWARD" ? "" : translate(locale, `certificates.name.${row.source}`)),
    score: row.score,
    organizationName: row.organizationName,
    issuedDate: row.issuedAt.toISOString(),
    description: row.description ?? (row.source === "AWARD" ? null : translate(locale, `certificates.description.${row.source}`)),
  };
}

function revokeReason(row: Row, locale: Locale): string | null {
  if (!row.revokedAt) return null;
  if (row.revokeCause === "CHECK_IN_UNDONE") return translate(locale, "certificates.revokedCheckInUndone");
  return row.revokeReason;
}

/** The holder's or a manager's view; `actorId` decides what they may still do. */
export function toCertificate(read: CertificateRead, actorId: string, locale: Locale): Certificate {
  const holder = read.row.userId === actorId;
  return {
    id: read.row.id,
    ...toPublicCertificate(read, locale),
    revokeReason: revokeReason(read.row, locale),
    nameCorrected: read.row.nameCorrectedAt !== null,
    canCorrectName: holder && read.row.nameCorrectedAt === null,
    canRevoke: read.canEdit,
  };
}

/** Who may read a certificate by id: its holder and the event's organiser and admins; nobody else learns it exists. */
export function canSee(read: CertificateRead, actorId: string): boolean {
  return read.row.userId === actorId || read.isManager;
}
