import X from "lucide-react/icons/x";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useJudges, useSaveJudges } from "../api/judges.ts";
import { JudgePicker } from "./judge-picker.tsx";
import "@/i18n/parts/hackathon-judging.ts";

/** docs/product/hackathons.md#judging: the judges, each change saved at once (the server keeps the whole list). */
export function JudgesSection({
  eventId,
  canEdit,
}: {
  eventId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("ui");
  const { data } = useJudges(eventId);
  const save = useSaveJudges(eventId);
  const judges = data?.judges ?? [];
  const ids = judges.map((j) => j.id);
  const put = (userIds: string[]) =>
    save.mutate(
      { userIds },
      {
        onSuccess: () =>
          toast.success(tShared("hackathons.judging.judgesSaved")),
        onError: (e) => toast.error(errorMessage(e, t("judging.judges.title"))),
      },
    );

  return (
    <section
      aria-labelledby="judging-judges-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="judges-section"
    >
      <h2
        id="judging-judges-title"
        className="text-base font-semibold text-slate-900"
      >
        {t("judging.judges.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("judging.judges.description")}
      </p>
      {!data ? (
        <Skeleton className="mt-4 h-10 w-full" />
      ) : judges.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {t("judging.judges.empty")}
        </p>
      ) : (
        <ul
          className="mt-4 flex flex-wrap gap-2"
          aria-label={t("judging.judges.title")}
        >
          {judges.map((judge) => (
            <li
              key={judge.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-1 text-sm text-slate-800"
            >
              <Avatar name={judge.name} src={judge.image} size="xs" />
              <span>{judge.name}</span>
              {canEdit ? (
                <button
                  type="button"
                  className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                  aria-label={t("judging.judges.remove", { name: judge.name })}
                  disabled={save.isPending}
                  onClick={() => put(ids.filter((id) => id !== judge.id))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              ) : (
                <span className="w-1" />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <div className="mt-4 max-w-md">
          <JudgePicker
            exclude={ids}
            disabled={save.isPending || !data}
            onPick={(user) => put([...ids, user.id])}
          />
          <p className="mt-2 text-[13px] text-slate-600">
            {t("judging.judges.removeHint")}
          </p>
        </div>
      ) : null}
    </section>
  );
}
