import type { Locale } from "@commons/domain";
import ScrollText from "lucide-react/icons/scroll-text";
import SearchX from "lucide-react/icons/search-x";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useMyCertificates } from "../api/get-my-certificates.ts";
import { countTiles, filterCertificates, NO_FILTERS } from "../hooks/filter-certificates.ts";
import { CertificateCard } from "./certificate-card.tsx";
import { CertificateDialog } from "./certificate-dialog.tsx";
import { CertificatesToolbar, CertificateTiles } from "./certificates-toolbar.tsx";
import "@/i18n/parts/certificates.ts";

interface MyCertificatesProps {
  locale: Locale;
  /** The certificate open in the dialog, by number (the page keeps it in `?certificate=`, so a link can open one). */
  open: string | null;
  onOpenChange: (number: string | null) => void;
  /** Where to go from the empty state (the page's link to the events). */
  emptyAction?: ReactNode;
}

/**
 * My certificates (docs/product/certificate-pages.md#my-certificates): loading, empty, 'no matching certificates';
 * search and filters; four count tiles; the card grid; the detail dialog.
 */
export function MyCertificates({ locale, open, onOpenChange, emptyAction }: MyCertificatesProps) {
  const { t } = useTranslation("ui");
  const { data, error, isPending, isError, refetch } = useMyCertificates();
  const [filters, setFilters] = useState(NO_FILTERS);
  const shown = useMemo(() => filterCertificates(data ?? [], filters), [data, filters]);
  const counts = useMemo(() => countTiles(data ?? []), [data]);

  // The catalog's message for a failed load (docs/product/certificate-pages.md), once per failure.
  useEffect(() => {
    if (isError) toast.error(t("certificates.loadFailed"));
  }, [isError, t]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true" aria-label={t("common.loading")}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-[76px] rounded-2xl" />
          ))}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-60 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (!data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState icon={<ScrollText />} title={t("certificates.empty.title")} description={t("certificates.empty.description")} action={emptyAction} />;

  const selected = open ? (data.find((c) => c.number === open) ?? null) : null;
  return (
    <div className="flex flex-col gap-6">
      <CertificateTiles counts={counts} />
      <CertificatesToolbar filters={filters} onChange={setFilters} />
      <p className="text-sm text-slate-600" role="status">
        {t("certificates.count", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t("certificates.noMatch.title")}
          description={t("certificates.noMatch.description")}
          action={
            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              {t("certificates.clearFilters")}
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="certificate-grid">
          {shown.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} locale={locale} onView={() => onOpenChange(certificate.number)} />
          ))}
        </ul>
      )}
      <CertificateDialog certificate={selected} locale={locale} onOpenChange={(next) => !next && onOpenChange(null)} />
    </div>
  );
}
