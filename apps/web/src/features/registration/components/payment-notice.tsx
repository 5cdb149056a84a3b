import type { Locale } from "@commons/domain";
import Wallet from "lucide-react/icons/wallet";
import { useId } from "react";
import { formatPrice } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import type { TicketPayment } from "../hooks/ticket-payment.ts";

/**
 * docs/product/registration.md#payment: the price, that payment happens outside Commons, and the organiser's
 * payment note as they typed it (plain text). Shown on the registration card and in the result dialog.
 */
export function PaymentNotice({ payment, locale }: { payment: TicketPayment; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  // The card and the result dialog may both show one at once.
  const titleId = useId();
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-left" aria-labelledby={titleId} data-testid="payment-notice">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <Wallet className="size-4 shrink-0" aria-hidden />
        {t("reg.payment.title")}
      </h3>
      <p className="mt-1.5 text-[13px] leading-5 text-amber-900">{t("reg.payment.outside", { price: formatPrice(payment.priceCents, locale) })}</p>
      {payment.note ? (
        <div className="mt-3 border-t border-amber-200 pt-3">
          <p className="text-xs font-medium text-amber-800">{t("reg.payment.noteLabel")}</p>
          <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-900" data-testid="payment-note-text">
            {payment.note}
          </p>
        </div>
      ) : (
        <p className="mt-1.5 text-[13px] leading-5 text-amber-900">{t("reg.payment.noNote")}</p>
      )}
    </section>
  );
}
