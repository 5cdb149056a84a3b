import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { FormTextarea } from "@/lib/form/form-controls.tsx";
import { ProjectNameFields, useProjectForm } from "@/lib/form/project-form.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { type ProjectSummary, useCreateProject } from "@/lib/projects-api.ts";
import { toast } from "@/lib/toast.tsx";
import { PROJECT_STAGES_OFFERED } from "./project-stages.ts";

/**
 * `/app/projects/create` (docs/product/registration.md#projects):
 * title, one-line subtitle, stage (and an optional description).
 */
export function ProjectCreateForm({ onCreated, onCancel }: { onCreated: (project: ProjectSummary) => void; onCancel: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const create = useCreateProject();
  const form = useProjectForm(PROJECT_STAGES_OFFERED[0] ?? "IDEA_VALIDATION");

  const submit = form.handleSubmit(async (project) => {
    try {
      const created = await create.mutateAsync(project);
      toast.success(t("project.created"));
      onCreated(created);
    } catch (failure) {
      const error = form.failed(failure)?.error;
      if (error) form.setFormError(error.message || t("project.createFailed"));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <ProjectNameFields form={form} idPrefix="project" />
      <FormField id="project-stage" label={t("project.stage")} error={form.fieldError("stage")}>
        <Select id="project-stage" {...form.register("stage")}>
          {PROJECT_STAGES_OFFERED.map((stage) => (
            <option key={stage} value={stage}>
              {t(`project.stage.${stage}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormTextarea form={form} name="description" id="project-description" label={t("project.description")} rows={4} placeholder={t("project.descriptionPlaceholder")} />
      {form.formError ? <p role="alert" className="text-sm text-red-600">{form.formError}</p> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t("project.cancel")}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t("project.submit")}
        </Button>
      </div>
    </form>
  );
}
