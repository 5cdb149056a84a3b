import { EVENT_PHOTOS_MAX_FILES, type Locale } from "@commons/domain";
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { PhotoSection, type PhotoUploaderProps } from "@/features/photos/components/photo-section.tsx";

// Not a route (the router ignores files starting with "-"): the event page's photo section, composed
// from the photos and uploads features. The page loads this module lazily; the uploader is a further
// chunk that only people allowed to upload ever fetch.
const ImageUploader = lazy(async () => ({ default: (await import("@/features/uploads/components/image-uploader.tsx")).ImageUploader }));

function EventPhotoUploader({ maxFiles, eventId, ...props }: PhotoUploaderProps & { eventId: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-28 rounded-xl" />}>
      {/* 20 for event photos (docs/product/event-page.md#photos); the server's `remaining` is never more. */}
      <ImageUploader {...props} maxFiles={Math.min(maxFiles, EVENT_PHOTOS_MAX_FILES)} purpose="event-photos" path={eventId} />
    </Suspense>
  );
}

export function EventPhotos({ eventId, locale }: { eventId: string; locale: Locale }) {
  return <PhotoSection eventId={eventId} locale={locale} renderUploader={(props) => <EventPhotoUploader {...props} eventId={eventId} />} />;
}
