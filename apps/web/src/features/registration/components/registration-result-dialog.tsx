import CircleCheckBig from "lucide-react/icons/circle-check-big";
import Hourglass from "lucide-react/icons/hourglass";
import ListOrdered from "lucide-react/icons/list-ordered";
import QrCode from "lucide-react/icons/qr-code";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { cn } from "@/lib/utils.ts";
import type { Locale, RegisterResult } from "@commons/domain";
import type { TicketPayment } from "../hooks/ticket-payment.ts";
import { PaymentNotice } from "./payment-notice.tsx";

interface RegistrationResultDialogProps {
  result: RegisterResult | null;
  /** How to pay for the ticket just taken, when it has a price (docs/product/registration.md#payment). */
  payment: TicketPayment | null;
  locale: Locale;
  onOpenChange: (open: boolean) => void;
  onShowTicket: () => void;
  /** Where the focus goes on close: the button that opened the form has become another by then. */
  onCloseAutoFocus?: (event: Event) => void;
}

const LOOK = {
  APPROVED: { icon: CircleCheckBig, tone: "bg-emerald-50 text-emerald-600", title: "reg.result.approvedTitle", body: "reg.result.approvedBody" },
  PENDING: { icon: Hourglass, tone: "bg-amber-50 text-amber-600", title: "reg.result.pendingTitle", body: "reg.result.pendingBody" },
  WAITLISTED: { icon: ListOrdered, tone: "bg-sky-50 text-sky-600", title: "reg.result.waitlistedTitle", body: "reg.result.waitlistedBody" },
} as const;

/**
 * docs/product/registration.md#result-information: after registering, the organiser's success information
 * and image (approved), their pending information and image (awaiting review), or how the waitlist works.
 */
export function RegistrationResultDialog({ result, payment, locale, onOpenChange, onShowTicket, onCloseAutoFocus }: RegistrationResultDialogProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const status = result?.registration.status;
  const look = status === "APPROVED" || status === "PENDING" || status === "WAITLISTED" ? LOOK[status] : LOOK.APPROVED;
  const extra = status === "APPROVED" ? result?.successInfo : status === "PENDING" ? result?.pendingInfo : null;
  const Icon = look.icon;

  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title={
          <span className="flex flex-col items-center gap-3 pt-2 text-center sm:pt-0">
            <span className={cn("flex size-14 items-center justify-center rounded-full", look.tone)}>
              <Icon className="size-7" aria-hidden />
            </span>
            {t(look.title)}
          </span>
        }
        description={<span className="block text-center">{t(look.body)}</span>}
        closeLabel={t("common.close")}
        className="sm:max-w-md [&>div:first-child]:pr-0"
      >
        {extra?.info || extra?.image ? (
          <div className="mb-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <p className="mb-2 text-xs font-medium text-slate-500">{t("reg.result.fromOrganizer")}</p>
            {extra.info ? <p className="text-sm leading-6 whitespace-pre-line text-slate-800">{extra.info}</p> : null}
            {extra.image ? (
              <img src={extra.image} alt={t("reg.result.imageAlt")} className="mx-auto mt-3 max-h-64 rounded-lg object-contain" />
            ) : null}
          </div>
        ) : null}
        {payment ? (
          <div className="mb-5">
            <PaymentNotice payment={payment} locale={locale} />
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          {status === "APPROVED" ? (
            <Button size="lg" className="w-full" onClick={onShowTicket}>
              <QrCode aria-hidden />
              {t("reg.result.showTicket")}
            </Button>
          ) : null}
          <Button variant={status === "APPROVED" ? "ghost" : "outline"} size="lg" className="w-full" onClick={() => onOpenChange(false)}>
            {t("reg.result.done")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
