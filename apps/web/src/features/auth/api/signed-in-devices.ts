import type { SignedInDevice } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

// Under "profile": one person's data, dropped from the cache on sign-out with the rest of it.
const devicesKey = ["profile", "sessions"] as const;

export const signedInDevicesQueryOptions = queryOptions({
  queryKey: devicesKey,
  queryFn: async ({ signal }) => (await request<{ sessions: SignedInDevice[] }>("/api/user/sessions", { signal })).sessions,
  ...cacheTier("realtime"),
});

export function useSignedInDevices() {
  return useQuery(signedInDevicesQueryOptions);
}

/** Signs out one device (an id), or every other device (null). */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      request<unknown>(id ? `/api/user/sessions/${encodeURIComponent(id)}` : "/api/user/sessions", { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
