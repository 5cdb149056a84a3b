import type { ChallengeParticipation } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/challenge-page.ts";

/** After setup (docs/product/challenges.md#setup): the linked project, "count / required" with a bar, and the plan. */
export function SetupSummary({ participation, days }: { participation: ChallengeParticipation; days: number }) {
  const { t } = useTranslation("ui");
  const { checkInCount, requiredCheckIns } = participation;
  const ratio = requiredCheckIns > 0 ? Math.min(1, checkInCount / requiredCheckIns) : 0;
  const progress = t("challengeSummary.count", { count: checkInCount, required: requiredCheckIns });
  return (
    <div className="flex flex-col gap-4" data-testid="challenge-summary">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{t("challengeSummary.project")}</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900" data-testid="challenge-project">
            {participation.project?.title ?? "—"}
          </dd>
          {participation.project?.subtitle ? <dd className="text-[13px] text-slate-600">{participation.project.subtitle}</dd> : null}
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t("challengeSummary.progress")}</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900 tabular-nums" data-testid="challenge-progress">
            {progress}
          </dd>
          <dd className="mt-2">
            <div
              className="h-1.5 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={requiredCheckIns}
              aria-valuenow={Math.min(checkInCount, requiredCheckIns)}
              aria-label={t("challengeSummary.progress")}
            >
              <div className={participation.isCompleted ? "h-full rounded-full bg-emerald-500" : "h-full rounded-full bg-brand-500"} style={{ width: `${ratio * 100}%` }} />
            </div>
          </dd>
        </div>
      </dl>
      {participation.plan21Days ? (
        <div>
          <h3 className="text-xs font-medium text-slate-500">{t("challengeSummary.plan", { days })}</h3>
          <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-700">{participation.plan21Days}</p>
        </div>
      ) : null}
    </div>
  );
}
