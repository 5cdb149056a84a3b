import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { ProjectNameFields, useProjectForm } from "@/lib/form/project-form.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { type ProjectSummary, useCreateProject } from "@/lib/projects-api.ts";
import { PROJECT_STAGE_CHOICES } from "../hooks/project-stages.ts";

/**
 * Creating a project without leaving the form. It is not a nested <form> (HTML forbids one): Enter in
 * a box creates the project instead of submitting the registration.
 */
export function InlineProjectCreator({ onCreated, onCancel }: { onCreated: (project: ProjectSummary) => void; onCancel: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const create = useCreateProject();
  const form = useProjectForm(PROJECT_STAGE_CHOICES[0] ?? "IDEA_VALIDATION");

  // Every failure stays here, beside the boxes: the registration form around it is still being filled in.
  const submit = form.handleSubmit(async (project) => {
    try {
      onCreated(await create.mutateAsync(project));
    } catch (error) {
      const failure = form.failed(error, { toast: [] });
      if (failure?.placed.length === 0) form.setFormError(errorMessage(error, t("reg.project.createFailed")));
    }
  });
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/70 p-4">
      <ProjectNameFields form={form} idPrefix="reg-new-project" onKeyDown={onEnter} />
      <FormField id="reg-new-project-stage" label={t("project.stage")}>
        <Select id="reg-new-project-stage" {...form.register("stage")}>
          {PROJECT_STAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`project.stage.${choice}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {form.formError ? <p role="alert" className="text-[13px] text-red-600">{form.formError}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("project.cancel")}
        </Button>
        <Button size="sm" loading={create.isPending} onClick={() => void submit()}>
          {t("reg.project.create")}
        </Button>
      </div>
    </div>
  );
}
