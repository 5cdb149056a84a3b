import type { ProfileUpdate, RegistrationProfileField } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { sessionQueryKey } from "@/lib/session.ts";
import { registrationKeys } from "./keys.ts";

/** The part of `GET /api/profile` the registration form checks (docs/product/registration.md#profile-requirements). */
export type RegistrationProfile = Record<RegistrationProfileField, string | null> & { id: string };

export async function getRegistrationProfile(signal?: AbortSignal): Promise<RegistrationProfile> {
  const { user } = await request<{ user: RegistrationProfile }>("/api/profile", { signal });
  return user;
}

// Same key as the settings page, so both read one cached profile and a save here shows there.
export const registrationProfileQueryOptions = queryOptions({
  queryKey: registrationKeys.profile,
  queryFn: ({ signal }) => getRegistrationProfile(signal),
  ...cacheTier("moderate"),
  meta: { silent: true },
});

export function useRegistrationProfile(enabled = true) {
  return useQuery({ ...registrationProfileQueryOptions, enabled });
}

/** `POST /api/profile/update` with only the fields the form asked for. */
export async function saveRegistrationProfile(changes: ProfileUpdate): Promise<RegistrationProfile> {
  const { user } = await request<{ user: RegistrationProfile }>("/api/profile/update", { method: "POST", body: changes });
  return user;
}

export function useSaveRegistrationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegistrationProfile,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.profile });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
