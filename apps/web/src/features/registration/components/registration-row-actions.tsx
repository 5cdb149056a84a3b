import { canCancelRegistration, hasCheckInTicket, type Locale, type RegistrationStatus } from "@commons/domain";
import QrCode from "lucide-react/icons/qr-code";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { CancelRegistrationButton } from "./cancel-registration-button.tsx";
import { TicketQrDialog } from "./ticket-qr-dialog.tsx";

interface RegistrationRowActionsProps {
  eventId: string;
  status: RegistrationStatus;
  checkedInAt: string | null;
  eventEnded: boolean;
  locale: Locale;
}

/** The QR ticket and cancel buttons for one registration in a list ("my registrations"). */
export function RegistrationRowActions({ eventId, status, checkedInAt, eventEnded, locale }: RegistrationRowActionsProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [ticketOpen, setTicketOpen] = useState(false);
  const showTicket = hasCheckInTicket(status) && !eventEnded;
  const showCancel = canCancelRegistration(status) && !eventEnded;
  if (!showTicket && !showCancel) return null;
  return (
    <>
      {showTicket ? (
        <Button size="sm" onClick={() => setTicketOpen(true)}>
          <QrCode aria-hidden />
          {t("shared:registration.status.approved")}
        </Button>
      ) : null}
      {showCancel ? <CancelRegistrationButton eventId={eventId} status={status} variant="outline" size="sm" /> : null}
      {showTicket ? <TicketQrDialog eventId={eventId} open={ticketOpen} onOpenChange={setTicketOpen} locale={locale} checkedInAt={checkedInAt} /> : null}
    </>
  );
}
