import type { InterestToggleResult, ParticipantInterests } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage, isApiError } from "@/lib/api-error.ts";
import { tShared } from "@/lib/i18n.ts";
import { request } from "@/lib/request.ts";
import { toast } from "@/lib/toast.tsx";
import { participantInterestsQueryKey } from "./get-participant-interests.ts";

/** `POST /api/events/{id}/participant-interests`: toggles my mark on one participant. Sent once (not idempotent). */
export function toggleParticipantInterest(eventId: string, targetUserId: string): Promise<InterestToggleResult> {
  return request<InterestToggleResult>(`/api/events/${encodeURIComponent(eventId)}/participant-interests`, { method: "POST", body: { targetUserId } });
}

export interface InterestTarget {
  id: string;
  name: string;
  username: string | null;
  image: string | null;
  userRoleString: string | null;
}

/** My marks with one person's flipped, as the page shows it before the server answers. */
function flipped(data: ParticipantInterests, target: InterestTarget): ParticipantInterests {
  const marked = data.interestedIn.some((entry) => entry.user.id === target.id);
  if (marked) {
    return {
      interestedIn: data.interestedIn.filter((entry) => entry.user.id !== target.id),
      interestedBy: data.interestedBy.filter((entry) => entry.user.id !== target.id),
    };
  }
  return { ...data, interestedIn: [{ user: target, createdAt: new Date().toISOString(), mutual: false }, ...data.interestedIn] };
}

/**
 * The heart: flips at once, rolls back on failure, then reloads the marks (a new mutual brings the other
 * person's contact methods). A 403 is ignored silently like the list's (spec §6).
 */
export function useToggleParticipantInterest(eventId: string) {
  const queryClient = useQueryClient();
  const key = participantInterestsQueryKey(eventId);
  return useMutation({
    mutationFn: (target: InterestTarget) => toggleParticipantInterest(eventId, target.id),
    meta: { silent: true },
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ParticipantInterests>(key);
      if (previous) queryClient.setQueryData<ParticipantInterests>(key, flipped(previous, target));
      return { previous };
    },
    onSuccess: (result, target) => {
      queryClient.setQueryData<ParticipantInterests>(key, (data) =>
        data
          ? { ...data, interestedIn: data.interestedIn.map((entry) => (entry.user.id === target.id ? { ...entry, mutual: result.mutual } : entry)) }
          : data,
      );
      if (result.mutual) toast.success(tShared("participants.interest.mutual"));
    },
    onError: (error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (isApiError(error) && error.status === 403) return;
      toast.error(errorMessage(error, tShared("errorPanel.generic")));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
