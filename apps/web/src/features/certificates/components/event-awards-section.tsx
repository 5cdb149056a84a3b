import { AWARD_LEVELS, type Locale, type PublicCertificate } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ChevronRight from "lucide-react/icons/chevron-right";
import Trophy from "lucide-react/icons/trophy";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useEventAwards } from "../api/get-event-awards.ts";
import { CertificateView } from "./certificate-view.tsx";
import "@/i18n/parts/certificates.ts";

/** Ours: how many certificates the section shows before "show all" (an event's attendance certificates can run long). */
const AWARDS_PREVIEW = 8;

interface EventAwardsSectionProps {
  eventId: string;
  locale: Locale;
  /**
   * A meetup's or a challenge's page shows the section only once the event has issued certificates; a hackathon's
   * awards tab says 'this event has issued no awards yet' instead.
   */
  hideWhenEmpty?: boolean;
}

const levelRank = (c: PublicCertificate) => AWARD_LEVELS.indexOf(c.awardLevel);

/**
 * An event's awards (docs/product/certificate-pages.md#event-awards): its valid certificates, highest level first, each
 * linking to its verification page. Public fields only: the server never sends an id, a reason or an account here.
 */
export function EventAwardsSection({ eventId, locale, hideWhenEmpty = false }: EventAwardsSectionProps) {
  const { t } = useTranslation("ui");
  const { data, isPending } = useEventAwards(eventId);
  const [all, setAll] = useState(false);
  // Stable: the server's order (issue order) breaks ties between equal levels.
  const sorted = useMemo(() => (data ? [...data].sort((a, b) => levelRank(a) - levelRank(b)) : []), [data]);
  if (isPending) return hideWhenEmpty ? null : <Skeleton className="h-40 rounded-2xl" />;
  if (sorted.length === 0) {
    return hideWhenEmpty ? null : <EmptyState icon={<Trophy />} title={t("certificates.awards.empty")} description={t("certificates.awards.emptyDescription")} />;
  }
  const shown = all ? sorted : sorted.slice(0, AWARDS_PREVIEW);
  return (
    <section aria-labelledby={`event-awards-${eventId}`} className="flex flex-col gap-4" data-testid="event-awards">
      <h2 id={`event-awards-${eventId}`} className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
        <Trophy className="size-5 text-amber-600" aria-hidden />
        {t("certificates.awards.title")}
        <span className="text-base font-medium text-slate-600 tabular-nums">{sorted.length}</span>
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {shown.map((certificate) => (
          <li key={certificate.number}>
            <CertificateView
              certificate={certificate}
              locale={locale}
              variant="compact"
              className="h-full"
              action={
                <Link
                  to="/$locale/certificates/$number"
                  params={{ locale, number: certificate.number }}
                  aria-label={t("certificates.awards.verify", { name: certificate.recipientName })}
                  className="flex size-8 shrink-0 items-center justify-center self-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <ChevronRight className="size-4" aria-hidden />
                </Link>
              }
            />
          </li>
        ))}
      </ul>
      {sorted.length > AWARDS_PREVIEW ? (
        <Button variant="ghost" className="self-center" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t("certificates.awards.showFewer") : t("certificates.awards.showAll", { count: sorted.length })}
        </Button>
      ) : null}
    </section>
  );
}
