import type { photosMessagesZh } from "./photos.zh.ts";

export const photosMessagesEn: Record<keyof typeof photosMessagesZh, string> = {
  "photos.added": "Photo uploaded",
  "photos.deleted": "Photo deleted",
  "photos.uploadFailed": "Photo upload failed: {error}",
  "photos.deleteFailed": "Could not delete the photo: {error}",
  "photos.notAllowed": "Only the organiser and approved attendees can upload event photos",
  "photos.externalEvent": "Photos cannot be uploaded for external events",
  "photos.notOurImage": "Only images uploaded to this site can be added",
  "photos.notYourImage": "You can only add images you uploaded yourself",
  "photos.imageMissing": "The image does not exist; please upload it again",
  "photos.limitReached": "You can upload at most {max} photos per event",
  "photos.notFound": "Photo not found",
  "photos.deleteForbidden": "You can only delete photos you uploaded",
};
