// The answers of /api/events/{id}/photos (apps/server/src/modules/photos/photos.schema.ts).

export interface PhotoUploader {
  id: string;
  name: string;
  username: string | null;
  image: string | null;
}

export interface EventPhoto {
  id: string;
  imageUrl: string;
  createdAt: string;
  uploader: PhotoUploader;
  /** The viewer uploaded it, or organises / administers the event. */
  canDelete: boolean;
}

export interface EventPhotos {
  /** Newest first. */
  photos: EventPhoto[];
  /** All photos, also those beyond the list's limit. */
  total: number;
  /** Doc 1 §5 "driven by a flag": the organiser, an event admin, or an approved registrant of a non-external event. */
  canUpload: boolean;
  /** How many more the viewer may add to this event. */
  remaining: number;
  maxPerUploader: number;
}

export interface AddedPhoto {
  photo: EventPhoto;
  remaining: number;
}
