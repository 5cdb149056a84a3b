import { z } from "zod";
import { EVENT_PHOTOS_MAX_FILES } from "../uploads/upload-constants.ts";

// docs/product/event-page.md#photos: event photos. Who may upload is the spec's; the numbers marked "ours" are not.

/**
 * The spec caps an event-photo upload at 20 images. The server keeps that cap per uploader per event,
 * so one person cannot flood an album while every attendee still gets the same 20.
 */
export const EVENT_PHOTOS_PER_UPLOADER = EVENT_PHOTOS_MAX_FILES;

/** Ours: GET /api/events/{id}/photos answers the newest this many (and the total), so one call stays small. */
export const EVENT_PHOTOS_LIST_LIMIT = 200;

/** Ours: photo adds and deletes per user per minute; a person adding a whole album stays well below it. */
export const PHOTO_WRITE_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;

/** POST /api/events/{id}/photos, body `{ imageUrl }`, one call per new photo. */
export const addEventPhotoSchema = z.strictObject({
  imageUrl: z.string().trim().min(1).max(2000),
});
export type AddEventPhotoRequest = z.infer<typeof addEventPhotoSchema>;
