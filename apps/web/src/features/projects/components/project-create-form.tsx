import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { formFailure } from "@/lib/form-failure.ts";
import { type ProjectSummary, useCreateProject } from "@/lib/projects-api.ts";
import { PROJECT_TITLE_MAX_LENGTH } from "@commons/domain";
import { PROJECT_STAGES_OFFERED } from "./project-stages.ts";

interface ProjectFormValues {
  title: string;
  subtitle: string;
  description: string;
  stage: string;
}

const FIELDS = ["title", "subtitle", "description", "stage"] as const;

/**
 * `/app/projects/create` (docs/product/registration.md#projects):
 * title, one-line subtitle, stage (and an optional description).
 */
export function ProjectCreateForm({ onCreated, onCancel }: { onCreated: (project: ProjectSummary) => void; onCancel: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const create = useCreateProject();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ProjectFormValues>({
    defaultValues: { title: "", subtitle: "", description: "", stage: PROJECT_STAGES_OFFERED[0] ?? "IDEA_VALIDATION" },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const project = await create.mutateAsync({
        title: values.title.trim(),
        subtitle: values.subtitle.trim(),
        description: values.description.trim() || undefined,
        stage: values.stage,
      });
      toast.success(t("project.created"));
      onCreated(project);
    } catch (failure) {
      const error = formFailure(failure);
      if (!error) return;
      for (const detail of error.details) {
        const field = FIELDS.find((name) => name === detail.field);
        if (field) setError(field, { type: "server", message: detail.message });
      }
      setFormError(error.message || t("project.createFailed"));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <FormField id="project-title" label={t("project.title")} required error={errors.title?.message}>
        <Input
          id="project-title"
          maxLength={PROJECT_TITLE_MAX_LENGTH}
          placeholder={t("project.titlePlaceholder")}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby="project-title-message"
          {...register("title", { validate: (value) => (value.trim() ? true : t("reg.project.titleRequired")) })}
        />
      </FormField>
      <FormField id="project-subtitle" label={t("project.subtitle")} required error={errors.subtitle?.message}>
        <Input
          id="project-subtitle"
          placeholder={t("project.subtitlePlaceholder")}
          aria-invalid={errors.subtitle ? true : undefined}
          aria-describedby="project-subtitle-message"
          {...register("subtitle", { validate: (value) => (value.trim() ? true : t("reg.project.subtitleRequired")) })}
        />
      </FormField>
      <FormField id="project-stage" label={t("project.stage")} error={errors.stage?.message}>
        <Select id="project-stage" {...register("stage")}>
          {PROJECT_STAGES_OFFERED.map((stage) => (
            <option key={stage} value={stage}>
              {t(`project.stage.${stage}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="project-description" label={t("project.description")} error={errors.description?.message}>
        <Textarea id="project-description" rows={4} placeholder={t("project.descriptionPlaceholder")} {...register("description")} />
      </FormField>
      {formError ? <p role="alert" className="text-sm text-red-600">{formError}</p> : null}
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
