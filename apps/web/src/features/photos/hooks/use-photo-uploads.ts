import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { isApiError } from "@/lib/api-error.ts";
import { tShared } from "@/lib/i18n.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { toast } from "@/lib/toast.tsx";
import { addEventPhoto } from "../api/add-event-photo.ts";
import { eventPhotosQueryKey } from "../api/get-event-photos.ts";

/**
 * docs/product/event-page.md#photos: "a translated message with
 * the error text". Sign-in and rate limits get their own toasts.
 */
function reportFailure(error: unknown): void {
  if (isApiError(error) && (error.type === "authentication" || error.type === "rateLimit")) {
    notifyError(error);
    return;
  }
  const text = error instanceof Error && error.message ? error.message : tShared("uploads.uploadFailed");
  toast.error(tShared("photos.uploadFailed", { error: text }));
}

/**
 * The uploader's controlled value is the list of files stored but not yet in the album. Each new URL is
 * added with one POST (docs/product/event-page.md#photos); once the album has been reloaded it leaves the
 * list, so the uploader's room (the server's `remaining` minus what is in flight) is right at every moment.
 */
export function usePhotoUploads(eventId: string) {
  const queryClient = useQueryClient();
  const [inFlight, setInFlight] = useState<string[]>([]);
  const sent = useRef(new Set<string>());

  const onChange = useCallback(
    (urls: string[]) => {
      setInFlight(urls);
      for (const url of urls) {
        if (sent.current.has(url)) continue;
        sent.current.add(url);
        addEventPhoto(eventId, url)
          .then(
            async () => {
              // One toast for a batch: each success replaces the last.
              toast.success(tShared("photos.added"), { id: `photos-added:${eventId}` });
              await queryClient.invalidateQueries({ queryKey: eventPhotosQueryKey(eventId) });
            },
            (error: unknown) => {
              reportFailure(error);
              // The file may be sent again (after signing in, or once the limit allows).
              sent.current.delete(url);
            },
          )
          .finally(() => setInFlight((list) => list.filter((item) => item !== url)));
      }
    },
    [eventId, queryClient],
  );

  return { value: inFlight, onChange };
}
