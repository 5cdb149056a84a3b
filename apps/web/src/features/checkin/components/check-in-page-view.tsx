import type { Locale } from "@commons/domain";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { useCheckIn } from "../api/check-in.ts";
import { useCheckIns } from "../api/get-check-ins.ts";
import type { CheckInInput } from "../api/check-in.ts";
import { CheckInOutcome, type Outcome } from "./check-in-outcome.tsx";
import { CheckedInList } from "./checked-in-list.tsx";
import { ManualCodeForm } from "./manual-code-form.tsx";
import { ScannerPanel } from "./scanner-panel.tsx";

/** A code held in front of the camera is read many times a second; the same one is sent once per pause. */
const SAME_CODE_PAUSE_MS = 4000;

interface CheckInPageViewProps {
  eventId: string;
  locale: Locale;
  /** The event's title and time, when the page has them. */
  eventTitle?: string;
  eventWhen?: string;
  eventHref: string;
}

/** Issue 4: the organiser's door: camera scanning, manual entry, the last answer, and who is in. */
export function CheckInPageView({ eventId, locale, eventTitle, eventWhen, eventHref }: CheckInPageViewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const list = useCheckIns(eventId);
  const checkIn = useCheckIn(eventId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const lastScan = useRef<{ text: string; at: number } | null>(null);

  const send = (input: CheckInInput) =>
    checkIn.mutate(input, {
      onSuccess: (result) => setOutcome({ kind: "result", result }),
      onError: (error) => {
        if (isApiError(error) && error.type === "permission") setForbidden(true);
        else if (isApiError(error) && (error.type === "validation" || error.type === "notFound" || error.status === 409)) {
          setOutcome({ kind: "error", message: error.message });
        } else notifyError(error);
      },
    });

  const onScan = (text: string) => {
    const now = Date.now();
    if (checkIn.isPending) return;
    if (lastScan.current && lastScan.current.text === text && now - lastScan.current.at < SAME_CODE_PAUSE_MS) return;
    lastScan.current = { text, at: now };
    send({ token: text });
  };

  const denied = forbidden || (isApiError(list.error) && list.error.type === "permission");
  if (denied) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel variant="permission" error={list.error ?? undefined} />
        <p className="text-center text-sm text-slate-500">{t("checkin.forbidden")}</p>
      </div>
    );
  }

  const entries = list.data ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
      <a href={eventHref} className="mb-5 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 no-underline hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("checkin.backToEvent")}
      </a>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("checkin.title")}</h1>
        {eventTitle ? <p className="mt-1 text-[15px] text-slate-600">{eventTitle}</p> : null}
        {eventWhen ? <p className="mt-0.5 text-sm text-slate-500">{eventWhen}</p> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col gap-5">
          <div aria-live="polite">{outcome ? <CheckInOutcome outcome={outcome} locale={locale} /> : null}</div>
          <Card className="flex flex-col gap-5 p-4 sm:p-5">
            <ScannerPanel onCode={onScan} />
            <div className="flex items-center gap-3 text-xs text-slate-400">
              <span className="h-px flex-1 bg-slate-200" />
              {t("checkin.or")}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <ManualCodeForm pending={checkIn.isPending} onSubmit={(code) => send({ code })} />
          </Card>
        </div>
        <Card className="self-start p-4 sm:p-5">
          <div className="mb-2 flex items-baseline justify-between">
            <h2 className="text-base font-semibold text-slate-900">{t("checkin.list.title")}</h2>
            <span className="text-sm text-slate-500" data-testid="checked-in-count">
              {t("checkin.list.count", { count: entries.length })}
            </span>
          </div>
          {list.isPending ? (
            <div className="flex flex-col gap-3 py-2">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-10 w-full" />
              ))}
            </div>
          ) : list.error && !list.data ? (
            <ErrorPanel error={list.error} onRetry={() => void list.refetch()} className="py-8" />
          ) : (
            <CheckedInList entries={entries} locale={locale} />
          )}
        </Card>
      </div>
    </div>
  );
}
