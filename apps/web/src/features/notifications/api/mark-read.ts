import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { idempotentMutation } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { AppNotification, NotificationsPage, UnreadCount } from "@commons/domain";
import { notificationKeys } from "./keys.ts";

// Marking read is idempotent on the server (a second call changes nothing), so it may be retried.
export function markNotificationRead(id: string): Promise<UnreadCount> {
  return request<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST", idempotent: true });
}

export function markAllNotificationsRead(): Promise<UnreadCount> {
  return request<UnreadCount>("/api/notifications/read-all", { method: "POST", idempotent: true });
}

/** Updates every cached page in place, so the list does not flicker while it refetches. */
function applyRead(queryClient: QueryClient, isTarget: (item: AppNotification) => boolean, unreadCount: number) {
  const now = new Date().toISOString();
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { unreadCount });
  queryClient.setQueriesData<NotificationsPage>({ queryKey: ["notifications", "list"] }, (page) =>
    page
      ? { ...page, notifications: page.notifications.map((item) => (isTarget(item) && !item.readAt ? { ...item, readAt: now } : item)) }
      : page,
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    ...idempotentMutation,
    onSuccess: ({ unreadCount }, id) => applyRead(queryClient, (item) => item.id === id, unreadCount),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    ...idempotentMutation,
    onSuccess: ({ unreadCount }) => applyRead(queryClient, () => true, unreadCount),
  });
}
