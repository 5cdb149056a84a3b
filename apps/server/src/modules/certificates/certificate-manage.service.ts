import {
  AWARD_LEVELS,
  type Certificate,
  type CertificateNameInput,
  type CertificateRevokeInput,
  type CertificateSettings,
  type CertificateSettingsInput,
  type CertificateSettingsView,
  type Locale,
  type PublicCertificate,
} from "@commons/domain";
import { and, asc, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificates, events } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, findVisibleEvent, requireEventAccess } from "../events/event-permissions.ts";
import { type CertificateRead, canSee, selectCertificates, toCertificate, toPublicCertificate } from "./certificate-view.ts";
import { enqueueCertificateRenders } from "./certificate-render-job.ts";
import { issueAttendanceCertificates } from "./certificates.service.ts";

// docs/product/certificates.md: the lists, and what the holder and the event's managers may change. Revoking and
// restoring are the event's owner's and its admins with canEditEvent (the right that assigns awards); the holder
// corrects their name once. Refusals never tell a stranger that a certificate exists.

const newestFirst = [desc(certificates.issuedAt), desc(certificates.id)] as const;

/** GET /api/user/certificates: the caller's, newest first, revoked ones included (shown revoked). */
export async function listMyCertificates(db: Db, actorId: string, locale: Locale): Promise<Certificate[]> {
  const reads = await selectCertificates(db, actorId, eq(certificates.userId, actorId)).orderBy(...newestFirst);
  return reads.map((r) => toCertificate(r, actorId, locale));
}

const levelRank = (level: string) => AWARD_LEVELS.indexOf(level as (typeof AWARD_LEVELS)[number]);

/**
 * GET /api/events/{id}/awards: the event's valid award certificates, for anyone who may see the event; first
 * prize first, then by score. Completion and attendance certificates are not listed here (ours: who took part
 * is the participants section's to show, under its own visibility rule); their holders share them by number.
 */
export async function listEventAwards(db: Db, eventId: string, viewerId: string | null, locale: Locale): Promise<PublicCertificate[]> {
  await findVisibleEvent(db, eventId, viewerId);
  const reads = await selectCertificates(db, null, and(eq(certificates.eventId, eventId), eq(certificates.source, "AWARD"), isNull(certificates.revokedAt))).orderBy(
    asc(certificates.issuedAt),
    asc(certificates.id),
  );
  return reads
    .sort((a, b) => levelRank(a.row.awardLevel) - levelRank(b.row.awardLevel) || (b.row.score ?? -1) - (a.row.score ?? -1))
    .map((r) => toPublicCertificate(r, locale));
}

/** GET /api/events/{id}/certificates: every certificate of the event, revoked included, for its organiser and admins. */
export async function listEventCertificates(db: Db, actorId: string, eventId: string, locale: Locale): Promise<Certificate[]> {
  await requireEventAccess(db, eventId, actorId, "anyAdmin");
  const reads = await selectCertificates(db, actorId, eq(certificates.eventId, eventId)).orderBy(...newestFirst);
  return reads.map((r) => toCertificate(r, actorId, locale));
}

/** The certificate as the caller may act on it: 404 unless they hold it or manage its event. */
async function readVisible(db: Db, actorId: string, id: string): Promise<CertificateRead> {
  if (!EVENT_ID_PATTERN.test(id)) throw notFound("certificates.notFound");
  const [read] = await selectCertificates(db, actorId, eq(certificates.id, id)).limit(1);
  if (!read || !canSee(read, actorId)) throw notFound("certificates.notFound");
  return read;
}

async function reread(db: Db, actorId: string, id: string, locale: Locale): Promise<Certificate> {
  return toCertificate(await readVisible(db, actorId, id), actorId, locale);
}

