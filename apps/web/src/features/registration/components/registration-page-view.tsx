import type { Locale, RegisterResult } from "@commons/domain";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Card } from "@/components/ui/card.tsx";
import { formatEventSchedule } from "@/lib/format.ts";
import { useSession } from "@/lib/session.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";
import { registrationState } from "../hooks/registration-state.ts";
import { ticketPayment } from "../hooks/ticket-payment.ts";
import { RegistrationCard } from "./registration-card.tsx";
import { LazyRegistrationForm } from "./lazy-registration-form.tsx";
import { RegistrationResultDialog } from "./registration-result-dialog.tsx";
import { TicketQrDialog } from "./ticket-qr-dialog.tsx";

interface RegistrationPageViewProps {
  event: RegistrationEvent;
  locale: Locale;
  /** Where "back" and closing the result go: the event page. */
  onDone: () => void;
  eventHref: string;
}

/**
 * `/events/{id}/register` (docs/product/event-page.md#main-action): the registration form as a page, for shared links
 * and for coming back from creating a project. When registering is not (or no longer) possible it shows the card.
 */
export function RegistrationPageView({ event, locale, onDone, eventHref }: RegistrationPageViewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const { isSignedIn } = useSession();
  const state = registrationState(event, isSignedIn);
  const [result, setResult] = useState<RegisterResult | null>(null);
  const [ticketOpen, setTicketOpen] = useState(false);
  const schedule = formatEventSchedule(event, locale);
  const canSubmit = (state.action === "register" || state.action === "waitlist") && !result;

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <a href={eventHref} className="mb-5 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 no-underline hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("reg.page.back")}
      </a>
      <header className="mb-6 flex items-center gap-4">
        {event.coverImage ? <img src={event.coverImage} alt="" className="hidden size-16 shrink-0 rounded-xl object-cover sm:block" /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-brand-600">{t(state.action === "waitlist" ? "reg.dialog.waitlistTitle" : "reg.dialog.title")}</p>
          <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-balance text-slate-900">{event.title}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            {schedule.date} · {schedule.time}
          </p>
        </div>
      </header>
      {canSubmit ? (
        <Card className="p-5 sm:p-7">
          <LazyRegistrationForm event={event} locale={locale} waitlist={state.action === "waitlist"} onRegistered={setResult} layout="page" />
        </Card>
      ) : (
        <RegistrationCard event={event} />
      )}
      <RegistrationResultDialog
        result={result}
        payment={ticketPayment(event, result?.registration.ticketTypeId)}
        locale={locale}
        onOpenChange={(open) => {
          if (open) return;
          setResult(null);
          onDone();
        }}
        onShowTicket={() => {
          setResult(null);
          setTicketOpen(true);
        }}
      />
      <TicketQrDialog eventId={event.id} open={ticketOpen} onOpenChange={setTicketOpen} locale={locale} />
    </div>
  );
}
