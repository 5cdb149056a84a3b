import { audienceScore, type MyVotes, type SubmissionsPage, type VoteResult } from "@commons/domain";
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { notifyLoginRequired } from "@/lib/notify-error.tsx";
import { toast } from "@/lib/toast.tsx";
import { submissionsQueryKey } from "../api/get-submissions.ts";
import { castVote, myVotesQueryKey, withdrawVote } from "../api/vote.ts";
import "@/i18n/parts/hackathon-page.ts";

type Gallery = InfiniteData<SubmissionsPage, number>;
interface Snapshot {
  galleries: [QueryKey, Gallery | undefined][];
  mine: MyVotes | undefined;
}
export interface VoteVariables {
  submissionId: string;
  vote: boolean;
}

/** The card's count and score in every cached sort of the gallery, moved by `change`. */
function patchCards(
  data: Gallery | undefined,
  submissionId: string,
  change: (count: number) => { voteCount: number; audienceScore: number },
): Gallery | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      submissions: page.submissions.map((card) => (card.id === submissionId ? { ...card, ...change(card.voteCount) } : card)),
    })),
  };
}

function patchMine(mine: MyVotes | undefined, submissionId: string, vote: boolean, votesLeft?: number | null): MyVotes | undefined {
  if (!mine) return mine;
  const others = mine.submissionIds.filter((id) => id !== submissionId);
  const had = others.length !== mine.submissionIds.length;
  const left = votesLeft !== undefined ? votesLeft : mine.votesLeft === null || had === vote ? mine.votesLeft : Math.max(0, mine.votesLeft + (vote ? -1 : 1));
  return {
    ...mine,
    submissionIds: vote ? [...others, submissionId] : others,
    votesLeft: left,
  };
}

/**
 * docs/product/hackathons.md#voting: the vote shows at once (count +1, audience score +0.1) and is rolled back,
 * with the server's reason, when refused; a signed-out reader gets the login toast that brings them back here.
 */
export function useVoteToggle(eventId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const galleryKey = submissionsQueryKey(eventId);
  const mineKey = myVotesQueryKey(eventId);
  return useMutation<VoteResult, unknown, VoteVariables, Snapshot>({
    mutationFn: ({ submissionId, vote }) => (vote ? castVote(eventId, submissionId) : withdrawVote(eventId, submissionId)),
    onMutate: async ({ submissionId, vote }) => {
      await queryClient.cancelQueries({ queryKey: galleryKey });
      await queryClient.cancelQueries({ queryKey: mineKey });
      const snapshot: Snapshot = {
        galleries: queryClient.getQueriesData<Gallery>({
          queryKey: galleryKey,
        }),
        mine: queryClient.getQueryData<MyVotes>(mineKey),
      };
      const already = snapshot.mine?.submissionIds.includes(submissionId) ?? false;
      if (already !== vote) {
        const delta = vote ? 1 : -1;
        queryClient.setQueriesData<Gallery>({ queryKey: galleryKey }, (data) =>
          patchCards(data, submissionId, (count) => ({
            voteCount: Math.max(0, count + delta),
            audienceScore: audienceScore(count + delta),
          })),
        );
      }
      queryClient.setQueryData<MyVotes>(mineKey, patchMine(snapshot.mine, submissionId, vote));
      return snapshot;
    },
    onSuccess: (result, { submissionId }) => {
      queryClient.setQueriesData<Gallery>({ queryKey: galleryKey }, (data) =>
        patchCards(data, submissionId, () => ({
          voteCount: result.voteCount,
          audienceScore: result.audienceScore,
        })),
      );
      queryClient.setQueryData<MyVotes>(mineKey, (mine) => patchMine(mine, submissionId, result.voted, result.votesLeft));
    },
    onError: (error, _variables, snapshot) => {
      for (const [key, data] of snapshot?.galleries ?? []) queryClient.setQueryData(key, data);
      queryClient.setQueryData(mineKey, snapshot?.mine);
      if (isApiError(error) && error.status === 401) {
        notifyLoginRequired(window.location.pathname + window.location.search);
        return;
      }
      toast.error(isApiError(error) && error.code && error.message ? error.message : t("hackathonPage.vote.failed"));
    },
  });
}
