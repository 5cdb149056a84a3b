import type { ChallengeCheckIn, Locale } from "@commons/domain";
import Heart from "lucide-react/icons/heart";
import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { copyWithToast } from "@/lib/clipboard.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { notifyLoginRequired } from "@/lib/notify-error.tsx";
import { useSession } from "@/lib/session.ts";
import { cn } from "@/lib/utils.ts";
import { useCheckInLike } from "../hooks/use-check-in-like.ts";
import { checkInShareText } from "../lib/share-text.ts";
import "@/i18n/parts/challenge-feed.ts";

interface CheckInActionsProps {
  checkIn: ChallengeCheckIn;
  locale: Locale;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
}

const ACTION =
  "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * docs/product/challenges.md#likes-and-comments and #sharing: like (a signed-out reader is asked to sign in
 * first, and comes back here), the comment count that opens the comments, and share (copies the share text).
 * Each name says what the button shows: "点赞，3" for a heart and a 3.
 */
export function CheckInActions({ checkIn, locale, commentsOpen, commentsId, onToggleComments }: CheckInActionsProps) {
  const { t } = useTranslation();
  const { isSignedIn, isPending: sessionPending } = useSession();
  const like = useCheckInLike(checkIn.eventId);
  const busy = like.isPending && like.variables?.checkInId === checkIn.id;

  const onLike = () => {
    // Known to be signed out: no call. While the session is still loading the server decides (401 → the same toast).
    if (!isSignedIn && !sessionPending) {
      notifyLoginRequired(window.location.pathname + window.location.search);
      return;
    }
    if (!busy) like.mutate({ checkInId: checkIn.id, liked: checkIn.isLiked });
  };

  const onShare = () =>
    void copyWithToast(checkInShareText(t, checkIn, locale), { copied: t("challengeFeed.share.copied"), failed: t("challengeFeed.share.failed") });

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2" data-testid="check-in-actions">
      <button
        type="button"
        onClick={onLike}
        aria-pressed={checkIn.isLiked}
        aria-label={t("challengeFeed.like.label", { count: checkIn.likeCount })}
        aria-busy={busy || undefined}
        className={cn(ACTION, checkIn.isLiked && "text-rose-600 hover:text-rose-700")}
      >
        <Heart className={cn("size-4", checkIn.isLiked && "fill-current")} aria-hidden />
        <span>{t("challengeFeed.like")}</span>
        <span className="tabular-nums" data-testid="like-count">
          {checkIn.likeCount}
        </span>
      </button>
      <button
        type="button"
        onClick={onToggleComments}
        aria-expanded={commentsOpen}
        aria-controls={commentsOpen ? commentsId : undefined}
        aria-label={t("challengeFeed.comments.label", { count: checkIn.commentCount })}
        className={cn(ACTION, commentsOpen && "bg-slate-100 text-slate-900")}
      >
        <MessageCircle className="size-4" aria-hidden />
        <span>{t("challengeFeed.comments.title")}</span>
        <span className="tabular-nums" data-testid="comment-count">
          {checkIn.commentCount}
        </span>
      </button>
      <button type="button" onClick={onShare} className={cn(ACTION, "ml-auto")}>
        <Share2 className="size-4" aria-hidden />
        {t("challengeFeed.share")}
      </button>
    </div>
  );
}
