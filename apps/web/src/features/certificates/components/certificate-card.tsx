import { type Certificate, formatCertificateScore, type Locale } from "@commons/domain";
import Calendar from "lucide-react/icons/calendar";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { formatCertificateDate } from "../lib/certificate-dates.ts";
import { LEVEL_STYLES } from "./level-style.ts";
import "@/i18n/parts/certificates.ts";

/**
 * One certificate in the grid (spec's list card): level icon and label, award name, project title and description,
 * category and event badges, score in points, award date and the view button. A revoked one is greyed and labelled.
 */
export function CertificateCard({ certificate: c, locale, onView }: { certificate: Certificate; locale: Locale; onView: () => void }) {
  const { t } = useTranslation("ui");
  const style = LEVEL_STYLES[c.awardLevel];
  const Icon = style.icon;
  const score = formatCertificateScore(c.score);
  const revoked = c.status === "REVOKED";
  const titleId = `certificate-card-${c.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="certificate-card"
      data-status={c.status}
      className={cn("relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-md", revoked && "bg-slate-50")}
    >
      <div aria-hidden className={cn("h-1 bg-gradient-to-r", revoked ? "from-slate-200 to-slate-300" : style.accent)} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <span className={cn("inline-flex items-center gap-2 text-sm font-semibold", revoked ? "text-slate-600" : style.text)}>
            <span className={cn("flex size-9 items-center justify-center rounded-full ring-1 [&_svg]:size-[18px]", revoked ? "bg-slate-100 text-slate-500 ring-slate-200" : style.chip)}>
              <Icon aria-hidden />
            </span>
            {tShared(`hackathons.awardLevel.${c.awardLevel}`)}
          </span>
          {revoked ? (
            <Badge tone="rose" data-testid="certificate-card-revoked">
              {t("certificates.revoked")}
            </Badge>
          ) : score ? (
            <span className="text-sm font-semibold text-slate-900 tabular-nums">{t("certificates.points", { score })}</span>
          ) : null}
        </div>
        <div className="min-w-0">
          <h2 id={titleId} className={cn("text-base leading-snug font-semibold [overflow-wrap:anywhere]", revoked ? "text-slate-600 line-through decoration-slate-400" : "text-slate-900")}>
            {c.awardName}
          </h2>
          {c.projectTitle ? <p className="mt-1 text-sm font-medium text-slate-800 [overflow-wrap:anywhere]">{c.projectTitle}</p> : null}
          {c.projectDescription ? <p className="mt-0.5 line-clamp-2 text-sm leading-6 text-slate-600 [overflow-wrap:anywhere]">{c.projectDescription}</p> : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="violet">{tShared(`hackathons.awardCategory.${c.awardCategory}`)}</Badge>
          <Badge tone="neutral" className="max-w-full">
            <span className="truncate">{c.eventTitle}</span>
          </Badge>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
            <Calendar className="size-3.5" aria-hidden />
            {t("certificates.awardedOn", { date: formatCertificateDate(c.issuedDate, locale) })}
          </span>
          <Button size="sm" variant="outline" onClick={onView} aria-label={t("certificates.viewNamed", { name: c.awardName })}>
            {t("certificates.view")}
          </Button>
        </div>
      </div>
    </li>
  );
}
