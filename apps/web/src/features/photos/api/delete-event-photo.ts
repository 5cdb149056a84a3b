import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { eventPhotosQueryKey } from "./get-event-photos.ts";

export function deleteEventPhoto(eventId: string, photoId: string): Promise<{ id: string }> {
  return request<{ id: string }>(`/api/events/${encodeURIComponent(eventId)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE" });
}

/** Removes a photo (its uploader, the organiser or an event admin), then reloads the album. */
export function useDeleteEventPhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deleteEventPhoto(eventId, photoId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventPhotosQueryKey(eventId) }),
  });
}
