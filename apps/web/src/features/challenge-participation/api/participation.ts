import type {
  ChallengeCheckIn,
  ChallengeCheckInInput,
  ChallengeCheckInResult,
  ChallengeParticipation,
  ChallengeSetupInput,
} from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectSummary } from "@/lib/projects-api.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

// The caller's place in a challenge (docs/product/challenges.md#setup, #check-ins): their participation,
// their own check-ins, and the writes that change them. After each write the participation and the
// community feed refetch (spec: "the registration data refreshes and the community feed reloads"); the
// feed's queries all sit under ["challenge-feed", eventId] (the dashboard's key prefix).

const event = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/building-public`;
const checkInPath = (checkInId: string) => `/api/building-public/check-ins/${encodeURIComponent(checkInId)}`;

const participationKeys = {
  participation: (eventId: string) => ["challenge-participation", eventId] as const,
  myCheckIns: (eventId: string) => ["challenge-participation", eventId, "my-check-ins"] as const,
  feed: (eventId: string) => ["challenge-feed", eventId] as const,
};

function participationQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: participationKeys.participation(eventId),
    queryFn: ({ signal }) => request<ChallengeParticipation | null>(`${event(eventId)}/registration`, { signal }),
  });
}

/** The caller's participation (null: no registration). Signed out there is none to ask for (the call answers 401). */
export function useParticipation(eventId: string, signedIn: boolean) {
  return useQuery({ ...participationQueryOptions(eventId), enabled: signedIn });
}

export function useMyCheckIns(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: participationKeys.myCheckIns(eventId),
    queryFn: ({ signal }) => request<ChallengeCheckIn[]>(`${event(eventId)}/my-check-ins`, { signal }),
    enabled,
  });
}

/** GET /api/projects: the caller's own projects, for the setup form's picker (under the shared "projects" prefix). */
export function useMyProjectsForChallenge(enabled: boolean) {
  return useQuery({
    queryKey: ["projects", "mine", "challenge"] as const,
    queryFn: async ({ signal }) => (await request<{ projects: ProjectSummary[] }>("/api/projects", { signal })).projects,
    ...cacheTier("stable"),
    meta: { silent: true },
    enabled,
  });
}

function useRefreshAfterWrite(eventId: string) {
  const queryClient = useQueryClient();
  return (participation?: ChallengeParticipation) => {
    if (participation) queryClient.setQueryData(participationKeys.participation(eventId), participation);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: participationKeys.participation(eventId) }),
      queryClient.invalidateQueries({ queryKey: participationKeys.feed(eventId) }),
    ]);
  };
}

export function useSaveSetup(eventId: string) {
  const refresh = useRefreshAfterWrite(eventId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengeSetupInput) => request<ChallengeParticipation>(`${event(eventId)}/register`, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: async (participation) => {
      // A project made on the spot joins the caller's lists.
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
      await refresh(participation);
    },
  });
}

export function useCheckIn(eventId: string) {
  const refresh = useRefreshAfterWrite(eventId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengeCheckInInput) => request<ChallengeCheckInResult>(`${event(eventId)}/check-in`, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: async (result) => {
      void queryClient.invalidateQueries({ queryKey: participationKeys.myCheckIns(eventId) });
      await refresh(result.participation);
    },
  });
}

export function useUpdateCheckIn(eventId: string) {
  const refresh = useRefreshAfterWrite(eventId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChallengeCheckInInput }) =>
      request<ChallengeCheckInResult>(checkInPath(id), { method: "PUT", body, idempotent: true }),
    meta: { silent: true },
    onSuccess: async (result) => {
      void queryClient.invalidateQueries({ queryKey: participationKeys.myCheckIns(eventId) });
      await refresh(result.participation);
    },
  });
}

export function useDeleteCheckIn(eventId: string) {
  const refresh = useRefreshAfterWrite(eventId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<unknown>(checkInPath(id), { method: "DELETE" }),
    meta: { silent: true },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: participationKeys.myCheckIns(eventId) });
      await refresh();
    },
  });
}
