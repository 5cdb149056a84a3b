import {
  type AwardCategory,
  type AwardLevel,
  type Certificate,
  CERTIFICATE_DEFAULT_ORGANIZATION,
  CERTIFICATE_NUMBER_PATTERN,
  certificateNumber,
  type CertificateSource,
  type Locale,
  type PublicCertificate,
  SOURCE_AWARD_LEVEL,
} from "@commons/domain";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificates, events, notifications, organizations, registrations, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN } from "../events/event-permissions.ts";
import type { RenderTarget } from "./certificate-files.ts";
import { enqueueCertificateRenders } from "./certificate-render-job.ts";
import { canSee, type CertificateRead, certificateRenderReads, selectCertificates, toCertificate, toPublicCertificate } from "./certificate-view.ts";

// docs/product/certificates.md: issuing. A certificate is issued inside the transaction of what earns it (a
// published award, a completed challenge, a check-in), by the module that owns that, calling here: this module
// imports none of them (ADR 0038). The unique reason (source, event, user, source_ref) makes a second issue for
// the same reason a no-op, whatever the interleaving; only rows really inserted are notified, and queued to be
// drawn (ADR 0043), as is any change to what a certificate shows.

const BATCH = 500;

/** What the issuer knows; the recipient's name and the community's name are read here, at issue. */
export interface CertificateDraft {
  source: CertificateSource;
  /** The submission_award's id for an award; '' (the default) otherwise. */
  sourceRef?: string;
  eventId: string;
  userId: string;
  submissionId?: string | null;
  awardLevel: AwardLevel;
  awardCategory: AwardCategory;
  /** The organiser's award name; null for a challenge or attendance (the catalog names those). */
  awardName?: string | null;
  projectTitle?: string | null;
  projectDescription?: string | null;
  /** Out of 10, or null. */
  score?: number | null;
  description?: string | null;
}

export interface IssuedCertificate {
  id: string;
  number: string;
  userId: string;
  eventId: string;
}

/** Each event's title and the name a certificate gives its organiser: the community's, else the product's. */
async function eventNames(tx: Db, eventIds: string[]) {
  const rows = await tx
    .select({ id: events.id, title: events.title, organizationName: organizations.name })
    .from(events)
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .where(inArray(events.id, eventIds));
  return new Map(rows.map((r) => [r.id, { title: r.title, organizationName: r.organizationName ?? CERTIFICATE_DEFAULT_ORGANIZATION }]));
}

/** One notice per certificate really issued, in the same transaction (docs/product/certificates.md#notice). */
async function notifyIssued(tx: Db, issued: IssuedCertificate[], titles: Map<string, { title: string }>, now: Date) {
  for (let i = 0; i < issued.length; i += BATCH) {
    await tx.insert(notifications).values(
      issued.slice(i, i + BATCH).map((c) => ({
        userId: c.userId,
        type: "certificateIssued" as const,
        params: { event: titles.get(c.eventId)?.title ?? "" },
        link: `/certificates/${c.number}`,
        createdAt: now,
      })),
    );
  }
}

/**
 * Issues what is not issued yet, inside the caller's transaction; answers (and notifies) only the new ones.
 * The recipient's name is their account name now: fixed from here on, but for the one correction they may make.
 */
export async function issueCertificates(tx: Db, drafts: readonly CertificateDraft[], now = new Date()): Promise<IssuedCertificate[]> {
  if (drafts.length === 0) return [];
  const names = new Map(
    (await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(drafts.map((d) => d.userId))]))).map((u) => [u.id, u.name]),
  );
  const eventsById = await eventNames(tx, [...new Set(drafts.map((d) => d.eventId))]);
  const issued: IssuedCertificate[] = [];
  for (let i = 0; i < drafts.length; i += BATCH) {
    const values = drafts.slice(i, i + BATCH).map((d) => {
      const id = crypto.randomUUID();
      return {
        id,
        number: certificateNumber(id),
        source: d.source,
        sourceRef: d.sourceRef ?? "",
        eventId: d.eventId,
        userId: d.userId,
        submissionId: d.submissionId ?? null,
        recipientName: names.get(d.userId) ?? "",
        awardLevel: d.awardLevel,
        awardCategory: d.awardCategory,
        awardName: d.awardName ?? null,
        projectTitle: d.projectTitle ?? null,
        projectDescription: d.projectDescription ?? null,
        score: d.score ?? null,
        organizationName: eventsById.get(d.eventId)?.organizationName ?? CERTIFICATE_DEFAULT_ORGANIZATION,
        description: d.description ?? null,
        issuedAt: now,
      };
    });
    issued.push(
      ...(await tx
        .insert(certificates)
        .values(values)
        .onConflictDoNothing({ target: [certificates.source, certificates.eventId, certificates.userId, certificates.sourceRef] })
        .returning({ id: certificates.id, number: certificates.number, userId: certificates.userId, eventId: certificates.eventId })),
    );
  }
  await notifyIssued(tx, issued, eventsById, now);
  await enqueueCertificateRenders(
    tx,
    issued.map((c) => c.id),
  );
  return issued;
}

