import { z } from "zod";
import { instant } from "./envelope.ts";

// The answers of /api/events/{id}/photos.

/** The uploader as a photo shows them: a name and a face, never contact data. */
const photoUploaderSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

export const eventPhotoSchema = z
  .strictObject({
    id: z.string(),
    imageUrl: z.string().meta({ description: "Our own stored file (`/files/…`, or the S3 public URL)" }),
    createdAt: instant(),
    uploader: photoUploaderSchema,
    canDelete: z.boolean().meta({ description: "The caller uploaded it, or organises / administers the event" }),
  })
  .meta({ id: "EventPhoto" });
export type EventPhoto = z.infer<typeof eventPhotoSchema>;

export const eventPhotosSchema = z
  .strictObject({
    photos: z.array(eventPhotoSchema).meta({ description: "Newest first; at most EVENT_PHOTOS_LIST_LIMIT (200)" }),
    total: z.number().int().meta({ description: "All photos of the event, also those beyond the list's limit" }),
    canUpload: z.boolean().meta({
      description: "The caller organises or administers the event, or is an approved registrant of a non-external event",
    }),
    remaining: z.number().int().meta({ description: "How many more photos the caller may add to this event (0 when canUpload is false)" }),
    maxPerUploader: z.number().int().meta({ description: "The per-person, per-event limit (20)" }),
  })
  .meta({ id: "EventPhotos" });
export type EventPhotos = z.infer<typeof eventPhotosSchema>;

/** `POST /api/events/{id}/photos`. */
export const addedPhotoSchema = z.strictObject({ photo: eventPhotoSchema, remaining: z.number().int() });
export type AddedPhoto = z.infer<typeof addedPhotoSchema>;

/** `DELETE /api/events/{id}/photos/{photoId}`. */
export const removedPhotoSchema = z.strictObject({ id: z.string() });
