import type { ProfileUpdate, Profile } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { sessionQueryKey } from "@/lib/session.ts";
import { profileQueryKey } from "./get-profile.ts";

export async function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  const { user } = await request<{ user: Profile }>("/api/profile/update", { method: "POST", body: changes });
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form reports failures itself, mapping field errors onto the fields.
    meta: { silent: true },
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey, user);
      // Name and avatar also show in the header (session) and on the public profile.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
}
