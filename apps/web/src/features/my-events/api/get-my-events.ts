import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyEvent } from "@commons/domain";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/user/events`: an event card plus my role and its registration numbers (contract-5). */
export type { MyEvent };

export const myEventsQueryKey = ["my-events"] as const;

export async function getMyEvents(signal?: AbortSignal): Promise<MyEvent[]> {
  const { events } = await request<{ events: MyEvent[] }>("/api/user/events", { signal });
  return events;
}

export const myEventsQueryOptions = queryOptions({
  queryKey: myEventsQueryKey,
  queryFn: ({ signal }) => getMyEvents(signal),
  ...cacheTier("realtime"),
});

export function useMyEvents() {
  return useQuery(myEventsQueryOptions);
}
