import type { Locale } from "@commons/domain";
import Bookmark from "lucide-react/icons/bookmark";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import type { Seed } from "../api/like.ts";
import { type BookmarkStatus, useBookmarkStatus } from "../api/bookmark.ts";
import { sendToLogin } from "../hooks/sign-in-redirect.ts";
import { useBookmarkToggle } from "../hooks/use-bookmark-toggle.ts";
import { engagementButtonClass } from "./engagement-button-class.ts";

interface BookmarkButtonProps {
  eventId: string;
  locale: Locale;
  isSignedIn: boolean;
  seed?: Seed<BookmarkStatus>;
  className?: string;
}

export function BookmarkButton({ eventId, locale, isSignedIn, seed, className }: BookmarkButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const status = useBookmarkStatus(eventId, isSignedIn, seed);
  const toggle = useBookmarkToggle(eventId);
  const bookmarked = isSignedIn && status.data?.bookmarked === true;
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      disabled={toggle.isPending}
      onClick={() => (isSignedIn ? toggle.mutate(!bookmarked) : sendToLogin(locale))}
      aria-label={bookmarked ? t("engagement.unbookmark") : t("engagement.bookmark")}
      className={cn(engagementButtonClass("pill", bookmarked, "amber"), className)}
    >
      <Bookmark className={cn(bookmarked && "fill-current")} aria-hidden />
      {bookmarked ? t("engagement.bookmarked") : t("engagement.bookmark")}
    </button>
  );
}
