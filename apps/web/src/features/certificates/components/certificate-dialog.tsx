import type { Certificate, Locale } from "@commons/domain";
import ExternalLink from "lucide-react/icons/external-link";
import { Link } from "@tanstack/react-router";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { formatCertificateDate } from "../lib/certificate-dates.ts";
import { CertificateActions } from "./certificate-actions.tsx";
import { CertificateView } from "./certificate-view.tsx";
import { NameCorrection } from "./name-correction.tsx";
import "@/i18n/parts/certificates.ts";

interface CertificateDialogProps {
  certificate: Certificate | null;
  locale: Locale;
  onOpenChange: (open: boolean) => void;
}

/**
 * The detailed certificate in a dialog (docs/product/certificate-pages.md#my-certificates): the document, its actions,
 * and the holder's one name correction. Radix traps the focus; our DialogContent gives it back to the card's button.
 */
export function CertificateDialog({ certificate, locale, onOpenChange }: CertificateDialogProps) {
  const { t } = useTranslation("ui");
  return (
    <Dialog open={certificate !== null} onOpenChange={onOpenChange}>
      {certificate ? (
        <DialogContent
          className="sm:max-w-3xl"
          title={t("certificates.dialog.title")}
          description={t("certificates.dialog.description", { award: tShared(`hackathons.awardLevel.${certificate.awardLevel}`), event: certificate.eventTitle })}
          closeLabel={t("common.close")}
        >
          <div className="flex flex-col gap-5">
            {certificate.status === "REVOKED" ? (
              <div role="status" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
                <p className="font-semibold">{certificate.revokedAt ? t("certificates.revokedOn", { date: formatCertificateDate(certificate.revokedAt, locale) }) : t("certificates.revoked")}</p>
                {certificate.revokeReason ? <p className="mt-0.5 [overflow-wrap:anywhere]">{t("certificates.revokedReason", { reason: certificate.revokeReason })}</p> : null}
              </div>
            ) : null}
            {/* The actions first: on a laptop's screen the certificate fills the dialog, and they must not hide below it. */}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CertificateActions certificate={certificate} locale={locale} />
              <Link
                to="/$locale/certificates/$number"
                params={{ locale, number: certificate.number }}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                {t("certificates.openVerify")}
                <ExternalLink className="size-3.5" aria-hidden />
              </Link>
            </div>
            <CertificateView certificate={certificate} locale={locale} variant="detailed" />
            {certificate.canCorrectName ? <NameCorrection key={certificate.recipientName} certificate={certificate} locale={locale} /> : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
