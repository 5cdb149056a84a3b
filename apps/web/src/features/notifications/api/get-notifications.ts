import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { NotificationsPage } from "@commons/domain";
import { notificationKeys } from "./keys.ts";

export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return request<NotificationsPage>("/api/notifications", { query: { page }, signal });
}

export function notificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
    ...cacheTier("realtime"),
  });
}

export function useNotifications(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(page), enabled: options.enabled ?? true });
}
