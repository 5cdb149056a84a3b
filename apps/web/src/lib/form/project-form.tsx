import { PROJECT_TITLE_MAX_LENGTH, projectCreateSchema } from "@commons/domain";
import type { KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import type { NewProject } from "@/lib/projects-api.ts";
import { FormInput } from "./form-controls.tsx";
import { type AppForm, formIssue, type FormSchema, useAppForm } from "./use-app-form.ts";

/** The boxes of both ways to create a project (its own page, and inline in a registration form). */
export interface ProjectFormValues {
  title: string;
  subtitle: string;
  description: string;
  stage: string;
}

/** `projectCreateSchema`, read as these forms send it: a subtitle is always sent, a blank description never. */
const projectFormSchema = projectCreateSchema as unknown as FormSchema<NewProject>;

function projectFormInput(values: ProjectFormValues): Record<string, string | undefined> {
  return { title: values.title, subtitle: values.subtitle, description: values.description.trim() || undefined, stage: values.stage };
}

/** docs/product/registration.md#projects: these forms ask for a title and a one-line subtitle, each in its own words (the API lets a subtitle out). */
function projectFormRules(_input: unknown, values: ProjectFormValues) {
  return [
    ...(values.title.trim() ? [] : [formIssue("title", "reg.project.titleRequired")]),
    ...(values.subtitle.trim() ? [] : [formIssue("subtitle", "reg.project.subtitleRequired")]),
  ];
}

/** A new project's form, opening on `stage`. */
export function useProjectForm(stage: string): AppForm<ProjectFormValues, NewProject> {
  return useAppForm<ProjectFormValues, NewProject>({
    defaultValues: { title: "", subtitle: "", description: "", stage },
    schema: projectFormSchema,
    toInput: projectFormInput,
    alsoCheck: projectFormRules,
  });
}

/** The two boxes every project form asks for; `idPrefix` keeps two forms on one page apart. */
export function ProjectNameFields({ form, idPrefix, onKeyDown }: { form: AppForm<ProjectFormValues, NewProject>; idPrefix: string; onKeyDown?: (event: KeyboardEvent) => void }) {
  const { t } = useTranslation(["ui"]);
  return (
    <>
      <FormInput
        form={form}
        name="title"
        id={`${idPrefix}-title`}
        label={t("project.title")}
        required
        maxLength={PROJECT_TITLE_MAX_LENGTH}
        placeholder={t("project.titlePlaceholder")}
        onKeyDown={onKeyDown}
      />
      <FormInput
        form={form}
        name="subtitle"
        id={`${idPrefix}-subtitle`}
        label={t("project.subtitle")}
        required
        placeholder={t("project.subtitlePlaceholder")}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
