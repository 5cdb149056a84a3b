import { CHALLENGE_FEED_SORTS, type ChallengeFeedSort, type Locale } from "@commons/domain";
import MessagesSquare from "lucide-react/icons/messages-square";
import RotateCw from "lucide-react/icons/rotate-cw";
import X from "lucide-react/icons/x";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { useFeed } from "../api/get-feed.ts";
import { useLoadMoreTrigger } from "../hooks/use-load-more-trigger.ts";
import { CheckInCard } from "./check-in-card.tsx";
import "@/i18n/parts/challenge-feed.ts";

interface ChallengeFeedProps {
  eventId: string;
  locale: Locale;
  timeZone: string;
  userFilter: string | null;
  /** The filtered person's name when the page knows it (the participants list), for the chip. */
  userFilterName: string | null;
  onUserFilterChange: (userId: string | null) => void;
}

/**
 * docs/product/challenges.md#feed: the community updates, latest or popular, everyone or one person (the chip
 * says whose and clears it). More pages load 300 px before the end; 'load more' does the same by hand.
 */
export function ChallengeFeed({ eventId, locale, timeZone, userFilter, userFilterName, onUserFilterChange }: ChallengeFeedProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<ChallengeFeedSort>("latest");
  const headingId = useId();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useFeed(eventId, sort, userFilter);
  const checkIns = data?.pages.flatMap((page) => page.checkIns) ?? [];
  const loadMore = () => void fetchNextPage();
  const sentinel = useLoadMoreTrigger(hasNextPage && !isFetchingNextPage && !isFetchNextPageError, data?.pages.length ?? 0, loadMore);
  const name = userFilterName ?? checkIns.find((item) => item.user.id === userFilter)?.user.name ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="challenge-feed">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t("challengeFeed.title")}
        </h2>
        <div role="group" aria-label={t("challengeFeed.sort")} className="inline-flex rounded-xl bg-slate-100 p-1">
          {CHALLENGE_FEED_SORTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={sort === option}
              onClick={() => setSort(option)}
              className={cn(
                "rounded-lg px-3.5 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500",
                sort === option && "bg-white text-slate-900 shadow-sm",
              )}
            >
              {t(`challengeFeed.sort.${option}`)}
            </button>
          ))}
        </div>
      </div>

      {userFilter ? (
        <p className="inline-flex items-center gap-1 self-start rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800" data-testid="feed-user-filter">
          {name ? t("challengeFeed.filter.showing", { name }) : t("challengeFeed.filter.someone")}
          <button
            type="button"
            onClick={() => onUserFilterChange(null)}
            aria-label={t("challengeFeed.filter.clear")}
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-4" aria-hidden />
          </button>
        </p>
      ) : null}

      {isPending ? (
        <div aria-busy aria-label={t("challengeFeed.loading")} className="flex flex-col gap-4" data-testid="feed-skeleton">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-2xl" />
          ))}
        </div>
      ) : isError && !data ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          {t("challengeFeed.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            <RotateCw aria-hidden />
            {t("challengeFeed.retry")}
          </Button>
        </div>
      ) : checkIns.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare />}
          title={t("challengeFeed.empty.title")}
          description={userFilter ? t("challengeFeed.empty.filtered") : t("challengeFeed.empty.description")}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {checkIns.map((checkIn) => (
              <li key={checkIn.id}>
                <CheckInCard checkIn={checkIn} locale={locale} timeZone={timeZone} onShowAuthor={userFilter ? undefined : (id) => onUserFilterChange(id)} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden className="h-px" />
          {hasNextPage ? (
            <Button variant="outline" className="self-center" loading={isFetchingNextPage} onClick={loadMore}>
              {t("challengeFeed.loadMore")}
            </Button>
          ) : (
            <p className="text-center text-sm text-slate-500">{t("challengeFeed.end")}</p>
          )}
          {isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-red-700">
              {t("challengeFeed.loadFailed")}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
