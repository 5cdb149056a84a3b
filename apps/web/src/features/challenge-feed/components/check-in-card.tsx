import { CHALLENGE_FEED_TAGS_SHOWN, type ChallengeCheckIn, type Locale } from "@commons/domain";
import BadgeCheck from "lucide-react/icons/badge-check";
import ExternalLink from "lucide-react/icons/external-link";
import Lock from "lucide-react/icons/lock";
import { useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatInstantInZone } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { CheckInActions } from "./check-in-actions.tsx";
import { CheckInComments } from "./check-in-comments.tsx";
import { CheckInImages } from "./check-in-images.tsx";
import "@/i18n/parts/challenge-feed.ts";

/** Content longer than this many characters starts folded, with 'read more' (the feed stays scannable). */
const FOLDED_CONTENT_CHARS = 220;

interface CheckInCardProps {
  checkIn: ChallengeCheckIn;
  locale: Locale;
  /** The event's IANA zone: the time reads as the challenge's day counts it (docs/product/challenges.md#days). */
  timeZone: string;
  /** Set when the feed shows everyone: the author's name then filters the feed to them. */
  onShowAuthor?: (userId: string) => void;
}

/** docs/product/challenges.md#feed: one check-in as the community feed shows it. */
export function CheckInCard({ checkIn, locale, timeZone, onShowAuthor }: CheckInCardProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const contentId = useId();
  const commentsId = useId();
  const long = Array.from(checkIn.content).length > FOLDED_CONTENT_CHARS;
  const tags = checkIn.project?.tags.slice(0, CHALLENGE_FEED_TAGS_SHOWN) ?? [];
  const titleId = `${contentId}-title`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="check-in-card">
      <header className="flex items-start gap-3">
        <Avatar name={checkIn.user.name} src={checkIn.user.image} size="md" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {onShowAuthor ? (
              <button
                type="button"
                onClick={() => onShowAuthor(checkIn.user.id)}
                className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                title={t("challengeFeed.card.showAuthor", { name: checkIn.user.name })}
              >
                {checkIn.user.name}
              </button>
            ) : (
              <span className="truncate font-semibold text-slate-900">{checkIn.user.name}</span>
            )}
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t("challengeFeed.card.day", { day: checkIn.day })}</span>
            {checkIn.registration.isCompleted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                <BadgeCheck className="size-3.5" aria-hidden />
                {t("challengeFeed.card.completed")}
              </span>
            ) : null}
            {!checkIn.isPublic || checkIn.registration.visibilityLevel === "PARTICIPANTS_ONLY" ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                <Lock className="size-3" aria-hidden />
                {t("challengeFeed.card.private")}
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            <time dateTime={checkIn.checkedInAt}>{formatInstantInZone(checkIn.checkedInAt, locale, timeZone)}</time>
            {checkIn.project ? <span> · {checkIn.project.title}</span> : null}
          </p>
        </div>
      </header>

      <div className="flex flex-col gap-2">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {checkIn.title}
        </h3>
        <p id={contentId} className={`text-sm leading-6 break-words whitespace-pre-line text-slate-700 ${long && !expanded ? "line-clamp-4" : ""}`}>
          {checkIn.content}
        </p>
        {long ? (
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={contentId}
            className="self-start text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {expanded ? t("challengeFeed.card.less") : t("challengeFeed.card.more")}
          </button>
        ) : null}
        {checkIn.nextPlan ? (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-900">
            <span className="font-semibold">{t("challengeFeed.card.nextPlan")}：</span>
            {checkIn.nextPlan}
          </p>
        ) : null}
      </div>

      <CheckInImages imageUrls={checkIn.imageUrls} authorName={checkIn.user.name} />

      {tags.length > 0 || checkIn.demoUrl ? (
        <div className="flex flex-wrap items-center gap-1.5">
          {tags.map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              #{tag}
            </span>
          ))}
          {checkIn.demoUrl ? (
            <a
              href={checkIn.demoUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {t("challengeFeed.card.demo")}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : null}
        </div>
      ) : null}

      <CheckInActions
        checkIn={checkIn}
        locale={locale}
        commentsOpen={commentsOpen}
        commentsId={commentsId}
        onToggleComments={() => setCommentsOpen((open) => !open)}
      />
      {commentsOpen ? <CheckInComments id={commentsId} eventId={checkIn.eventId} checkInId={checkIn.id} locale={locale} /> : null}
    </article>
  );
}