/** PATCH recipient-name: the holder's one correction (a second is 409); the event's managers cannot rename. */
export async function correctRecipientName(db: Db, actorId: string, id: string, input: CertificateNameInput, locale: Locale, now = new Date()): Promise<Certificate> {
  const read = await readVisible(db, actorId, id);
  if (read.row.userId !== actorId) throw forbidden();
  const done = await changeAndRedraw(db, (tx) =>
    tx
      .update(certificates)
      .set({ recipientName: input.recipientName, nameCorrectedAt: now })
      .where(and(eq(certificates.id, id), eq(certificates.userId, actorId), isNull(certificates.nameCorrectedAt)))
      .returning({ id: certificates.id }),
  );
  if (!done) throw conflict("certificates.nameAlreadyCorrected");
  return reread(db, actorId, id, locale);
}

/**
 * One change to what a certificate shows, and its drawing queued in the same transaction (ADR 0043): the stored
 * picture no longer matches, so until the job has drawn it a download draws it on demand. Answers the changed row.
 */
async function changeAndRedraw(db: Db, change: (tx: Db) => Promise<{ id: string }[]>): Promise<{ id: string } | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const changed = await change(tx);
    await enqueueCertificateRenders(
      tx,
      changed.map((c) => c.id),
    );
    return changed[0];
  });
}

async function readManaged(db: Db, actorId: string, id: string): Promise<CertificateRead> {
  const read = await readVisible(db, actorId, id);
  if (!read.canEdit) throw forbidden();
  return read;
}

/**
 * POST revoke: the record stays, marked revoked with who, when and why. Revoking a revoked certificate changes
 * nothing (the first reason stands), except that one revoked only by an undone check-in becomes the organiser's.
 */
export async function revokeCertificate(db: Db, actorId: string, id: string, input: CertificateRevokeInput, locale: Locale, now = new Date()): Promise<Certificate> {
  await readManaged(db, actorId, id);
  await changeAndRedraw(db, (tx) =>
    tx
      .update(certificates)
      .set({ revokedAt: now, revokedBy: actorId, revokeReason: input.reason, revokeCause: "ORGANISER" })
      .where(and(eq(certificates.id, id), or(isNull(certificates.revokedAt), eq(certificates.revokeCause, "CHECK_IN_UNDONE"))))
      .returning({ id: certificates.id }),
  );
  return reread(db, actorId, id, locale);
}

/** POST restore: undoes a mistaken revoke; restoring a valid certificate changes nothing. */
export async function restoreCertificate(db: Db, actorId: string, id: string, locale: Locale): Promise<Certificate> {
  await readManaged(db, actorId, id);
  await changeAndRedraw(db, (tx) =>
    tx
      .update(certificates)
      .set({ revokedAt: null, revokedBy: null, revokeReason: null, revokeCause: null })
      .where(and(eq(certificates.id, id), isNotNull(certificates.revokedAt)))
      .returning({ id: certificates.id }),
  );
  return reread(db, actorId, id, locale);
}

/** GET certificate-settings (any role on the event: the console shows it). */
export async function getCertificateSettings(db: Db, actorId: string, eventId: string): Promise<CertificateSettingsView> {
  await requireEventAccess(db, eventId, actorId, "anyAdmin");
  const [row] = await db.select({ attendanceCertificates: events.attendanceCertificates }).from(events).where(eq(events.id, eventId));
  return { attendanceCertificates: row?.attendanceCertificates ?? false };
}

/**
 * PUT certificate-settings (canEditEvent). Turning attendance certificates on issues them, in the same
 * transaction, to everyone already checked in; turning them off stops new ones and keeps those issued (ours).
 */
export async function saveCertificateSettings(db: Db, actorId: string, eventId: string, input: CertificateSettingsInput): Promise<CertificateSettings> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(events).set({ attendanceCertificates: input.attendanceCertificates }).where(eq(events.id, eventId));
    const issued = input.attendanceCertificates ? await issueAttendanceCertificates(tx, eventId) : [];
    return { attendanceCertificates: input.attendanceCertificates, issued: issued.length };
  });
}
