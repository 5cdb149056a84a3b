import { z } from "@hono/zod-openapi";
import { instant } from "../../lib/openapi.ts";

// Request and answer shapes of the photo routes, for validation and /api/openapi.json.

export const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
export const photoParams = eventParams.extend({
  photoId: z.string().openapi({ param: { name: "photoId", in: "path" } }),
});

/** The uploader as a photo shows them: a name and a face, never contact data. */
const photoUploaderSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

export const eventPhotoSchema = z
  .object({
    id: z.string(),
    imageUrl: z.string().openapi({ description: "Our own stored file (`/files/…`, or the S3 public URL)" }),
    createdAt: instant(),
    uploader: photoUploaderSchema,
    canDelete: z.boolean().openapi({ description: "The caller uploaded it, or organises / administers the event" }),
  })
  .openapi("EventPhoto");
export type EventPhoto = z.infer<typeof eventPhotoSchema>;

export const eventPhotosSchema = z
  .object({
    photos: z.array(eventPhotoSchema).openapi({ description: "Newest first; at most EVENT_PHOTOS_LIST_LIMIT (200)" }),
    total: z.number().int().openapi({ description: "All photos of the event, also those beyond the list's limit" }),
    canUpload: z.boolean().openapi({
      description: "Doc 2 §6: the caller organises or administers the event, or is an approved registrant of a non-external event",
    }),
    remaining: z.number().int().openapi({ description: "How many more photos the caller may add to this event (0 when canUpload is false)" }),
    maxPerUploader: z.number().int().openapi({ description: "The per-person, per-event limit (20)" }),
  })
  .openapi("EventPhotos");
export type EventPhotos = z.infer<typeof eventPhotosSchema>;

export const addedPhotoSchema = z.object({ photo: eventPhotoSchema, remaining: z.number().int() });
