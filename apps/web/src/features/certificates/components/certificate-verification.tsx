import type { Locale, PublicCertificate } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import SearchX from "lucide-react/icons/search-x";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldX from "lucide-react/icons/shield-x";
import { Button } from "@/components/ui/button.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { useCertificateByNumber } from "../api/get-certificate-by-number.ts";
import { formatCertificateDate } from "../lib/certificate-dates.ts";
import { CertificateActions } from "./certificate-actions.tsx";
import { CertificateView } from "./certificate-view.tsx";
import "@/i18n/parts/certificates.ts";

/**
 * The public verification page (docs/product/certificate-pages.md#verification): valid or revoked (with the date), who
 * issued it (the organisation, and the event with a link to it), the certificate, and share and copy. Only the public
 * fields exist here: no id, no reason for a revocation, nothing about the holder's account.
 */
export function CertificateVerification({ number, locale }: { number: string; locale: Locale }) {
  const { t } = useTranslation("ui");
  const { data, error, isPending, refetch } = useCertificateByNumber(number);
  if (isPending) {
    return (
      <div className="flex flex-col gap-5" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-[520px] rounded-2xl" />
      </div>
    );
  }
  if (!data) {
    if (isApiError(error) && error.status === 404) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" data-testid="certificate-not-found">
          <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
            <SearchX className="size-8" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("certificates.verify.notFound.title")}</h1>
          <p className="mt-3 text-[15px] leading-7 text-slate-600">{t("certificates.verify.notFound.description", { number })}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/$locale/events" params={{ locale }}>
              {t("notFound.backToEvents")}
            </Link>
          </Button>
        </section>
      );
    }
    return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  }
  return <Verified certificate={data} locale={locale} />;
}

function Verified({ certificate: c, locale }: { certificate: PublicCertificate; locale: Locale }) {
  const { t } = useTranslation("ui");
  const valid = c.status === "VALID";
  const Icon = valid ? ShieldCheck : ShieldX;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("certificates.verify.title")}</h1>
        <p className="text-sm text-slate-600">
          {t("certificates.doc.number")} <span className="font-mono font-medium tracking-wider text-slate-900">{c.number}</span>
        </p>
      </header>
      <section
        role="status"
        data-testid="certificate-verdict"
        data-status={c.status}
        className={cn("flex items-start gap-4 rounded-2xl p-5 ring-1", valid ? "bg-emerald-50 ring-emerald-200" : "bg-red-50 ring-red-200")}
      >
        <span className={cn("flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-7", valid ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700")}>
          <Icon aria-hidden />
        </span>
        <div className="min-w-0">
          <p className={cn("text-lg font-bold", valid ? "text-emerald-900" : "text-red-900")}>{t(valid ? "certificates.verify.valid" : "certificates.verify.revoked")}</p>
          <p className={cn("mt-0.5 text-sm leading-6", valid ? "text-emerald-800" : "text-red-800")}>
            {valid
              ? t("certificates.verify.validDetail", { org: c.organizationName })
              : t("certificates.verify.revokedDetail", { date: c.revokedAt ? formatCertificateDate(c.revokedAt, locale) : "—" })}
          </p>
        </div>
      </section>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-600">{t("certificates.verify.issuer")}</dt>
          <dd className="mt-1 font-semibold text-slate-900 [overflow-wrap:anywhere]">{c.organizationName}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-600">{t("certificates.verify.event")}</dt>
          <dd className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{c.eventTitle}</span>
            <Link
              to="/$locale/events/$id"
              params={{ locale, id: c.eventId }}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              data-testid="certificate-event-link"
            >
              {t("certificates.verify.viewEvent")}
              <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          </dd>
        </div>
      </dl>

      <CertificateView certificate={c} locale={locale} variant="detailed" />
      <CertificateActions certificate={c} locale={locale} />
    </div>
  );
}
