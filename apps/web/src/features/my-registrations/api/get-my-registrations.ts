import type { UserRegistrations } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** One row of `GET /api/user/registrations` (contract: MyRegistration plus its event card). */
export type MyRegistrationRow = UserRegistrations["registrations"][number];

// Under ["registrations"], which registering and cancelling invalidate wherever they happen.
export const myRegistrationsQueryKey = ["registrations", "mine", "list"] as const;

export async function getMyRegistrations(signal?: AbortSignal): Promise<MyRegistrationRow[]> {
  const { registrations } = await request<{ registrations: MyRegistrationRow[] }>("/api/user/registrations", { signal });
  return registrations;
}

export const myRegistrationsQueryOptions = queryOptions({
  queryKey: myRegistrationsQueryKey,
  queryFn: ({ signal }) => getMyRegistrations(signal),
  ...cacheTier("realtime"),
});

export function useMyRegistrations() {
  return useQuery(myRegistrationsQueryOptions);
}
