import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { EventOverview as Overview } from "@commons/domain";
import { manageApi, manageKeys } from "./keys.ts";

export function getOverview(id: string, signal?: AbortSignal): Promise<Overview> {
  return request<Overview>(`${manageApi.path(id)}/overview`, { signal });
}

export function overviewQueryOptions(id: string) {
  return queryOptions({ queryKey: manageKeys.overview(id), queryFn: ({ signal }) => getOverview(id, signal), ...cacheTier("realtime") });
}

export function useOverview(id: string) {
  return useQuery(overviewQueryOptions(id));
}
