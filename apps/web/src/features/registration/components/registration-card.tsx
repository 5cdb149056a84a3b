import { isActiveRegistration, type RegistrationStatus } from "@commons/domain";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Camera from "lucide-react/icons/camera";
import MessageSquareHeart from "lucide-react/icons/message-square-heart";
import ScanLine from "lucide-react/icons/scan-line";
import Users from "lucide-react/icons/users";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatEventStart } from "@/lib/format.ts";
import { currentLocale, useTranslation } from "@/lib/i18n.ts";
import { useSession } from "@/lib/session.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";
import { registrationState, type RegistrationState } from "../hooks/registration-state.ts";
import { ticketPayment } from "../hooks/ticket-payment.ts";
import { CancelRegistrationButton } from "./cancel-registration-button.tsx";
import { PaymentNotice } from "./payment-notice.tsx";
import { ProfileCompletionHint } from "./profile-completion-hint.tsx";
import { RegistrationPrimaryAction } from "./registration-primary-action.tsx";

const BADGE: Record<RegistrationStatus, { tone: BadgeTone; key: string }> = {
  APPROVED: { tone: "green", key: "reg.badge.APPROVED" },
  PENDING: { tone: "amber", key: "reg.badge.PENDING" },
  WAITLISTED: { tone: "sky", key: "reg.badge.WAITLISTED" },
  REJECTED: { tone: "rose", key: "reg.badge.REJECTED" },
  CANCELLED: { tone: "neutral", key: "reg.badge.CANCELLED" },
};

/**
 * The registration card (sidebar; docs/product/event-page.md#registration-card):
 * seats, deadline, the main action and, when allowed, cancel.
 */
export function RegistrationCard({ event }: { event: RegistrationEvent }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { isSignedIn, isPending } = useSession();
  const locale = currentLocale();
  // The signed-in reader's own view of an inlined (anonymous) event is fetched once by the page's useEvent, not
  // here: asking from here too cancelled that request and sent it again (issue 27 item 19).
  const state = registrationState(event, isSignedIn);
  const badge = state.myStatus ? BADGE[state.myStatus] : null;
  const hint = hintKey(state);
  // How to pay, while the reader's registration for a priced ticket is live (docs/product/registration.md#payment).
  const payment = isActiveRegistration(state.myStatus) && !state.ended ? ticketPayment(event, event.viewer?.registration?.ticketTypeId) : null;

  return (
    <Card className="overflow-hidden" data-testid="registration-card">
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">{t("reg.card.title")}</h2>
          {badge ? (
            <Badge tone={state.checkedInAt ? "green" : badge.tone} data-testid="registration-badge">
              {t((state.checkedInAt ? "reg.badge.checkedIn" : badge.key) as never)}
            </Badge>
          ) : null}
        </div>
        <SeatsLine state={state} />
        {event.registrationDeadline ? (
          <p className="flex items-center gap-2 text-[13px] text-slate-500">
            <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden />
            {t("reg.card.deadline", { time: formatEventStart({ ...event, startTime: event.registrationDeadline }, locale) })}
          </p>
        ) : null}
        <ProfileCompletionHint locale={locale} enabled={state.action === "register" || state.action === "waitlist"} />
        {hint ? <p className="rounded-lg bg-slate-50 px-3 py-2 text-[13px] leading-5 text-slate-600">{t(hint)}</p> : null}
        <div className="flex flex-col gap-2">
          {isPending ? <Skeleton className="h-12 w-full rounded-xl" /> : <RegistrationPrimaryAction event={event} state={state} locale={locale} />}
          {state.ended && state.myStatus === "APPROVED" ? <AfterEventLinks /> : null}
          {state.canCancel && state.myStatus ? (
            <CancelRegistrationButton eventId={event.id} status={state.myStatus} className="w-full text-slate-500" />
          ) : null}
          {event.isEventAdmin && !event.isExternalEvent ? (
            <a
              href={`/${locale}/app/events/${event.id}/checkin`}
              className="inline-flex items-center justify-center gap-1.5 rounded-lg py-1.5 text-sm font-medium text-brand-600 no-underline hover:bg-brand-50"
            >
              <ScanLine className="size-4" aria-hidden />
              {t("reg.card.openCheckIn")}
            </a>
          ) : null}
        </div>
        {/* Below the actions, so the main button keeps its place in the sticky sidebar. */}
        {payment ? <PaymentNotice payment={payment} locale={locale} /> : null}
      </div>
    </Card>
  );
}

/**
 * One head-count on the whole page (docs/product/event-page.md#registration-card): the approved, as the info card
 * says, then the pending ones that hold a seat, named as such; seats left count both. Once the event is over there
 * are no seats to offer, only who came.
 */
function SeatsLine({ state }: { state: RegistrationState }) {
  const { t } = useTranslation(["ui", "shared"]);
  const counted =
    state.capacity === null ? t("reg.card.unlimited", { count: state.approved }) : t("reg.card.taken", { count: state.approved, max: state.capacity });
  const headCount = (
    <span className="flex items-center gap-2 text-slate-600" data-testid="head-count">
      <Users className="size-4 shrink-0 text-slate-400" aria-hidden />
      {state.pending > 0 && !state.ended ? t("reg.card.withPending", { counted, pending: state.pending }) : counted}
    </span>
  );
  if (state.capacity === null || state.ended) return <p className="text-sm">{headCount}</p>;
  const ratio = state.capacity > 0 ? Math.min(1, state.seatsTaken / state.capacity) : 1;
  const full = state.seatsLeft === 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        {headCount}
        <span className={full ? "font-medium text-rose-600" : "font-medium text-slate-900"} data-testid="seats-left">
          {full ? t("shared:registration.status.full") : t("reg.card.left", { count: state.seatsLeft ?? 0 })}
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={state.capacity}
        aria-valuenow={state.seatsTaken}
        aria-label={t("reg.card.seatsHeld", { count: state.seatsTaken, max: state.capacity })}
      >
        <div className={full ? "h-full rounded-full bg-rose-500" : "h-full rounded-full bg-brand-500"} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}

const afterLinkClass =
  "inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-200 py-2 text-sm font-medium text-slate-700 no-underline hover:bg-slate-50";

/** After the event an attendee's ticket is no use; what fits is feedback and the photos (docs/product/event-page.md#ended-events). */
function AfterEventLinks() {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="after-event">
      {/* The page's own ?feedback=true opens the feedback dialog (docs/product/event-page.md#feedback). */}
      <a href="?feedback=true" className={afterLinkClass}>
        <MessageSquareHeart className="size-4" aria-hidden />
        {t("reg.card.afterFeedback")}
      </a>
      <a href="#photos" className={afterLinkClass}>
        <Camera className="size-4" aria-hidden />
        {t("reg.card.afterPhotos")}
      </a>
    </div>
  );
}

/** One sentence that says what happens next, for the states where the button alone does not. */
export function hintKey(state: RegistrationState) {
  if (state.myStatus === "APPROVED") return state.checkedInAt ? null : ("reg.hint.approved" as const);
  if (state.myStatus === "PENDING") return "reg.hint.pending" as const;
  if (state.myStatus === "WAITLISTED") return "reg.hint.waitlisted" as const;
  if (state.myStatus === "REJECTED") return "reg.hint.rejected" as const;
  if (state.action === "waitlist") return "reg.hint.full" as const;
  return null;
}
