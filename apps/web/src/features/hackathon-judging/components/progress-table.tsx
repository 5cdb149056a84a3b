import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useJudgingProgress } from "../api/judging-progress.ts";
import "@/i18n/parts/hackathon-judging.ts";

/** docs/product/hackathons.md#judging: judges × submissions, ✓ for a complete sheet, — for the judge's own team. */
export function ProgressTable({ eventId }: { eventId: string }) {
  const { t } = useTranslation("ui");
  const { data } = useJudgingProgress(eventId);
  return (
    <section
      aria-labelledby="judging-progress-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="judging-progress"
    >
      <h2
        id="judging-progress-title"
        className="text-base font-semibold text-slate-900"
      >
        {t("judging.progress.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("judging.progress.description")}
      </p>
      {!data ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : data.judges.length === 0 || data.submissions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {t("judging.progress.empty")}
        </p>
      ) : (
        <div
          className="mt-4 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-labelledby="judging-progress-title"
        >
          <table className="min-w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("judging.progress.judge")}
                </th>
                {data.submissions.map((s) => (
                  <th
                    key={s.id}
                    scope="col"
                    className="max-w-[10rem] truncate px-2 py-2 text-center font-medium"
                    title={s.title}
                  >
                    {s.title}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t("judging.progress.scored")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.judges.map((judge) => (
                <tr
                  key={judge.id}
                  className="border-b border-slate-100"
                  data-testid="judging-progress-row"
                >
                  <th
                    scope="row"
                    className="py-2 pr-3 text-left font-medium whitespace-nowrap text-slate-900"
                  >
                    {judge.name}
                  </th>
                  {data.submissions.map((s) => {
                    const own = judge.ownIds.includes(s.id);
                    const done = judge.scoredIds.includes(s.id);
                    const label = own
                      ? t("judging.progress.own")
                      : done
                        ? t("judging.progress.scored")
                        : t("judging.progress.notScored");
                    return (
                      <td key={s.id} className="px-2 py-2 text-center">
                        <span
                          aria-label={label}
                          title={label}
                          className={
                            done
                              ? "font-semibold text-emerald-700"
                              : "text-slate-500"
                          }
                        >
                          {own ? "—" : done ? "✓" : "·"}
                        </span>
                      </td>
                    );
                  })}
                  <td
                    className="py-2 pl-2 text-right tabular-nums text-slate-800"
                    data-testid="judging-progress-count"
                  >
                    {t("judging.progress.count", {
                      scored: judge.scored,
                      total: judge.total,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
