import { requirementParams, getLevel, type LevelHolder, levelProgress } from "@commons/domain";
import { Card } from "@/components/ui/card.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/levels.ts";

/**
 * docs/product/accounts-and-profile.md#level-badges: per track, the level held, the next one and what earns it
 * (public data only: the profile's own level fields).
 */
export function LevelProgress({ user }: { user: LevelHolder }) {
  const { t, i18n } = useTranslation(["ui", "shared"]);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {levelProgress(user).map(({ track, held, next }) => {
        const heldLevel = getLevel(held);
        const nextLevel = getLevel(next);
        const requirement = nextLevel?.requirement;
        return (
          <li key={track}>
            <Card className="flex h-full flex-col gap-2 p-4">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(`shared:levelTrack.${track}`)}</h3>
              <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <span className="size-2.5 rounded-full" style={{ backgroundColor: heldLevel?.color ?? "#cbd5e1" }} aria-hidden />
                <span className="sr-only">{t("levelsProgress.held")}: </span>
                {heldLevel ? t(`shared:${heldLevel.labelKey}`) : <span className="font-normal text-slate-600">{t("levelsProgress.none")}</span>}
              </p>
              {nextLevel ? (
                <div className="text-sm">
                  <p className="text-slate-700">{t("levelsProgress.next", { level: t(`shared:${nextLevel.labelKey}`) })}</p>
                  <p className="mt-0.5 text-slate-600">{requirement ? t(`shared:${requirement.key}`, requirementParams(requirement.params, i18n.language)) : t("levelsProgress.unpublished")}</p>
                </div>
              ) : (
                <p className="text-sm text-slate-600">{t("levelsProgress.top")}</p>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
