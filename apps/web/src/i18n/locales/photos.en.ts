import type { photosZh } from "./photos.zh.ts";

export const photosEn: Record<keyof typeof photosZh, string> = {
  "photos.title": "Photos",
  "photos.count": "{count}",
  "photos.loadFailed": "Could not load the photos",
  "photos.retry": "Retry",
  "photos.empty.title": "No photos yet",
  "photos.empty.visitor": "Photos shared by attendees and the organiser will appear here.",
  "photos.empty.uploader": "Upload the first photo and share the moment with everyone.",
  "photos.upload.label": "Upload event photos",
  "photos.upload.remaining": "You can add {count} more (at most {max} each)",
  "photos.upload.full": "You have added {max} photos, the most allowed",
  "photos.showingLatest": "Showing the latest {shown} of {total}",
  "photos.open": "Enlarge photo by {name}",
  "photos.alt": "Event photo by {name}",
  "photos.viewer.title": "Photo {index} of {total}",
  "photos.viewer.by": "{name} · {time}",
  "photos.viewer.previous": "Previous photo",
  "photos.viewer.next": "Next photo",
  "photos.viewer.close": "Close",
  "photos.delete": "Delete photo",
  "photos.deleteConfirm": "Confirm delete",
};
