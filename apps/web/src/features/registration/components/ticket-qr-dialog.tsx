import type { Locale } from "@commons/domain";
import CalendarDays from "lucide-react/icons/calendar-days";
import CircleCheck from "lucide-react/icons/circle-check";
import { useTranslation } from "@/lib/i18n.ts";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatEventSchedule, formatInstantInZone } from "@/lib/format.ts";
import { useTicket } from "../api/get-ticket.ts";
import { useQrDataUrl } from "@/lib/use-qr-data-url.ts";

interface TicketQrDialogProps {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  checkedInAt?: string | null;
}

/**
 * The check-in QR (docs/product/registration.md#check-in-ticket): the signed ticket token as a QR for
 * the organiser's camera, and the short manual code in large type for when a camera is not at hand.
 */
export function TicketQrDialog({ eventId, open, onOpenChange, locale, checkedInAt }: TicketQrDialogProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const ticket = useTicket(eventId, open);
  const qr = useQrDataUrl(ticket.data?.token);
  const schedule = ticket.data ? formatEventSchedule(ticket.data.event, locale) : null;
  const checkedAt = checkedInAt ?? ticket.data?.checkedInAt ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("shared:registration.status.approved")} description={t("reg.ticket.dialogHint")} closeLabel={t("common.close")} className="sm:max-w-sm">
        {ticket.isPending ? (
          <div className="flex flex-col items-center gap-4">
            <Skeleton className="size-60 rounded-2xl" />
            <Skeleton className="h-8 w-40" />
          </div>
        ) : !ticket.data ? (
          <ErrorPanel error={ticket.error} onRetry={() => void ticket.refetch()} className="py-8" />
        ) : (
          <div className="flex flex-col items-center text-center">
            <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-card">
              {qr.dataUrl ? (
                <img src={qr.dataUrl} alt={t("reg.ticket.qrAlt")} className="size-60" data-testid="ticket-qr" />
              ) : qr.failed ? (
                <div className="flex size-60 items-center justify-center text-sm text-slate-500">{t("reg.ticket.qrFailed")}</div>
              ) : (
                <Skeleton className="size-60" />
              )}
            </div>
            <p className="mt-5 text-xs font-medium tracking-wide text-slate-500 uppercase">{t("reg.ticket.manualCode")}</p>
            <p className="mt-1 font-mono text-3xl font-bold tracking-[0.2em] text-slate-900 tabular-nums" data-testid="ticket-manual-code">
              {ticket.data.manualCode}
            </p>
            {checkedAt ? (
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-700">
                <CircleCheck className="size-4" aria-hidden />
                {t("reg.ticket.checkedIn", { time: formatInstantInZone(checkedAt, locale, ticket.data.event.timezone) })}
              </p>
            ) : null}
            <div className="mt-5 w-full rounded-xl bg-slate-50 px-4 py-3 text-left">
              <p className="line-clamp-2 text-sm font-semibold text-slate-900">{ticket.data.event.title}</p>
              {schedule ? (
                <p className="mt-1 flex items-start gap-1.5 text-[13px] text-slate-500">
                  <CalendarDays className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                  <span>
                    {schedule.date} · {schedule.time}
                  </span>
                </p>
              ) : null}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
