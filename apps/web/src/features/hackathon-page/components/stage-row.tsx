import { HACKATHON_STAGES, type HackathonStage, stageIndex } from "@commons/domain";
import Check from "lucide-react/icons/check";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/hackathon-page.ts";

/**
 * The five stages in order with the current one marked (docs/product/hackathons.md#the-hackathon-page): an
 * ordered list, the current step `aria-current="step"`, the ones before it ticked. Scrolls sideways on a
 * narrow phone rather than wrapping, so the order reads left to right.
 */
export function StageRow({ stage }: { stage: HackathonStage }) {
  const { t } = useTranslation();
  const current = stageIndex(stage);
  return (
    // Focusable, since on a phone the row scrolls sideways and holds nothing else a keyboard could reach.
    <nav aria-label={t("hackathonPage.stages")} tabIndex={0} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ol className="flex min-w-max items-center gap-1.5 sm:gap-2" data-testid="stage-row">
        {HACKATHON_STAGES.map((s, i) => {
          const done = i < current;
          const isCurrent = i === current;
          return (
            <li key={s} className="flex items-center gap-1.5 sm:gap-2" aria-current={isCurrent ? "step" : undefined}>
              {i > 0 ? <span aria-hidden className={cn("h-px w-3 sm:w-5", done || isCurrent ? "bg-brand-300" : "bg-slate-200")} /> : null}
              <span
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap ring-1 ring-inset sm:text-[13px]",
                  isCurrent && "bg-brand-600 text-white shadow-sm ring-brand-600",
                  done && "bg-brand-50 text-brand-700 ring-brand-200",
                  !done && !isCurrent && "bg-white text-slate-600 ring-slate-200",
                )}
              >
                {done ? <Check className="size-3.5" aria-hidden /> : <span aria-hidden className="tabular-nums">{i + 1}</span>}
                {tShared(`hackathons.stage.${s}`)}
                {done ? <span className="sr-only">, {t("hackathonPage.stageDone")}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
