import {
  type HackathonConfig,
  HACKATHON_URL_MAX,
  type Submission,
  SUBMISSION_TEXT_MAX,
  SUBMISSION_TITLE_MAX,
  submissionCreateSchema,
  submissionUpdateSchema,
  teamRefusal,
  teammatesAllowed,
} from "@commons/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { fieldsByHead, formIssue, type FormSchema, useAppForm } from "@/lib/form/use-app-form.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useSubmitProject, useUpdateSubmission } from "../api/submission-writes.ts";
import { ProjectPicker } from "./project-picker.tsx";
import { SubmissionScreenshots } from "./submission-screenshots.tsx";
import { type Teammate, TeamMemberPicker } from "./team-member-picker.tsx";
import "@/i18n/parts/hackathon-submit.ts";

export interface SubmissionFormValues {
  projectId: string;
  title: string;
  description: string;
  demoUrl: string;
  sourceCode: string;
  presentationUrl: string;
  inspiration: string;
  challenges: string;
  learnings: string;
  nextSteps: string;
  screenshots: string[];
  teamMemberIds: string[];
}
const FIELDS = ["projectId", "title", "description", "demoUrl", "sourceCode", "presentationUrl", "inspiration", "challenges", "learnings", "nextSteps", "screenshots", "teamMemberIds"];
const STORY = ["inspiration", "challenges", "learnings", "nextSteps"] as const;
const LINKS = ["demoUrl", "sourceCode", "presentationUrl"] as const;

interface SubmissionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
  settings: HackathonConfig["settings"];
  viewerId: string;
  /** The submission edited; none to submit a new one. */
  submission: Submission | null;
}

/** The submission dialog (spec §2 "project submission"): Radix gives the focus back to the button that opened it. */
export function SubmissionDialog({ open, onOpenChange, submission, ...rest }: SubmissionDialogProps) {
  const { t } = useTranslation("ui");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          closeLabel={t("common.close")}
          title={t(submission ? "submit.dialog.editTitle" : "submit.dialog.title")}
          description={t("submit.dialog.description")}
          className="sm:max-w-2xl"
        >
          <SubmissionForm submission={submission} onDone={() => onOpenChange(false)} {...rest} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function initialValues(s: Submission | null): SubmissionFormValues {
  return {
    projectId: s?.projectId ?? "",
    title: s?.title ?? "",
    description: s?.description ?? "",
    demoUrl: s?.demoUrl ?? "",
    sourceCode: s?.sourceCode ?? "",
    presentationUrl: s?.presentationUrl ?? "",
    inspiration: s?.inspiration ?? "",
    challenges: s?.challenges ?? "",
    learnings: s?.learnings ?? "",
    nextSteps: s?.nextSteps ?? "",
    screenshots: s?.screenshots ?? [],
    teamMemberIds: s?.team.filter((m) => m.role === "MEMBER").map((m) => m.id) ?? [],
  };
}

function SubmissionForm({ eventId, settings, viewerId, submission, onDone }: Omit<SubmissionDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const { t } = useTranslation("ui");
  const editing = submission !== null;
  const submitterId = submission?.team.find((m) => m.role === "SUBMITTER")?.id ?? viewerId;
  const canChangeTeam = submitterId === viewerId;
  const submit = useSubmitProject(eventId);
  const update = useUpdateSubmission(eventId, submission?.id ?? "");
  const [team, setTeam] = useState<Teammate[]>(submission?.team.filter((m) => m.role === "MEMBER") ?? []);
  const [available, setAvailable] = useState<string[]>(submission?.screenshots ?? []);
  const form = useAppForm<SubmissionFormValues, unknown>({
    defaultValues: initialValues(submission),
    schema: (editing ? submissionUpdateSchema : submissionCreateSchema) as unknown as FormSchema<unknown>,
    toInput: ({ projectId, teamMemberIds, ...rest }) => ({
      ...rest,
      ...(editing ? {} : { projectId, submissionType: "HACKATHON_PROJECT" }),
      ...(canChangeTeam ? { teamMemberIds } : {}),
    }),
    fieldOf: fieldsByHead(FIELDS),
    // The domain's team rule, heard before the server: the same one it applies.
    alsoCheck: (_input, values) => {
      if (!canChangeTeam) return [];
      const refusal = teamRefusal(values.teamMemberIds, submitterId, settings);
      return refusal ? [formIssue("teamMemberIds", refusal.key, { ...refusal.params, name: "" })] : [];
    },
  });
  const values = form.watch();

  const setTeamMembers = (next: Teammate[]) => {
    setTeam(next);
    form.setValue("teamMemberIds", next.map((m) => m.id), { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (editing) await update.mutateAsync(body as never);
      else await submit.mutateAsync(body as never);
      toast.success(tShared(editing ? "hackathons.submit.updated" : "hackathons.submit.done"));
      onDone();
    } catch (error) {
      const failure = form.failed(error);
      if (failure && failure.placed.length === 0) toast.error(t("submit.actions.failed"), { description: failure.error.message });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" data-testid="submission-form">
      {editing ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-[13px] text-slate-600">{t("submit.project.fixed")}</p>
      ) : (
        <ProjectPicker
          value={values.projectId}
          error={form.fieldError("projectId")}
          onChange={(project) => {
            form.setValue("projectId", project?.id ?? "", { shouldValidate: form.formState.isSubmitted });
            if (!project) return;
            // A project's own words fill what is still empty; its screenshots are all shown by default.
            if (!form.getValues("title").trim()) form.setValue("title", project.title);
            if (!form.getValues("description").trim()) form.setValue("description", project.description ?? project.subtitle ?? "");
            setAvailable(project.screenshots);
            form.setValue("screenshots", project.screenshots);
          }}
        />
      )}
      <FormInput form={form} name="title" id="submit-title" label={t("submit.field.title")} required maxLength={SUBMISSION_TITLE_MAX} />
      <FormTextarea form={form} name="description" id="submit-description" label={t("submit.field.description")} required rows={4} maxLength={SUBMISSION_TEXT_MAX} />
      <div className="grid gap-4 sm:grid-cols-3">
        {LINKS.map((name) => (
          <FormInput key={name} form={form} name={name} id={`submit-${name}`} label={t(`submit.field.${name}`)} type="url" inputMode="url" placeholder="https://" maxLength={HACKATHON_URL_MAX} />
        ))}
      </div>
      <TeamMemberPicker
        id="submit-team"
        value={team}
        onChange={setTeamMembers}
        submitterId={submitterId}
        maxOthers={teammatesAllowed(settings.maxTeamSize)}
        allowSolo={settings.allowSolo}
        readOnly={!canChangeTeam}
        error={form.fieldError("teamMemberIds")}
      />
      <details className="group rounded-xl border border-slate-200 p-4" open={STORY.some((name) => values[name])}>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">{t("submit.field.story")}</summary>
        <div className="mt-3 flex flex-col gap-3">
          {STORY.map((name) => (
            <FormTextarea key={name} form={form} name={name} id={`submit-${name}`} label={t(`submit.field.${name}`)} rows={2} maxLength={SUBMISSION_TEXT_MAX} />
          ))}
        </div>
      </details>
      <SubmissionScreenshots available={available} value={values.screenshots} onChange={(next) => form.setValue("screenshots", next)} />
      {form.formError ? (
        <p role="alert" className="text-sm text-red-700">
          {form.formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("submit.actions.cancel")}
        </Button>
        <Button type="submit" loading={submit.isPending || update.isPending}>
          {t(editing ? "submit.actions.save" : "submit.actions.submit")}
        </Button>
      </div>
    </form>
  );
}
