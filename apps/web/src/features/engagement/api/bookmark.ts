import { type BookmarkState, ENGAGEMENT_STATUS_STALE_MS } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import type { Seed } from "./like.ts";

export type BookmarkStatus = BookmarkState;

const path = (eventId: string) => encodeURIComponent(eventId);

export const bookmarkStatusKey = (eventId: string) => ["engagement", "bookmark-status", eventId] as const;

export function getBookmarkStatus(eventId: string, signal?: AbortSignal): Promise<BookmarkStatus> {
  return request<BookmarkStatus>(`/api/user/events/${path(eventId)}/bookmark-status`, { signal });
}

/** 201 `{ bookmarked: true }`; 409 when already bookmarked. */
export function bookmarkEvent(eventId: string): Promise<BookmarkStatus> {
  return request<BookmarkStatus>(`/api/user/events/${path(eventId)}/bookmark`, { method: "POST" });
}

export function unbookmarkEvent(eventId: string): Promise<BookmarkStatus> {
  return request<BookmarkStatus>(`/api/user/events/${path(eventId)}/bookmark`, { method: "DELETE", idempotent: true });
}

export function bookmarkStatusQueryOptions(eventId: string, seed: Seed<BookmarkStatus> = {}) {
  return queryOptions({
    queryKey: bookmarkStatusKey(eventId),
    queryFn: ({ signal }) => getBookmarkStatus(eventId, signal),
    // Like and bookmark status are fresh for 5 s (docs/product/engagement.md#bookmarks).
    staleTime: ENGAGEMENT_STATUS_STALE_MS,
    initialData: seed.data,
    initialDataUpdatedAt: seed.updatedAt,
  });
}

export function useBookmarkStatus(eventId: string, enabled: boolean, seed?: Seed<BookmarkStatus>) {
  return useQuery({ ...bookmarkStatusQueryOptions(eventId, seed), enabled });
}
