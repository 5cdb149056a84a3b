import { getLevel, type LevelChange, type Locale } from "@commons/domain";
import { formatRelativeTime } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/levels.ts";

/** The admin's view of one person's level changes, newest first (docs/product/accounts-and-profile.md#level-badges). */
export function LevelHistory({ history, locale }: { history: LevelChange[]; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const label = (id: string | null) => {
    const level = getLevel(id);
    return level ? t(`shared:${level.labelKey}`) : t("levelsAdmin.none");
  };
  if (history.length === 0) return <p className="text-sm text-slate-600">{t("levelsAdmin.historyEmpty")}</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-100">
      {history.map((change) => (
        <li key={change.id} className="flex flex-col gap-1 py-3 text-sm">
          <p className="font-medium text-slate-900">
            {t("levelsAdmin.confirmBody", { track: t(`shared:levelTrack.${change.track}`), from: label(change.fromLevel), to: label(change.toLevel) })}
          </p>
          <p className="break-words text-slate-700">{change.reason}</p>
          <p className="text-xs text-slate-600">
            {change.changedBy ? t("levelsAdmin.by", { name: change.changedBy.name }) : t("levelsAdmin.byUnknown")} ·{" "}
            <time dateTime={change.createdAt}>{formatRelativeTime(change.createdAt, locale)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
