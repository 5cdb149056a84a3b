import type { CSSProperties } from "react";
import { requirementParams, heldLevel, type Level, type LevelHolder, LEVEL_TRACKS, type LevelTrack, levelsInTrack } from "@commons/domain";
import { Card } from "@/components/ui/card.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/levels.ts";

/**
 * docs/product/accounts-and-profile.md#level-badges: the four tracks and every level with its label,
 * description, requirement (only the thresholds the community publishes), benefits and colour; the reader's
 * own level marked when signed in.
 */
export function LevelsCatalogue({ viewer }: { viewer: LevelHolder | null }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="flex flex-col gap-10">
      {LEVEL_TRACKS.map((track) => (
        <section key={track} aria-labelledby={`track-${track}`}>
          <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <div>
              <h2 id={`track-${track}`} className="text-xl font-semibold text-slate-900">
                {t(`shared:levelTrack.${track}`)}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t(`levelsPage.track.${track}`)}</p>
            </div>
            <span className="text-sm text-slate-500">{t("levelsPage.levelCount", { count: levelsInTrack(track).length })}</span>
          </header>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {levelsInTrack(track).map((level, index) => (
              <li key={level.id}>
                <LevelCard level={level} step={index + 1} track={track} mine={viewer !== null && heldLevel(viewer, track) === level.id} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function LevelCard({ level, step, track, mine }: { level: Level; step: number; track: LevelTrack; mine: boolean }) {
  const { t, i18n } = useTranslation(["ui", "shared"]);
  const requirement = level.requirement
    ? t(`shared:${level.requirement.key}`, requirementParams(level.requirement.params, i18n.language))
    : level.id === "VISITOR"
      ? t("levelsPage.requirementDefault")
      : t("levelsPage.requirementUnpublished");
  return (
    <Card
      className={cn("relative flex h-full flex-col gap-3 overflow-hidden p-5 pt-6", mine && "ring-2 ring-offset-2")}
      style={mine ? ({ "--tw-ring-color": level.color } as CSSProperties) : undefined}
      aria-current={mine ? "true" : undefined}
    >
      <span className="absolute inset-x-0 top-0 h-1.5" style={{ backgroundColor: level.color }} aria-hidden />
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2.5">
          <span
            className="grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold text-slate-900"
            style={{ borderColor: level.color, backgroundColor: `${level.color}26` }}
            aria-hidden
          >
            {track === "membership" ? step : level.id}
          </span>
          <h3 className="text-base font-semibold text-slate-900">{t(`shared:${level.labelKey}`)}</h3>
        </div>
        {mine ? <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-medium text-white">{t("levelsPage.yours")}</span> : null}
      </div>
      <p className="text-sm text-slate-700">{t(`shared:${level.descriptionKey}`)}</p>
      <dl className="mt-auto flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="font-medium text-slate-900">{t("levelsPage.requirement")}</dt>
          <dd className={cn(level.requirement ? "text-slate-700" : "text-slate-600 italic")}>{requirement}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t("levelsPage.benefits")}</dt>
          <dd className="text-slate-700">{t(`shared:${level.benefitsKey}`)}</dd>
        </div>
      </dl>
    </Card>
  );
}
