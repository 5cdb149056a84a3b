import type { EventAdminFlag, EventAdminInvite, EventAdmin } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { manageApi, manageKeys } from "./keys.ts";

export async function getAdmins(id: string, signal?: AbortSignal): Promise<EventAdmin[]> {
  const { admins } = await request<{ admins: EventAdmin[] }>(`${manageApi.path(id)}/admins`, { signal });
  return admins;
}

export function adminsQueryOptions(id: string) {
  return queryOptions({ queryKey: manageKeys.admins(id), queryFn: ({ signal }) => getAdmins(id, signal), ...cacheTier("realtime") });
}

export function useAdmins(id: string) {
  return useQuery(adminsQueryOptions(id));
}

function useRefreshAdmins(id: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: manageKeys.admins(id) });
}

export function useInviteAdmin(id: string) {
  const refresh = useRefreshAdmins(id);
  return useMutation({
    mutationFn: (input: EventAdminInvite) => request(`${manageApi.path(id)}/admins`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useUpdateAdmin(id: string) {
  const refresh = useRefreshAdmins(id);
  return useMutation({
    mutationFn: ({ userId, flags }: { userId: string; flags: Partial<Record<EventAdminFlag, boolean>> }) =>
      request(`${manageApi.path(id)}/admins/${encodeURIComponent(userId)}`, { method: "PATCH", body: flags, idempotent: true }),
    onSettled: refresh,
  });
}

export function useRemoveAdmin(id: string) {
  const refresh = useRefreshAdmins(id);
  return useMutation({
    mutationFn: (userId: string) => request(`${manageApi.path(id)}/admins/${encodeURIComponent(userId)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
}
