import { HACKATHON_STAGES, type HackathonConfigView, type HackathonStage, type Locale, STAGE_NOTE_MAX, stageShowsResults } from "@commons/domain";
import Check from "lucide-react/icons/check";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { errorMessage, isApiError } from "@/lib/api-error.ts";
import { formatInstantInZone } from "@/lib/format.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { cn } from "@/lib/utils.ts";
import { useHackathonConfig } from "../api/hackathon-config.ts";
import { useMoveHackathonStage } from "../api/move-hackathon-stage.ts";
import "@/i18n/parts/hackathon-admin.ts";

/** What the console hands its tabs (event-manage's ConsoleTabProps, without importing it). */
interface StagePanelProps {
  eventId: string;
  locale: Locale;
  event: { timezone: string };
  permissions: { canEditEvent: boolean };
}

const stageLabel = (stage: HackathonStage) => tShared(`hackathons.stage.${stage}`);

/**
 * The console's stage tab (docs/product/hackathons.md#stages): the five stages with the current one
 * marked, a move to any other (forward or back) with an optional note after a confirmation, and the history.
 */
export function HackathonStagePanel({ eventId, locale, event, permissions }: StagePanelProps) {
  const { t } = useTranslation("ui");
  const { data, error, refetch } = useHackathonConfig(eventId);
  const [target, setTarget] = useState<HackathonStage | null>(null);
  if (error && !data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  const current = data.config.stage.current;

  return (
    <div className="flex flex-col gap-6" data-testid="hackathon-stage-panel">
      <section aria-labelledby="hackathon-stage-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="hackathon-stage-title" className="text-base font-semibold text-slate-900">
          {t("hackathonAdmin.stage.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("hackathonAdmin.stage.description")}</p>
        <ol className="mt-5 grid gap-2 sm:grid-cols-5">
          {HACKATHON_STAGES.map((stage, index) => {
            const isCurrent = stage === current;
            return (
              <li
                key={stage}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "flex items-center justify-between gap-2 rounded-xl border px-3 py-2.5 sm:flex-col sm:items-start",
                  isCurrent ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white",
                )}
              >
                <span className="flex items-center gap-2 text-sm">
                  <span className={cn("grid size-6 place-items-center rounded-full text-xs font-semibold tabular-nums", isCurrent ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700")}>
                    {isCurrent ? <Check aria-hidden className="size-3.5" /> : index + 1}
                  </span>
                  <span className={cn("font-medium", isCurrent ? "text-brand-800" : "text-slate-800")}>{stageLabel(stage)}</span>
                </span>
                {isCurrent ? (
                  <span className="text-xs font-medium text-brand-800">{t("hackathonAdmin.stage.current")}</span>
                ) : permissions.canEditEvent ? (
                  <Button type="button" variant="outline" size="sm" onClick={() => setTarget(stage)} aria-label={`${t("hackathonAdmin.stage.moveTo")} · ${stageLabel(stage)}`}>
                    {t("hackathonAdmin.stage.moveTo")}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <StageHistory data={data} locale={locale} timeZone={event.timezone} />
      <MoveDialog eventId={eventId} current={current} target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function StageHistory({ data, locale, timeZone }: { data: HackathonConfigView; locale: Locale; timeZone: string }) {
  const { t } = useTranslation("ui");
  const names = new Map(data.people.map((p) => [p.id, p.name]));
  const entries = [...data.config.stage.history].reverse();
  return (
    <section aria-labelledby="hackathon-history-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id="hackathon-history-title" className="text-sm font-semibold text-slate-900">
        {t("hackathonAdmin.stage.history")}
      </h3>
      <ol className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="hackathon-stage-history">
        {entries.map((entry, index) => (
          <li key={`${entry.changedAt}-${index}`} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
            <span className="text-sm font-medium text-slate-900">{stageLabel(entry.stage)}</span>
            <span className="text-[13px] text-slate-600">
              {t("hackathonAdmin.stage.entry", {
                who: entry.changedBy ? (names.get(entry.changedBy) ?? entry.changedBy) : t("hackathonAdmin.stage.system"),
                when: formatInstantInZone(entry.changedAt, locale, timeZone),
              })}
            </span>
            {entry.note ? <p className="text-sm whitespace-pre-line text-slate-700">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function MoveDialog({ eventId, current, target, onClose }: { eventId: string; current: HackathonStage; target: HackathonStage | null; onClose: () => void }) {
  const { t } = useTranslation("ui");
  const move = useMoveHackathonStage(eventId);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setNote("");
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await move.mutateAsync({ stage: target, ...(note.trim() ? { note } : {}) });
      toast.success(tShared("hackathons.stageMoved", { stage: stageLabel(target) }));
      close();
    } catch (failure) {
      // A refused note is shown under the note; anything else (already at that stage, no right) as a toast.
      const noteError = isApiError(failure) ? failure.details.find((d) => d.field === "note")?.message : undefined;
      if (noteError) setError(noteError);
      else toast.error(t("hackathonAdmin.stage.moveFailed"), { description: errorMessage(failure, t("hackathonAdmin.stage.moveFailed")) });
    }
  };
  // Radix returns focus to the button that opened the dialog when it closes.
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      {target ? (
        <DialogContent
          closeLabel={t("common.close")}
          title={t("hackathonAdmin.stage.confirmTitle", { stage: stageLabel(target) })}
          description={t("hackathonAdmin.stage.confirmBody", { current: stageLabel(current) })}
        >
          {stageShowsResults(target) ? <p className="mb-3 text-sm text-slate-700">{t("hackathonAdmin.stage.confirmNotify")}</p> : null}
          <FormField id="hackathon-stage-note" label={t("hackathonAdmin.stage.note")} error={error}>
            <Textarea
              id="hackathon-stage-note"
              rows={3}
              maxLength={STAGE_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="hackathon-stage-note-message"
            />
          </FormField>
          <div className="mt-5 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{t("hackathonAdmin.stage.cancel")}</Button>
            </DialogClose>
            <Button loading={move.isPending} onClick={() => void confirm()}>
              {t("hackathonAdmin.stage.confirm")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
