import type { FeedbackEntry, FeedbackSummary, Locale } from "@commons/domain";
import Download from "lucide-react/icons/download";
import MessageSquareText from "lucide-react/icons/message-square-text";
import RotateCw from "lucide-react/icons/rotate-cw";
import Star from "lucide-react/icons/star";
import { Button, buttonClass } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatRelativeTime } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { feedbackExportHref, useFeedbackSummary } from "../api/get-feedback-summary.ts";

/** The organiser console's feedback tab (docs/product/people.md#feedback): numbers, every feedback, the CSV. */
export function FeedbackSummaryPanel({ eventId, locale }: { eventId: string; locale: Locale }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFeedbackSummary(eventId);
  if (isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (isError || !data) {
    return (
      <Card role="alert" className="flex items-center justify-between gap-3 p-4 text-sm text-slate-600">
        {t("feedback.summary.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          <RotateCw aria-hidden />
          {t("feedback.summary.retry")}
        </Button>
      </Card>
    );
  }
  if (data.count === 0) {
    return <EmptyState icon={<MessageSquareText aria-hidden />} title={t("feedback.summary.empty.title")} description={t("feedback.summary.empty.hint")} />;
  }
  return (
    <div className="flex flex-col gap-5" data-testid="feedback-summary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">
          {t("feedback.summary.title")} <span className="ml-1 text-sm font-normal text-slate-500">{t("feedback.summary.count", { count: data.count })}</span>
        </h2>
        <a href={feedbackExportHref(eventId)} download className={buttonClass("outline", "sm")}>
          <Download aria-hidden />
          {t("feedback.summary.download")}
        </a>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card className="flex flex-col gap-1 p-5">
          <span className="text-sm text-slate-500">{t("feedback.summary.average")}</span>
          <span className="flex items-center gap-1.5 text-3xl font-semibold text-slate-900 tabular-nums">
            {data.averageRating?.toFixed(1)}
            <Star aria-hidden className="size-6 fill-amber-400 text-amber-500" />
          </span>
        </Card>
        <Distribution summary={data} />
        <Card className="flex flex-col gap-1 p-5">
          <span className="text-sm text-slate-500">{t("feedback.summary.recommend")}</span>
          <span className="text-3xl font-semibold text-slate-900 tabular-nums">
            {data.recommendShare === null ? "—" : t("feedback.summary.recommendShare", { percent: Math.round(data.recommendShare * 100) })}
          </span>
          <span className="text-xs text-slate-500">
            {data.recommendAnswered ? t("feedback.summary.recommendOf", { answered: data.recommendAnswered }) : t("feedback.summary.noAnswer")}
          </span>
        </Card>
      </div>
      <section className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-700">{t("feedback.summary.entries")}</h3>
        <ul className="flex flex-col gap-3">
          {data.entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} locale={locale} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Distribution({ summary }: { summary: FeedbackSummary }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <Card className="flex flex-col gap-1.5 p-5">
      <span className="text-sm text-slate-500">{t("feedback.summary.distribution")}</span>
      <ul className="flex flex-col gap-1">
        {[...summary.distribution].reverse().map((d) => (
          <li key={d.rating} className="flex items-center gap-2 text-xs text-slate-600" aria-label={t("feedback.summary.bar", { rating: d.rating, count: d.count })}>
            <span className="w-3 tabular-nums" aria-hidden>
              {d.rating}
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(d.count / most) * 100}%` }} />
            </span>
            <span className="w-5 text-right tabular-nums" aria-hidden>
              {d.count}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function EntryItem({ entry, locale }: { entry: FeedbackEntry; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-medium text-slate-900">
            {entry.author.name}
            {entry.author.username ? <span className="ml-1.5 font-normal text-slate-500">@{entry.author.username}</span> : null}
          </span>
          <span className="flex items-center gap-2 text-xs text-slate-500">
            <span className="flex" role="img" aria-label={t("feedback.rating.star", { count: entry.rating })}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} aria-hidden className={i < entry.rating ? "size-3.5 fill-amber-400 text-amber-500" : "size-3.5 text-slate-300"} />
              ))}
            </span>
            <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt, locale)}</time>
          </span>
        </div>
        {entry.comment ? <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{entry.comment}</p> : null}
        {entry.suggestions ? (
          <p className="text-sm leading-6 whitespace-pre-line text-slate-600">
            <span className="font-medium text-slate-700">{t("feedback.summary.suggestions")}</span>
            {entry.suggestions}
          </p>
        ) : null}
        {entry.wouldRecommend !== null ? (
          <span className="text-xs text-slate-500">{t(entry.wouldRecommend ? "feedback.summary.recommends" : "feedback.summary.notRecommends")}</span>
        ) : null}
      </Card>
    </li>
  );
}
