import type { SubmissionCard } from "@commons/domain";
import Check from "lucide-react/icons/check";
import Heart from "lucide-react/icons/heart";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/hackathon-page.ts";

export interface VoteState {
  /** The reader's vote is on this card. */
  voted: boolean;
  /** The reader is on this card's team: the button is disabled and says why. */
  ownProject: boolean;
  /** The quota is used and this card has no vote of theirs. */
  quotaUsed: boolean;
}

interface VoteButtonProps {
  submission: Pick<SubmissionCard, "id" | "title" | "voteCount" | "audienceScore">;
  state: VoteState;
  busy: boolean;
  onVote: (vote: boolean) => void;
}

/**
 * docs/product/hackathons.md#voting: the card's vote control during VOTING, with its count and audience score.
 * Voted shows "已投票" and withdraws on a second press; an own project is disabled with the reason beside it.
 */
export function VoteButton({ submission, state, busy, onVote }: VoteButtonProps) {
  const { t } = useTranslation();
  const reasonId = `vote-reason-${submission.id}`;
  const reason = state.ownProject ? t("hackathonPage.vote.ownProject") : state.quotaUsed && !state.voted ? t("hackathonPage.vote.quotaUsed") : null;
  const disabled = state.ownProject || (state.quotaUsed && !state.voted);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3" data-testid="vote-bar">
      <span className="text-xs text-slate-600 tabular-nums">
        <span data-testid="vote-count">{t("hackathonPage.gallery.votes", { count: submission.voteCount })}</span>
        <span aria-hidden> · </span>
        <span data-testid="audience-score">
          {t("hackathonPage.vote.audienceScore", {
            score: (submission.audienceScore ?? 0).toFixed(1),
          })}
        </span>
      </span>
      <div className="flex items-center gap-2">
        {reason ? (
          <span id={reasonId} className="text-xs text-slate-600">
            {reason}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => onVote(!state.voted)}
          disabled={disabled}
          aria-pressed={state.voted}
          aria-describedby={reason ? reasonId : undefined}
          aria-label={
            state.voted
              ? t("hackathonPage.vote.withdrawLabel", {
                  title: submission.title,
                })
              : t("hackathonPage.vote.voteLabel", { title: submission.title })
          }
          aria-busy={busy || undefined}
          className={cn(
            "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
            state.voted ? "bg-rose-50 text-rose-700 ring-1 ring-rose-200 hover:bg-rose-100" : "bg-brand-600 text-white hover:bg-brand-700",
            disabled && "cursor-not-allowed bg-slate-100 text-slate-600 ring-0 hover:bg-slate-100",
          )}
        >
          {state.voted ? <Check className="size-4" aria-hidden /> : <Heart className="size-4" aria-hidden />}
          {state.voted ? t("hackathonPage.vote.voted") : t("hackathonPage.vote.vote")}
        </button>
      </div>
    </div>
  );
}
