import type { BuildingConfigInput, BuildingConfigView } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// The challenge's configuration as the event editor reads and saves it (docs/product/challenges.md#configuration).

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/building-config`;
const buildingConfigQueryKey = (eventId: string) => ["events", "building-config", eventId] as const;

function buildingConfigQueryOptions(eventId: string) {
  return queryOptions({ queryKey: buildingConfigQueryKey(eventId), queryFn: ({ signal }) => request<BuildingConfigView>(path(eventId), { signal }) });
}

export function useBuildingConfig(eventId: string) {
  return useQuery(buildingConfigQueryOptions(eventId));
}

export function useSaveBuildingConfig(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole document replaces the stored one: repeating it changes nothing more.
    mutationFn: (body: BuildingConfigInput) => request<BuildingConfigView>(path(eventId), { method: "PUT", body, idempotent: true }),
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(buildingConfigQueryKey(eventId), data);
      // The event page shows the configuration (length, required check-ins, setup open).
      void queryClient.invalidateQueries({ queryKey: ["events", "detail", eventId] });
    },
  });
}
