import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { UnreadCount } from "@commons/domain";
import { notificationKeys } from "./keys.ts";

/** Polled while the tab is visible so the bell's badge catches up without a reload. */
const UNREAD_POLL_MS = 60_000;

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return request<UnreadCount>("/api/notifications/unread-count", { signal });
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: ({ signal }) => getUnreadCount(signal),
  ...cacheTier("realtime"),
  refetchInterval: UNREAD_POLL_MS,
  // A badge that fails to refresh is not worth interrupting anyone for.
  meta: { silent: true },
});

/** Only asked for when someone is signed in; a visitor has no notifications. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions, enabled });
}
