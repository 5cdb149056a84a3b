import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserLevels } from "@commons/domain";
import { request } from "@/lib/request.ts";
import { levelKeys } from "./keys.ts";

/** `GET /api/admin/users/{userId}/levels`: community admins only; the person, their tracks and history. */
export function adminLevelsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: levelKeys.admin(userId),
    queryFn: ({ signal }) => request<AdminUserLevels>(`/api/admin/users/${encodeURIComponent(userId)}/levels`, { signal }),
    staleTime: 0,
  });
}

export function useAdminLevels(userId: string | null) {
  return useQuery({ ...adminLevelsQueryOptions(userId ?? ""), enabled: userId !== null });
}
