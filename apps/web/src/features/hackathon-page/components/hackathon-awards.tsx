import type { Award } from "@commons/domain";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { Badge } from "@/components/ui/badge.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { DetailHeading } from "./detail-heading.tsx";
import "@/i18n/parts/hackathon-page.ts";

/** The awards on offer: name, who decides (judges or the public), how many win, and what it is for. */
export function HackathonAwards({ awards }: { awards: Award[] }) {
  const { t } = useTranslation();
  if (awards.length === 0) {
    return <EmptyState icon={<Trophy />} title={t("hackathonPage.awards.empty.title")} description={t("hackathonPage.awards.empty.description")} />;
  }
  return (
    <section className="flex flex-col gap-3" data-testid="hackathon-awards">
      <DetailHeading icon={<Trophy />}>{t("hackathonPage.awards.title")}</DetailHeading>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {awards.map((award) => (
          <li key={award.id} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600 ring-1 ring-amber-200">
                <Trophy className="size-5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{award.name}</h3>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <Badge tone={award.awardType === "JUDGE" ? "violet" : "sky"}>{t(`hackathonPage.awards.type.${award.awardType}`)}</Badge>
                  <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                    <Users className="size-3.5" aria-hidden />
                    {t("hackathonPage.awards.winners", { count: award.maxWinners })}
                  </span>
                </div>
              </div>
            </div>
            {award.description ? <p className="text-sm leading-6 text-slate-600 [overflow-wrap:anywhere]">{award.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
