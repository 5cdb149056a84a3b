import { EVENT_PHOTOS_LIST_LIMIT, EVENT_PHOTOS_PER_UPLOADER, type MessageKey } from "@commons/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { eventPhotos, users } from "../../db/schema/index.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN } from "../events/event-permissions.ts";
import { type Storage, storageFor } from "../uploads/storage.ts";
import { checkOwnUpload, type UploadRefusal } from "../uploads/own-upload.ts";
import { assertCanUpload, countOwnPhotos, loadPhotoContext, remainingFor } from "./photo-access.ts";
import type { EventPhoto, EventPhotos } from "@commons/domain";

// Keeps the per-uploader advisory locks apart from every other advisory lock (any constant works).
const PHOTO_LOCK_CLASS = 0x70686f74;

/** A 400 naming imageUrl: the URL is not one of the caller's own stored files. */
const badImage = (key: MessageKey) => new AppError(400, "BAD_REQUEST", key, {}, [{ field: "imageUrl", message: key }]);

const IMAGE_REFUSALS: Record<UploadRefusal, MessageKey> = { invalid: "photos.notOurImage", notYours: "photos.notYourImage", missing: "photos.imageMissing" };

// Only these uploader columns are read, so an email or phone number cannot reach a photo by accident.
const photoColumns = {
  id: eventPhotos.id,
  imageUrl: eventPhotos.imageUrl,
  createdAt: eventPhotos.createdAt,
  uploaderId: users.id,
  uploaderName: users.name,
  uploaderUsername: users.username,
  uploaderImage: users.image,
};

type PhotoRow = {
  id: string;
  imageUrl: string;
  createdAt: Date;
  uploaderId: string;
  uploaderName: string;
  uploaderUsername: string | null;
  uploaderImage: string | null;
};

function toPhoto(row: PhotoRow, viewerId: string | null, isManager: boolean): EventPhoto {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    uploader: { id: row.uploaderId, name: row.uploaderName, username: row.uploaderUsername, image: row.uploaderImage },
    canDelete: viewerId !== null && (isManager || row.uploaderId === viewerId),
  };
}

async function readPhoto(db: Db, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select(photoColumns).from(eventPhotos).innerJoin(users, eq(users.id, eventPhotos.uploaderId)).where(eq(eventPhotos.id, photoId));
  return row;
}

export function photosService(deps: AppDeps, storage: Storage = storageFor(deps.env)) {
  const { db } = deps.database;

  /** A photo is one of the caller's own stored files (uploads/own-upload.ts); a 400 naming imageUrl if not. */
  async function ownStoredUrl(userId: string, imageUrl: string): Promise<string> {
    const result = await checkOwnUpload(storage, userId, imageUrl);
    if (result.refusal) throw badImage(IMAGE_REFUSALS[result.refusal]);
    return result.url;
  }

  return {
    /** docs/product/event-page.md#photos: the album, newest first, with whether (and how much more) the caller may add. */
    async list(eventId: string, viewerId: string | null): Promise<EventPhotos> {
      const ctx = await loadPhotoContext(db, eventId, viewerId);
      const rows = await db
        .select({ ...photoColumns, total: sql<number>`count(*) over ()` })
        .from(eventPhotos)
        .innerJoin(users, eq(users.id, eventPhotos.uploaderId))
        .where(eq(eventPhotos.eventId, ctx.eventId))
        .orderBy(desc(eventPhotos.createdAt), desc(eventPhotos.id))
        .limit(EVENT_PHOTOS_LIST_LIMIT);
      return {
        photos: rows.map((row) => toPhoto(row, viewerId, ctx.isManager)),
        total: Number(rows[0]?.total ?? 0),
        canUpload: ctx.canUpload,
        remaining: remainingFor(ctx),
        maxPerUploader: EVENT_PHOTOS_PER_UPLOADER,
      };
    },

    /**
     * docs/product/event-page.md#photos: one call per new photo. The same file again answers the existing
     * photo (a retried POST never adds a second row); a new one counts against the caller's 20 for this event.
     */
    async add(eventId: string, userId: string, imageUrl: string): Promise<{ photo: EventPhoto; remaining: number; created: boolean }> {
      const ctx = await loadPhotoContext(db, eventId, userId);
      assertCanUpload(ctx);
      const url = await ownStoredUrl(userId, imageUrl);
      const outcome = await db.transaction(async (tx) => {
        // Serialises one person's adds to one event, so two parallel requests cannot both take the 20th place.
        await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_LOCK_CLASS}, hashtext(${`${ctx.eventId}:${userId}`}))`);
        const [existing] = await tx
          .select({ id: eventPhotos.id })
          .from(eventPhotos)
          .where(and(eq(eventPhotos.eventId, ctx.eventId), eq(eventPhotos.imageUrl, url)));
        const own = await countOwnPhotos(tx, ctx.eventId, userId);
        if (existing) return { id: existing.id, created: false, own };
        if (own >= EVENT_PHOTOS_PER_UPLOADER) throw new AppError(400, "BAD_REQUEST", "photos.limitReached", { max: EVENT_PHOTOS_PER_UPLOADER });
        const [row] = await tx
          .insert(eventPhotos)
          .values({ eventId: ctx.eventId, uploaderId: userId, imageUrl: url })
          .onConflictDoNothing()
          .returning({ id: eventPhotos.id });
        if (!row) throw new AppError(409, "CONFLICT", "error.conflict");
        return { id: row.id, created: true, own: own + 1 };
      });
      const row = await readPhoto(db, outcome.id);
      if (!row) throw notFound("photos.notFound");
      return {
        photo: toPhoto(row, userId, ctx.isManager),
        remaining: Math.max(0, EVENT_PHOTOS_PER_UPLOADER - outcome.own),
        created: outcome.created,
      };
    },

    /** Design rule 3: the uploader removes their own photo; the organiser and event admins remove any. */
    async remove(eventId: string, userId: string, photoId: string): Promise<{ id: string }> {
      const ctx = await loadPhotoContext(db, eventId, userId);
      if (!EVENT_ID_PATTERN.test(photoId)) throw notFound("photos.notFound");
      const [row] = await db
        .select({ uploaderId: eventPhotos.uploaderId })
        .from(eventPhotos)
        .where(and(eq(eventPhotos.id, photoId), eq(eventPhotos.eventId, ctx.eventId)));
      if (!row) throw notFound("photos.notFound");
      if (row.uploaderId !== userId && !ctx.isManager) throw forbidden("photos.deleteForbidden");
      // The stored file stays: it is the uploader's, and may be used elsewhere (an avatar, another event).
      await db.delete(eventPhotos).where(eq(eventPhotos.id, photoId));
      return { id: photoId };
    },
  };
}
