import {
  CHALLENGE_PLAN_MIN,
  CHALLENGE_PROJECT_SUBTITLE_MAX,
  CHALLENGE_PROJECT_TITLE_MAX,
  CHALLENGE_VISIBILITY_LEVELS,
  type ChallengeParticipation,
  type ChallengeSetupInputParsed,
  challengeSetupInputSchema,
} from "@commons/domain";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { controlAria, FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import type { ProjectSummary } from "@/lib/projects-api.ts";
import { toast } from "@/lib/toast.tsx";
import { useMyProjectsForChallenge, useSaveSetup } from "../api/participation.ts";
import { CharCounter } from "./char-counter.tsx";
import { setupDefaults, setupInput, type SetupFormValues } from "./setup-form-values.ts";
import "@/i18n/parts/challenge-page.ts";

interface SetupFormProps {
  eventId: string;
  days: number;
  /** The saved setup when editing it (saving again edits it). */
  participation: ChallengeParticipation | null;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The setup form (docs/product/challenges.md#setup): one of my projects or a new one, the plan, who sees my check-ins. */
export function SetupForm(props: SetupFormProps) {
  const projects = useMyProjectsForChallenge(true);
  if (projects.isPending) return <Skeleton className="h-72 rounded-xl" />;
  return <SetupFormBody {...props} projects={projects.data ?? []} projectsFailed={projects.isError} />;
}

function SetupFormBody({ eventId, days, participation, onSaved, onCancel, projects, projectsFailed }: SetupFormProps & { projects: ProjectSummary[]; projectsFailed: boolean }) {
  const { t } = useTranslation("ui");
  const save = useSaveSetup(eventId);
  const form = useAppForm<SetupFormValues, ChallengeSetupInputParsed>({
    defaultValues: setupDefaults(participation, projects.length > 0),
    schema: challengeSetupInputSchema,
    toInput: setupInput,
  });
  const mode = form.watch("projectMode");
  const plan = form.watch("plan21Days");
  const projectError = form.fieldError("projectId");

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(tShared("challenges.setupSaved"));
      onSaved?.();
    } catch (err) {
      const failure = form.failed(err);
      if (failure) toast.error(failure.error.message || t("challengeSetup.saveFailed"));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5" data-testid="challenge-setup-form">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("challengeSetup.project")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          {(["existing", "new"] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input type="radio" value={value} className="size-4 accent-brand-600" {...form.register("projectMode")} />
              {t(value === "existing" ? "challengeSetup.useMine" : "challengeSetup.createNew")}
            </label>
          ))}
        </div>
        {mode === "existing" ? (
          <FormField id="challenge-project" label={t("challengeSetup.pick")} error={projectError} hint={projectsFailed ? t("challengeSetup.projectsFailed") : projects.length === 0 ? t("challengeSetup.noProjects") : undefined}>
            <Select id="challenge-project" {...controlAria("challenge-project", projectError)} {...form.register("projectId")}>
              <option value="">{t("challengeSetup.pick")}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </Select>
          </FormField>
        ) : (
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <FormInput form={form} name="newProject.title" id="challenge-new-title" label={t("challengeSetup.newTitle")} required maxLength={CHALLENGE_PROJECT_TITLE_MAX} />
            <FormInput form={form} name="newProject.subtitle" id="challenge-new-subtitle" label={t("challengeSetup.newSubtitle")} required maxLength={CHALLENGE_PROJECT_SUBTITLE_MAX} />
            <FormTextarea form={form} name="newProject.description" id="challenge-new-description" label={t("challengeSetup.newDescription")} rows={3} />
          </div>
        )}
      </fieldset>
      <FormTextarea
        form={form}
        name="plan21Days"
        id="challenge-plan"
        label={t("challengeSetup.plan", { days })}
        required
        rows={5}
        aside={<CharCounter text={plan} min={CHALLENGE_PLAN_MIN} id="challenge-plan-counter" />}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("challengeSetup.visibility")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CHALLENGE_VISIBILITY_LEVELS.map((level) => (
            <label key={level} className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-slate-200 px-3.5 py-3 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50/60">
              <input type="radio" value={level} className="mt-0.5 size-4 accent-brand-600" {...form.register("visibilityLevel")} />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-slate-900">{t(`challengeSetup.visibility.${level}`)}</span>
                <span className="text-[13px] text-slate-600">{t(`challengeSetup.visibility.${level}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {form.formError ? (
        <p role="alert" className="text-sm text-red-700">
          {form.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("challengeSetup.cancel")}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t("challengeSetup.save")}
        </Button>
      </div>
    </form>
  );
}