/**
 * Attendance (docs/product/certificates.md#attendance): every checked-in APPROVED attendee of the event (or the one
 * named) gets one, when the event's setting is on. Reads the setting under a share lock, so a check-in and the
 * organiser turning the setting on cannot both miss each other: one waits for the other and then sees it.
 * A certificate revoked only because its check-in was undone comes back with the new check-in.
 */
export async function issueAttendanceCertificates(tx: Db, eventId: string, only?: { userId: string }, now = new Date()): Promise<IssuedCertificate[]> {
  const [event] = await tx.select({ on: events.attendanceCertificates }).from(events).where(eq(events.id, eventId)).for("share");
  if (!event?.on) return [];
  const checkedIn = await tx
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.status, "APPROVED"),
        isNotNull(registrations.checkedInAt),
        only ? eq(registrations.userId, only.userId) : undefined,
      ),
    );
  const userIds = checkedIn.map((r) => r.userId);
  if (userIds.length === 0) return [];
  const attendance = and(eq(certificates.source, "ATTENDANCE"), eq(certificates.eventId, eventId), inArray(certificates.userId, userIds));
  const restored = await tx
    .update(certificates)
    .set({ revokedAt: null, revokedBy: null, revokeReason: null, revokeCause: null })
    .where(and(attendance, eq(certificates.revokeCause, "CHECK_IN_UNDONE")))
    .returning({ id: certificates.id });
  await enqueueCertificateRenders(
    tx,
    restored.map((c) => c.id),
  );
  const level = SOURCE_AWARD_LEVEL.ATTENDANCE;
  return issueCertificates(
    tx,
    userIds.map((userId) => ({ source: "ATTENDANCE", eventId, userId, awardLevel: level, awardCategory: "GENERAL" })),
    now,
  );
}

/** Undoing a check-in revokes its attendance certificate, keeping the record (ours: docs/product/certificates.md#attendance). */
export async function revokeAttendanceOnUndo(tx: Db, eventId: string, userId: string, actorId: string, now = new Date()): Promise<void> {
  const revoked = await tx
    .update(certificates)
    .set({ revokedAt: now, revokedBy: actorId, revokeReason: null, revokeCause: "CHECK_IN_UNDONE" })
    .where(and(eq(certificates.source, "ATTENDANCE"), eq(certificates.eventId, eventId), eq(certificates.userId, userId), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  await enqueueCertificateRenders(
    tx,
    revoked.map((c) => c.id),
  );
}

async function readForHolderOrManager(db: Db, actorId: string, id: string): Promise<CertificateRead> {
  if (!EVENT_ID_PATTERN.test(id)) throw notFound("certificates.notFound");
  const [read] = await selectCertificates(db, actorId, eq(certificates.id, id)).limit(1);
  if (!read || !canSee(read, actorId)) throw notFound("certificates.notFound");
  return read;
}

/** The certificate for its holder or its event's organiser and admins; 404 for anyone else (its existence is not revealed). */
export async function loadCertificateForHolderOrManager(db: Db, actorId: string, id: string, locale: Locale = "zh"): Promise<Certificate> {
  return toCertificate(await readForHolderOrManager(db, actorId, id), actorId, locale);
}

/** What the holder's download draws: only the public fields, whoever asks (the same rules as above), and its stored picture's key. */
export async function loadRenderTargetForHolderOrManager(db: Db, actorId: string, id: string, locale: Locale): Promise<RenderTarget> {
  if (!EVENT_ID_PATTERN.test(id)) throw notFound("certificates.notFound");
  const [read] = await certificateRenderReads(db).byId.execute({ id, viewer: actorId, locale });
  if (!read || !(read.row.userId === actorId || read.isManager)) throw notFound("certificates.notFound");
  return { certificateId: read.row.id, certificate: toPublicCertificate(read, locale), locale, storedKey: read.storedKey };
}

/** A number as people type it, upper-cased; a malformed or unknown one is 404 naming it. */
function normalNumber(number: string) {
  const normal = number.trim().toUpperCase();
  const unknown = () => new AppError(404, "NOT_FOUND", "certificates.numberNotFound", { number: normal.slice(0, 32) });
  if (!CERTIFICATE_NUMBER_PATTERN.test(normal)) throw unknown();
  return { normal, unknown };
}

/** Public verification by number: a malformed or unknown number is 404 naming it; a revoked one answers with status REVOKED. */
export async function loadPublicCertificateByNumber(db: Db, number: string, locale: Locale = "zh"): Promise<PublicCertificate> {
  const { normal, unknown } = normalNumber(number);
  const [read] = await selectCertificates(db, null, eq(certificates.number, normal)).limit(1);
  if (!read) throw unknown();
  return toPublicCertificate(read, locale);
}

/** What the public picture draws, by number (404 as above), and its stored picture's key. */
export async function loadRenderTargetByNumber(db: Db, number: string, locale: Locale): Promise<RenderTarget> {
  const { normal, unknown } = normalNumber(number);
  const [read] = await certificateRenderReads(db).byNumber.execute({ number: normal, viewer: "", locale });
  if (!read) throw unknown();
  return { certificateId: read.row.id, certificate: toPublicCertificate(read, locale), locale, storedKey: read.storedKey };
}
