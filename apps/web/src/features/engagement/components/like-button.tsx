import type { Locale } from "@commons/domain";
import Heart from "lucide-react/icons/heart";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { type Seed, type LikeCount, type LikeStatus, useLikeCount, useLikeStatus } from "../api/like.ts";
import { sendToLogin } from "../hooks/sign-in-redirect.ts";
import { useLikeToggle } from "../hooks/use-like-toggle.ts";
import { engagementButtonClass } from "./engagement-button-class.ts";

interface LikeButtonProps {
  eventId: string;
  locale: Locale;
  isSignedIn: boolean;
  statusSeed?: Seed<LikeStatus>;
  countSeed?: Seed<LikeCount>;
  /** "bar": the compact icon-over-count look of the mobile action bar. */
  look?: "pill" | "bar";
  className?: string;
}

/** docs/product/engagement.md#likes: toggles optimistically; a visitor is sent to sign in and comes back here. */
export function LikeButton({ eventId, locale, isSignedIn, statusSeed, countSeed, look = "pill", className }: LikeButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const status = useLikeStatus(eventId, isSignedIn, statusSeed);
  const count = useLikeCount(eventId, countSeed);
  const toggle = useLikeToggle(eventId);
  const liked = isSignedIn && status.data?.liked === true;
  const likeCount = count.data?.likeCount ?? 0;

  const onClick = () => {
    if (!isSignedIn) return sendToLogin(locale);
    toggle.mutate(!liked);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={liked}
      title={t("engagement.likeCount", { count: likeCount })}
      className={cn(engagementButtonClass(look, liked, "rose"), className)}
    >
      <Heart className={cn("transition-transform", liked && "scale-110 fill-current")} aria-hidden />
      {/* The name is what it says and what it shows ("点赞 1"): a name that hides the count fails WCAG 2.5.3. */}
      <span className="sr-only">{liked ? t("engagement.unlike") : t("engagement.like")}</span>{" "}
      <span className="tabular-nums" data-testid="like-count">
        {likeCount}
      </span>
    </button>
  );
}
