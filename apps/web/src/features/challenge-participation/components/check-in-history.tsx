import type { ChallengeCheckIn, Locale } from "@commons/domain";
import Lock from "lucide-react/icons/lock";
import { useRef } from "react";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatRelativeTime } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { useMyCheckIns } from "../api/participation.ts";
import type { RenderImages } from "./check-in-form.tsx";
import { DeleteCheckInButton, EditCheckInButton } from "./check-in-history-actions.tsx";
import "@/i18n/parts/challenge-page.ts";

/** My check-ins, newest day first, each with edit and delete (docs/product/challenges.md#check-ins: authors only). */
export function CheckInHistory({ eventId, locale, renderImages }: { eventId: string; locale: Locale; renderImages: RenderImages }) {
  const { t } = useTranslation("ui");
  const history = useMyCheckIns(eventId, true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="challenge-history" role="region" aria-labelledby="challenge-history-title">
      <h2 id="challenge-history-title" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {t("challengeHistory.title")}
      </h2>
      {history.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : history.isError ? (
        <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t("challengeHistory.empty")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {history.data.map((checkIn) => (
            <HistoryItem key={checkIn.id} checkIn={checkIn} eventId={eventId} locale={locale} renderImages={renderImages} afterDelete={() => headingRef.current?.focus()} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function HistoryItem({ checkIn, eventId, locale, renderImages, afterDelete }: { checkIn: ChallengeCheckIn; eventId: string; locale: Locale; renderImages: RenderImages; afterDelete: () => void }) {
  const { t } = useTranslation("ui");
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0" data-testid="history-item">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">{t("challengeHistory.day", { day: checkIn.day })}</span>
        {checkIn.title ? <span className="min-w-0 font-medium break-words text-slate-900">{checkIn.title}</span> : null}
        {!checkIn.isPublic ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <Lock className="size-3" aria-hidden />
            {t("challengeHistory.private")}
          </span>
        ) : null}
        <time dateTime={checkIn.checkedInAt} className="ml-auto text-xs text-slate-500">
          {formatRelativeTime(checkIn.checkedInAt, locale)}
        </time>
      </div>
      <p className="line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-slate-700">{checkIn.content}</p>
      {checkIn.imageUrls.length > 0 ? (
        <div className="flex gap-2">
          {checkIn.imageUrls.slice(0, 4).map((url) => (
            <img key={url} src={url} alt="" loading="lazy" className="size-14 rounded-lg object-cover ring-1 ring-slate-200" />
          ))}
        </div>
      ) : null}
      <div className="flex gap-1">
        <EditCheckInButton checkIn={checkIn} eventId={eventId} renderImages={renderImages} />
        <DeleteCheckInButton checkIn={checkIn} eventId={eventId} afterDelete={afterDelete} />
      </div>
    </li>
  );
}
