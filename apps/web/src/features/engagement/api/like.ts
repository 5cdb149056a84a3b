import { ENGAGEMENT_STATUS_STALE_MS, type LikeCount, type LikeState, type LikeStatus } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

export type { LikeCount, LikeStatus };
export type LikeResult = LikeState;

const path = (eventId: string) => encodeURIComponent(eventId);

export const likeStatusKey = (eventId: string) => ["engagement", "like-status", eventId] as const;
export const likeCountKey = (eventId: string) => ["engagement", "likes", eventId] as const;

export function getLikeStatus(eventId: string, signal?: AbortSignal): Promise<LikeStatus> {
  return request<LikeStatus>(`/api/user/events/${path(eventId)}/like-status`, { signal });
}

export function getLikeCount(eventId: string, signal?: AbortSignal): Promise<LikeCount> {
  return request<LikeCount>(`/api/events/${path(eventId)}/likes`, { signal });
}

/** 201 `{ liked: true, likeCount }`; 409 when already liked. */
export function likeEvent(eventId: string): Promise<LikeResult> {
  return request<LikeResult>(`/api/events/${path(eventId)}/like`, { method: "POST" });
}

/** Idempotent on the server, so the request helper may retry it. */
export function unlikeEvent(eventId: string): Promise<LikeResult> {
  return request<LikeResult>(`/api/events/${path(eventId)}/like`, { method: "DELETE", idempotent: true });
}

export interface Seed<T> {
  /** What the event payload already says (its `viewer`), so the first render needs no call. */
  data?: T;
  updatedAt?: number;
}

export function likeStatusQueryOptions(eventId: string, seed: Seed<LikeStatus> = {}) {
  return queryOptions({
    queryKey: likeStatusKey(eventId),
    queryFn: ({ signal }) => getLikeStatus(eventId, signal),
    // Like and bookmark status are fresh for 5 s (docs/product/engagement.md#likes).
    staleTime: ENGAGEMENT_STATUS_STALE_MS,
    initialData: seed.data,
    initialDataUpdatedAt: seed.updatedAt,
  });
}

export function likeCountQueryOptions(eventId: string, seed: Seed<LikeCount> = {}) {
  return queryOptions({
    queryKey: likeCountKey(eventId),
    queryFn: ({ signal }) => getLikeCount(eventId, signal),
    staleTime: ENGAGEMENT_STATUS_STALE_MS,
    initialData: seed.data,
    initialDataUpdatedAt: seed.updatedAt,
  });
}

export function useLikeStatus(eventId: string, enabled: boolean, seed?: Seed<LikeStatus>) {
  return useQuery({ ...likeStatusQueryOptions(eventId, seed), enabled });
}

export function useLikeCount(eventId: string, seed?: Seed<LikeCount>) {
  return useQuery(likeCountQueryOptions(eventId, seed));
}
