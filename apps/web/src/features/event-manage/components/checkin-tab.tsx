import { checkInOpensAt, type Locale, type EventOverview as Overview } from "@commons/domain";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CheckCheck from "lucide-react/icons/check-check";
import ScanLine from "lucide-react/icons/scan-line";
import Undo2 from "lucide-react/icons/undo-2";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button, buttonClass } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { CHECK_IN_POLL_MS, useCheckIns, useUndoCheckIn } from "../api/check-ins.ts";
import { formatInstantInZone } from "@/lib/format.ts";
import { useCheckInWindow } from "@/lib/use-check-in-window.ts";
import "@/i18n/parts/console.ts";

interface CheckInTabProps {
  eventId: string;
  locale: Locale;
  /** The event's times and zone: when check-in opens, and every time shown, on the venue's clock. */
  event: { startTime: string; endTime: string; timezone: string };
  scannerHref: string;
  approved: Overview["counts"]["APPROVED"] | undefined;
}

/**
 * Live count (refreshed every 10 s), who is in, undo for mistakes, and the way to the scanner; before the
 * window opens, when it opens (docs/product/organiser-console.md#check-in).
 */
export function CheckInTab({ eventId, locale, event, scannerHref, approved }: CheckInTabProps) {
  const { t } = useTranslation("ui");
  const { data, error, isPending, refetch } = useCheckIns(eventId);
  const undo = useUndoCheckIn(eventId);
  const notOpen = useCheckInWindow(event) === "notOpen";
  const timeZone = event.timezone;

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex items-center gap-4">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <CheckCheck className="size-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-sm font-normal text-slate-500">{t("console.manage.checkedIn")}</h2>
            <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums" aria-live="polite" data-testid="checkin-count">
              {data?.length ?? "—"}
              {approved !== undefined ? <span className="ml-1 text-lg font-normal text-slate-500">/ {approved}</span> : null}
            </p>
            <p className="text-xs text-slate-500">{t("console.checkin.live", { seconds: CHECK_IN_POLL_MS / 1000 })}</p>
          </div>
        </div>
        <a href={scannerHref} className={buttonClass("primary", "md", "sm:ml-auto")}>
          <ScanLine aria-hidden />
          {t("console.checkin.openScanner")}
        </a>
      </Card>
      {notOpen ? (
        <p className="flex items-start gap-2.5 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900" data-testid="checkin-not-open">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("console.checkin.opensAt", { time: formatInstantInZone(checkInOpensAt(event), locale, timeZone) })}
        </p>
      ) : null}
      {isPending ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={<CheckCheck />} title={t("console.checkin.empty")} description={t("console.checkin.emptyHint")} />
      ) : (
        <Card className="divide-y divide-slate-100">
          {data.map((entry) => (
            <div key={entry.registrationId} className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="checkin-row">
              <Avatar name={entry.user.name} src={entry.user.image} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{entry.user.name}</p>
                <p className="text-xs text-slate-500 tabular-nums">{formatInstantInZone(entry.checkedInAt, locale, timeZone)}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={undo.isPending}
                onClick={() =>
                  void undo.mutateAsync(entry.registrationId).then(
                    () => toast.success(t("console.checkin.undone", { name: entry.user.name })),
                    () => undefined,
                  )
                }
              >
                <Undo2 aria-hidden />
                {t("console.checkin.undo")}
              </Button>
            </div>
          ))}
        </Card>
      )}
    </div>
  );
}
