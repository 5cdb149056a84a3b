import { checkInOpensAt, type Locale } from "@commons/domain";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { formatEventSchedule, formatInstantInZone } from "@/lib/format.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { useCheckInWindow } from "@/lib/use-check-in-window.ts";
import { useCheckIn } from "../api/check-in.ts";
import { useCheckIns } from "../api/get-check-ins.ts";
import { useValidateCheckIn } from "../api/validate-check-in.ts";
import type { CheckInInput } from "../api/check-in.ts";
import { CheckInOutcome, type Outcome } from "./check-in-outcome.tsx";
import { CheckedInList } from "./checked-in-list.tsx";
import { ManualCodeForm } from "./manual-code-form.tsx";
import { ScannerPanel } from "./scanner-panel.tsx";

/** A code held in front of the camera is read many times a second; the same one is sent once per pause. */
const SAME_CODE_PAUSE_MS = 4000;

/** What the door page needs of the event: its title, and its times and zone for the window and every time shown. */
export interface CheckInEventFacts {
  title: string;
  startTime: string;
  endTime: string;
  timezone: string;
}

interface CheckInPageViewProps {
  eventId: string;
  locale: Locale;
  /** The event, once the page has it. */
  event?: CheckInEventFacts;
  eventHref: string;
}

/**
 * Issue 4: the organiser's door: camera scanning, manual entry, the last answer, and who is in. Before the
 * window opens it says when, and a scan or a typed code is only validated (docs/product/organiser-console.md#check-in).
 */
export function CheckInPageView({ eventId, locale, event, eventHref }: CheckInPageViewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const list = useCheckIns(eventId);
  const checkIn = useCheckIn(eventId);
  const validate = useValidateCheckIn(eventId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const lastScan = useRef<{ text: string; at: number } | null>(null);
  const validating = useCheckInWindow(event) === "notOpen";
  const pending = checkIn.isPending || validate.isPending;
  // Until the event arrives its zone is unknown; the reader's own, named, is still a true statement.
  const timeZone = event?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const onError = (error: Error) => {
    if (isApiError(error) && error.type === "permission") setForbidden(true);
    else if (isApiError(error) && (error.type === "validation" || error.type === "notFound" || error.status === 409)) {
      setOutcome({ kind: "error", message: error.message });
    } else notifyError(error);
  };
  const send = (input: CheckInInput) =>
    validating
      ? validate.mutate(input, { onSuccess: (validation) => setOutcome({ kind: "validation", validation }), onError })
      : checkIn.mutate(input, { onSuccess: (result) => setOutcome({ kind: "result", result }), onError });

  const onScan = (text: string) => {
    const now = Date.now();
    if (pending) return;
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
  const schedule = event ? formatEventSchedule(event, locale) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
      <a href={eventHref} className="mb-5 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 no-underline hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("checkin.backToEvent")}
      </a>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("checkin.title")}</h1>
        {event ? <p className="mt-1 text-[15px] text-slate-600">{event.title}</p> : null}
        {schedule ? <p className="mt-0.5 text-sm text-slate-500">{`${schedule.date} · ${schedule.time}`}</p> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex flex-col gap-5">
          {validating && event ? (
            <section className="flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-900" data-testid="checkin-not-open">
              <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden />
              <div>
                <h2 className="font-semibold">{t("checkin.notOpen.opensAt", { time: formatInstantInZone(checkInOpensAt(event), locale, timeZone) })}</h2>
                <p className="mt-0.5 text-sm">{t("checkin.notOpen.hint")}</p>
              </div>
            </section>
          ) : null}
          <div aria-live="polite">{outcome ? <CheckInOutcome outcome={outcome} locale={locale} timeZone={timeZone} /> : null}</div>
          <Card className="flex flex-col gap-5 p-4 sm:p-5">
            <ScannerPanel onCode={onScan} intro={t(validating ? "checkin.camera.introValidate" : "checkin.camera.intro")} />
            <div className="flex items-center gap-3 text-xs text-slate-500">
              <span className="h-px flex-1 bg-slate-200" />
              {t("checkin.or")}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <ManualCodeForm pending={pending} onSubmit={(code) => send({ code })} submitLabel={t(validating ? "checkin.manual.validate" : "checkin.manual.submit")} />
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
            <CheckedInList entries={entries} locale={locale} timeZone={timeZone} />
          )}
        </Card>
      </div>
    </div>
  );
}
