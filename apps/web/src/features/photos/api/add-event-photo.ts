import { request } from "@/lib/request.ts";
import type { AddedPhoto } from "@commons/domain";

/**
 * docs/product/event-page.md#photos: one call per new photo, body `{ imageUrl }`. The server
 * answers the same photo again for a repeated URL, so the request helper may retry it.
 */
export function addEventPhoto(eventId: string, imageUrl: string): Promise<AddedPhoto> {
  return request<AddedPhoto>(`/api/events/${encodeURIComponent(eventId)}/photos`, {
    method: "POST",
    body: { imageUrl },
    idempotent: true,
  });
}
