import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserLevels, LevelGrantInputParsed } from "@commons/domain";
import { request } from "@/lib/request.ts";
import { levelKeys } from "./keys.ts";

/** `POST /api/admin/users/{userId}/levels`: grants or removes one track's level, with a reason. */
export function useGrantLevel(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LevelGrantInputParsed) => request<AdminUserLevels>(`/api/admin/users/${encodeURIComponent(userId)}/levels`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(levelKeys.admin(userId), data);
      // The person's public page shows the new badge on the next visit.
      return queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
}
