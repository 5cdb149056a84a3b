import { request } from "@/lib/request.ts";

/**
 * docs/product/engagement.md#page-views: POST /api/events/{id}/view raises the view count. It
 * is bookkeeping, not something the reader asked for, so a failure is only logged, never shown.
 */
export async function recordEventView(eventId: string): Promise<void> {
  try {
    await request<{ viewCount: number }>(`/api/events/${encodeURIComponent(eventId)}/view`, { method: "POST" });
  } catch (error) {
    console.warn("[event] view not recorded", error);
  }
}
