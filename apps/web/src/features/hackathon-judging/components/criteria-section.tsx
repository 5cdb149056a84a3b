import {
  JUDGING_CRITERIA_MAX,
  type JudgingCriterion,
  OVERALL_CRITERION_ID,
} from "@commons/domain";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useJudgingConfig, useSaveCriteria } from "../api/judging-criteria.ts";
import "@/i18n/parts/hackathon-judging.ts";

/** The default "overall" criterion has no stored name: it shows the catalog's. */
export function criterionName(
  criterion: Pick<JudgingCriterion, "id" | "name">,
  overall: string,
): string {
  return (
    criterion.name ||
    (criterion.id === OVERALL_CRITERION_ID ? overall : criterion.id)
  );
}

/**
 * docs/product/hackathons.md#judging: up to six criteria with a name, a description and a weight. A new
 * criterion gets a fresh id; removing one that judges scored is refused by the server with its name.
 */
export function CriteriaSection({
  eventId,
  canEdit,
}: {
  eventId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("ui");
  const { data } = useJudgingConfig(eventId);
  const save = useSaveCriteria(eventId);
  // The organiser's unsaved edits; null shows what is stored.
  const [edits, setRows] = useState<JudgingCriterion[] | null>(null);
  const rows = edits ?? data?.config.judging.criteria ?? null;
  const [missing, setMissing] = useState<number | null>(null);
  const overall = t("judging.criteria.overall");
  const update = (index: number, patch: Partial<JudgingCriterion>) =>
    setRows(rows!.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = () => {
    const list = rows!;
    const blank = list.findIndex(
      (c) => c.id !== OVERALL_CRITERION_ID && !c.name.trim(),
    );
    setMissing(blank >= 0 ? blank : null);
    if (blank >= 0) return;
    save.mutate(list, {
      onSuccess: () => {
        setRows(null);
        toast.success(t("judging.criteria.saved"));
      },
      onError: (e) => toast.error(errorMessage(e, t("judging.criteria.title"))),
    });
  };

  return (
    <section
      aria-labelledby="judging-criteria-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="criteria-section"
    >
      <h2
        id="judging-criteria-title"
        className="text-base font-semibold text-slate-900"
      >
        {t("judging.criteria.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("judging.criteria.description", { max: JUDGING_CRITERIA_MAX })}
      </p>
      {!rows ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {rows.map((row, index) => {
            const label = criterionName(row, overall);
            return (
              <li
                key={row.id}
                className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_6rem_auto] sm:items-end"
              >
                <label className="flex flex-col gap-1 text-sm text-slate-800">
                  {t("judging.criteria.name")}
                  <Input
                    value={row.name}
                    placeholder={
                      row.id === OVERALL_CRITERION_ID ? overall : undefined
                    }
                    disabled={!canEdit}
                    aria-invalid={missing === index ? true : undefined}
                    onChange={(e) => update(index, { name: e.target.value })}
                  />
                  {missing === index ? (
                    <span className="text-[13px] text-red-700">
                      {t("judging.criteria.nameRequired")}
                    </span>
                  ) : null}
                </label>
                <label className="flex flex-col gap-1 text-sm text-slate-800">
                  {t("judging.criteria.descriptionLabel")}
                  <Input
                    value={row.description}
                    disabled={!canEdit}
                    onChange={(e) =>
                      update(index, { description: e.target.value })
                    }
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm text-slate-800">
                  {t("judging.criteria.weight")}
                  <Input
                    type="number"
                    min={0.1}
                    max={100}
                    step={0.1}
                    inputMode="decimal"
                    value={row.weight}
                    disabled={!canEdit}
                    onChange={(e) =>
                      update(index, { weight: Number(e.target.value) })
                    }
                  />
                </label>
                {canEdit ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t("judging.criteria.remove", { name: label })}
                    disabled={rows.length <= 1}
                    onClick={() => setRows(rows.filter((_, i) => i !== index))}
                  >
                    <Trash className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {canEdit && rows ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={rows.length >= JUDGING_CRITERIA_MAX}
            onClick={() =>
              setRows([
                ...rows,
                {
                  id: crypto.randomUUID(),
                  name: "",
                  description: "",
                  weight: 1,
                },
              ])
            }
          >
            <Plus className="size-4" aria-hidden />
            {t("judging.criteria.add")}
          </Button>
          <Button type="button" onClick={submit} disabled={save.isPending}>
            {t("judging.criteria.save")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
