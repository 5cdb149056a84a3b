import type { Locale, RegisterResult } from "@commons/domain";
import ExternalLink from "lucide-react/icons/external-link";
import LogIn from "lucide-react/icons/log-in";
import QrCode from "lucide-react/icons/qr-code";
import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button, type ButtonSize } from "@/components/ui/button.tsx";
import { loginHref } from "@/lib/locale-path.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";
import type { RegistrationState } from "../hooks/registration-state.ts";
import { ticketPayment } from "../hooks/ticket-payment.ts";
import { preloadRegistrationForm } from "./lazy-registration-form.tsx";
import { RegistrationDialog } from "./registration-dialog.tsx";
import { RegistrationResultDialog } from "./registration-result-dialog.tsx";
import { TicketQrDialog } from "./ticket-qr-dialog.tsx";

interface RegistrationPrimaryActionProps {
  event: RegistrationEvent;
  state: RegistrationState;
  locale: Locale;
  size?: ButtonSize;
  className?: string;
}

/**
 * The one main button (docs/product/event-page.md#main-action) and the dialogs it opens: the form, the result, the QR.
 * The card and the mobile bar each render one; their dialogs never open at the same time.
 */
export function RegistrationPrimaryAction({ event, state, locale, size = "lg", className }: RegistrationPrimaryActionProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [formOpen, setFormOpen] = useState(false);
  const [result, setResult] = useState<RegisterResult | null>(null);
  const [ticketOpen, setTicketOpen] = useState(false);
  const classes = `w-full ${className ?? ""}`;
  const label = t(`shared:${state.statusKey}`);
  // After registering, the result dialog closes onto the main action, whatever it has become ("签到二维码").
  const actionRef = useRef<HTMLDivElement>(null);
  const focusAction = (event: Event) => {
    const target = actionRef.current?.querySelector<HTMLElement>("a[href], button:not(:disabled)");
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  let button;
  switch (state.action) {
    case "login":
      button = (
        <Button asChild size={size} className={classes}>
          <a href={loginHref(locale, backFromLogin(typeof window === "undefined" ? `/${locale}/events/${event.id}` : window.location.pathname + window.location.search))}>
            <LogIn aria-hidden />
            {label}
          </a>
        </Button>
      );
      break;
    case "external":
      button = event.externalUrl ? (
        <Button asChild size={size} className={classes}>
          <a href={event.externalUrl} target="_blank" rel="noopener noreferrer">
            {label}
            <ExternalLink aria-hidden />
          </a>
        </Button>
      ) : (
        <Button size={size} className={classes} disabled>
          {label}
        </Button>
      );
      break;
    case "ticket":
      button = (
        <Button size={size} className={classes} onClick={() => setTicketOpen(true)}>
          <QrCode aria-hidden />
          {label}
        </Button>
      );
      break;
    case "register":
    case "waitlist":
      button = (
        <Button size={size} className={classes} onPointerEnter={preloadRegistrationForm} onFocus={preloadRegistrationForm} onClick={() => setFormOpen(true)}>
          {state.action === "waitlist" ? t("reg.joinWaitlist") : label}
        </Button>
      );
      break;
    default:
      button = (
        <Button size={size} variant="outline" className={`${classes} disabled:opacity-100 disabled:text-slate-500`} disabled>
          {label}
        </Button>
      );
  }

  return (
    <>
      <div ref={actionRef} className="contents">
        {button}
      </div>
      {state.action === "register" || state.action === "waitlist" ? (
        <RegistrationDialog
          event={event}
          locale={locale}
          waitlist={state.action === "waitlist"}
          open={formOpen}
          onOpenChange={setFormOpen}
          onRegistered={(registered) => {
            setFormOpen(false);
            setResult(registered);
          }}
        />
      ) : null}
      <RegistrationResultDialog
        result={result}
        payment={ticketPayment(event, result?.registration.ticketTypeId)}
        locale={locale}
        onOpenChange={(open) => !open && setResult(null)}
        onCloseAutoFocus={focusAction}
        onShowTicket={() => {
          setResult(null);
          setTicketOpen(true);
        }}
      />
      <TicketQrDialog eventId={event.id} open={ticketOpen} onOpenChange={setTicketOpen} locale={locale} checkedInAt={state.checkedInAt} />
    </>
  );
}

/**
 * The way back from the login page carries `from_login=true`, as the like and subscribe redirects do, so the page
 * reloads the session and the event (docs/product/event-page.md#from_login).
 */
function backFromLogin(path: string): string {
  const url = new URL(path, "http://local");
  url.searchParams.set("from_login", "true");
  return url.pathname + url.search;
}
