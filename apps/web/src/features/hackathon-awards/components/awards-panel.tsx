import { AWARD_CATEGORIES, AWARD_LEVELS, type AwardCategory, type AwardLevel, type AwardsAssignmentView, type Locale } from "@commons/domain";
import Trophy from "lucide-react/icons/trophy";
import { useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { formatInstantInZone } from "@/lib/format.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useAwardsAssignment, useSaveAwardsAssignment } from "../api/awards-assignment.ts";
import { usePublishResults } from "../api/publish-results.ts";
import "@/i18n/parts/hackathon-awards.ts";

/** What the console hands its tabs (event-manage's ConsoleTabProps, without importing it). */
interface AwardsPanelProps {
  eventId: string;
  locale: Locale;
  event: { timezone: string };
}

type Choice = { submissionIds: string[]; level: AwardLevel; category: AwardCategory };
type Award = AwardsAssignmentView["awards"][number];

/** What the form starts from: the saved assignment, or else the proposal (first prize, general). */
function initialChoice(award: Award): Choice {
  const saved = award.assigned.submissionIds.length > 0;
  return {
    submissionIds: saved ? award.assigned.submissionIds : award.proposedSubmissionIds,
    level: award.assigned.level ?? "FIRST",
    category: award.assigned.category ?? "GENERAL",
  };
}

const score = (v: number | null) => (v === null ? "–" : v.toFixed(1));

/**
 * The console's Awards tab (docs/product/hackathons.md#awards): each award with its proposed winners (from the
 * audience ranking for a public award, the judge ranking for a judges' award), which the organiser confirms or
 * changes, with a level and a category; then publishing, after a confirmation, notifies the winning teams.
 */
export function AwardsPanel({ eventId, event, locale }: AwardsPanelProps) {
  const { t } = useTranslation("ui");
  const { data, error, refetch } = useAwardsAssignment(eventId);
  if (error && !data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (data.stage !== "RESULTS") {
    return <EmptyState icon={<Trophy />} title={t("hackathonAwards.notYet.title")} description={t("hackathonAwards.notYet.description", { stage: tShared(`hackathons.stage.${data.stage}`) })} />;
  }
  if (data.awards.length === 0) return <EmptyState icon={<Trophy />} title={t("hackathonAwards.none.title")} description={t("hackathonAwards.none.description")} />;
  // Keyed by the saved state, so a save or a publication starts the form again from the server's answer.
  return <AwardsForm key={JSON.stringify(data.awards.map((a) => a.assigned))} eventId={eventId} data={data} locale={locale} timeZone={event.timezone} />;
}

function AwardsForm({ eventId, data, locale, timeZone }: { eventId: string; data: AwardsAssignmentView; locale: Locale; timeZone: string }) {
  const { t } = useTranslation("ui");
  const save = useSaveAwardsAssignment(eventId);
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(data.awards.map((a) => [a.awardId, initialChoice(a)])));
  const saved = data.awards.some((a) => a.assigned.submissionIds.length > 0);
  const update = (awardId: string, patch: Partial<Choice>) => setChoices((c) => ({ ...c, [awardId]: { ...c[awardId]!, ...patch } }));
  const submit = async () => {
    try {
      await save.mutateAsync({ awards: data.awards.map((a) => ({ awardId: a.awardId, ...choices[a.awardId]! })) });
      toast.success(t("hackathonAwards.saved"));
    } catch (failure) {
      toast.error(t("hackathonAwards.saveFailed"), { description: errorMessage(failure, t("hackathonAwards.saveFailed")) });
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="awards-panel">
      <p className="text-sm leading-6 text-slate-600">{t("hackathonAwards.intro")}</p>
      {data.awards.map((award) => (
        <AwardCard key={award.awardId} award={award} data={data} choice={choices[award.awardId]!} onChange={(patch) => update(award.awardId, patch)} />
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" role="status">
          {data.publishedAt ? t("hackathonAwards.publishedAt", { when: formatInstantInZone(data.publishedAt, locale, timeZone) }) : t("hackathonAwards.unpublished")}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" loading={save.isPending} onClick={() => void submit()}>
            {t("hackathonAwards.save")}
          </Button>
          <PublishDialog eventId={eventId} disabled={!saved} />
        </div>
      </div>
    </div>
  );
}

function AwardCard({ award, data, choice, onChange }: { award: Award; data: AwardsAssignmentView; choice: Choice; onChange: (patch: Partial<Choice>) => void }) {
  const { t } = useTranslation("ui");
  const full = choice.submissionIds.length >= award.maxWinners;
  const toggle = (id: string, on: boolean) => onChange({ submissionIds: on ? [...choice.submissionIds, id] : choice.submissionIds.filter((s) => s !== id) });
  const prefix = `award-${award.awardId}`;
  return (
    <section aria-labelledby={`${prefix}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${prefix}-title`} className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {award.name}
        </h2>
        <Badge tone={award.awardType === "JUDGE" ? "violet" : "sky"}>{t(`hackathonAwards.type.${award.awardType}`)}</Badge>
        <span className="text-xs text-slate-600">{t("hackathonAwards.chosen", { count: choice.submissionIds.length, max: award.maxWinners })}</span>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800" htmlFor={`${prefix}-level`}>
          {t("hackathonAwards.level")}
          <Select id={`${prefix}-level`} value={choice.level} onChange={(e) => onChange({ level: e.target.value as AwardLevel })}>
            {AWARD_LEVELS.map((level) => (
              <option key={level} value={level}>
                {tShared(`hackathons.awardLevel.${level}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800" htmlFor={`${prefix}-category`}>
          {t("hackathonAwards.category")}
          <Select id={`${prefix}-category`} value={choice.category} onChange={(e) => onChange({ category: e.target.value as AwardCategory })}>
            {AWARD_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {tShared(`hackathons.awardCategory.${category}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">{t("hackathonAwards.winners")}</legend>
        <ul className="mt-2 flex flex-col divide-y divide-slate-100">
          {data.candidates.map((c) => {
            const checked = choice.submissionIds.includes(c.id);
            const proposed = award.proposedSubmissionIds.includes(c.id);
            const side = award.awardType === "PUBLIC" ? c.audienceScore : c.judgeScore;
            return (
              <li key={c.id} className="flex items-center gap-3 py-2">
                <input
                  id={`${prefix}-${c.id}`}
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
                <label htmlFor={`${prefix}-${c.id}`} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 text-sm text-slate-800">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    {c.rank}. {c.title}
                  </span>
                  <span className="text-xs text-slate-600 tabular-nums">{t(`hackathonAwards.score.${award.awardType}`, { score: score(side) })}</span>
                  {proposed ? <Badge tone="amber">{t("hackathonAwards.proposed")}</Badge> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}

function PublishDialog({ eventId, disabled }: { eventId: string; disabled: boolean }) {
  const { t } = useTranslation("ui");
  const publish = usePublishResults(eventId);
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  const confirm = async () => {
    try {
      await publish.mutateAsync();
      toast.success(tShared("hackathons.resultsPublished"));
      onClose();
    } catch (failure) {
      toast.error(t("hackathonAwards.publishFailed"), { description: errorMessage(failure, t("hackathonAwards.publishFailed")) });
    }
  };
  // The trigger is Radix's own: it returns focus to the publish button when the dialog closes.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={disabled}>{t("hackathonAwards.publish")}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} title={t("hackathonAwards.confirmTitle")} description={t("hackathonAwards.confirmBody")}>
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t("hackathonAwards.cancel")}</Button>
          </DialogClose>
          <Button loading={publish.isPending} onClick={() => void confirm()}>
            {t("hackathonAwards.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
