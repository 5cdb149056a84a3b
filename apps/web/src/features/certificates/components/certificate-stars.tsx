import { AWARD_STARS_MAX, type AwardLevel, awardStars } from "@commons/domain";
import Star from "lucide-react/icons/star";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/certificates.ts";

/** The level's stars (docs/product/certificates.md: first 5 … participation 2), always out of AWARD_STARS_MAX, read out as one phrase. */
export function CertificateStars({ level, className }: { level: AwardLevel; className?: string }) {
  const { t } = useTranslation("ui");
  const filled = awardStars(level);
  return (
    <span role="img" aria-label={t("certificates.doc.stars", { filled, max: AWARD_STARS_MAX })} className={cn("inline-flex items-center gap-0.5", className)} data-stars={filled}>
      {Array.from({ length: AWARD_STARS_MAX }, (_, i) => (
        <Star key={i} aria-hidden className={cn("size-4", i < filled ? "fill-amber-400 text-amber-500" : "fill-slate-100 text-slate-300")} />
      ))}
    </span>
  );
}
