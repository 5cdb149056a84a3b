import type { Locale } from "@commons/domain";
import Award from "lucide-react/icons/award";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { formatDateInZone } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/challenge-page.ts";

/**
 * The sidebar's "my certificates" once the reader completed the challenge: the completion, with its date in the
 * event's zone, and the page's way to the certificate it earned (`action`, from the certificates feature:
 * docs/product/certificate-pages.md#challenge-card).
 */
export function ChallengeCompletionCard({ completedAt, locale, timezone, action }: { completedAt: string | null; locale: Locale; timezone: string; action?: ReactNode }) {
  const { t } = useTranslation("ui");
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-labelledby="challenge-certificates-title" data-testid="challenge-certificates">
      <h2 id="challenge-certificates-title" className="text-base font-semibold text-slate-900">
        {t("challengePage.certificates")}
      </h2>
      <div className="flex items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3">
        <Award className="size-8 shrink-0 text-emerald-600" aria-hidden />
        <div>
          <p className="text-sm font-semibold text-emerald-900">{t("challengePage.completed")}</p>
          {completedAt ? <p className="text-[13px] text-emerald-800">{t("challengePage.completedOn", { date: formatDateInZone(completedAt, locale, timezone) })}</p> : null}
        </div>
      </div>
      {action}
    </Card>
  );
}
