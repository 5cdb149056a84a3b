import {
  PROJECT_SCREENSHOTS_MAX,
  PROJECT_TAG_MAX_LENGTH,
  PROJECT_TAGS_MAX,
  PROJECT_TITLE_MAX_LENGTH,
  type Project,
  type ProjectInputBody,
  projectInputSchema,
} from "@commons/domain";
import type { ComponentType } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { TagInput } from "@/components/ui/tag-input.tsx";
import { FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { type AppForm, type FormSchema, useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { PROJECT_STAGES_OFFERED } from "./project-stages.ts";
import "@/i18n/parts/projects.ts";

/** What the page's uploader receives: the shape of the uploads feature's ImageUploader (features do not import each other). */
export interface ScreenshotUploaderProps {
  value: string[];
  onChange: (urls: string[]) => void;
  maxFiles: number;
  label: string;
}

export interface ProjectEditorValues {
  title: string;
  subtitle: string;
  description: string;
  stage: string;
  url: string;
  githubUrl: string;
  screenshots: string[];
  projectTags: string[];
}

const schema = projectInputSchema as unknown as FormSchema<ProjectInputBody>;

/** Blank boxes are sent as null: PUT replaces every field, so an emptied box clears it. */
function toInput(v: ProjectEditorValues): ProjectInputBody {
  const orNull = (s: string) => s.trim() || null;
  return {
    title: v.title,
    subtitle: orNull(v.subtitle),
    description: orNull(v.description),
    stage: v.stage as ProjectInputBody["stage"],
    url: orNull(v.url),
    githubUrl: orNull(v.githubUrl),
    screenshots: v.screenshots,
    projectTags: v.projectTags,
  };
}

export function projectEditorValues(project?: Project): ProjectEditorValues {
  return {
    title: project?.title ?? "",
    subtitle: project?.subtitle ?? "",
    description: project?.description ?? "",
    stage: project?.stage ?? PROJECT_STAGES_OFFERED[0] ?? "IDEA_VALIDATION",
    url: project?.url ?? "",
    githubUrl: project?.githubUrl ?? "",
    screenshots: project?.screenshots ?? [],
    projectTags: project?.projectTags ?? [],
  };
}

/** An array field's message: on the list itself, or on the first item that has one ("projectTags.2"). */
function listError(form: AppForm<ProjectEditorValues, ProjectInputBody>, name: "screenshots" | "projectTags", max: number): string | undefined {
  for (const path of [name, ...Array.from({ length: max }, (_, i) => `${name}.${i}`)]) {
    const message = form.fieldError(path);
    if (message) return message;
  }
  return undefined;
}

interface ProjectEditorFormProps {
  /** The project being edited; absent to create one. */
  project?: Project;
  Uploader: ComponentType<ScreenshotUploaderProps>;
  saving: boolean;
  onSubmit: (body: ProjectInputBody) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
}

/**
 * docs/product/hackathons.md#projects: every field of a project, for /projects/new and /projects/{id}/edit.
 * Validated with the domain's schema, as the server validates the same request.
 */
export function ProjectEditorForm({ project, Uploader, saving, onSubmit, onCancel, submitLabel }: ProjectEditorFormProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const form = useAppForm<ProjectEditorValues, ProjectInputBody>({ defaultValues: projectEditorValues(project), schema, toInput });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (failure) {
      // Field messages land on their fields; a refusal no field shows (403, 404) is said under the form.
      const result = form.failed(failure);
      if (result && result.placed.length === 0 && result.unmatched.length === 0) form.setFormError(result.error.message || t("projects.saveFailed"));
    }
  });
  const screenshotsError = listError(form, "screenshots", PROJECT_SCREENSHOTS_MAX);
  const tagsError = listError(form, "projectTags", PROJECT_TAGS_MAX);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <FormInput form={form} name="title" id="project-title" label={t("project.title")} required maxLength={PROJECT_TITLE_MAX_LENGTH} placeholder={t("project.titlePlaceholder")} />
      <FormInput form={form} name="subtitle" id="project-subtitle" label={t("projects.subtitleOptional")} placeholder={t("project.subtitlePlaceholder")} />
      <FormField id="project-stage" label={t("project.stage")} error={form.fieldError("stage")}>
        <Select id="project-stage" {...form.register("stage")}>
          {/* A project made by the hackathon feature may be at IDEA, which the list does not offer; keep it selectable. */}
          {(project?.stage === "IDEA" ? (["IDEA", ...PROJECT_STAGES_OFFERED] as const) : PROJECT_STAGES_OFFERED).map((stage) => (
            <option key={stage} value={stage}>
              {t(`project.stage.${stage}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormTextarea form={form} name="description" id="project-description" label={t("projects.descriptionLabel")} rows={5} placeholder={t("project.descriptionPlaceholder")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput form={form} name="url" id="project-url" type="url" inputMode="url" label={t("projects.url")} placeholder="https://" />
        <FormInput form={form} name="githubUrl" id="project-github" type="url" inputMode="url" label={t("projects.githubUrl")} placeholder="https://github.com/…" />
      </div>
      <Controller
        control={form.control}
        name="screenshots"
        render={({ field }) => (
          <FormField id="project-screenshots" label={t("projects.screenshots")} error={screenshotsError} hint={t("projects.screenshotsHint", { max: PROJECT_SCREENSHOTS_MAX })}>
            <Uploader value={field.value} onChange={field.onChange} maxFiles={PROJECT_SCREENSHOTS_MAX} label={t("projects.uploadScreenshots")} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="projectTags"
        render={({ field }) => (
          <FormField id="project-tags" label={t("projects.tags")} error={tagsError} hint={t("projects.tagsHint", { max: PROJECT_TAGS_MAX })}>
            <TagInput
              id="project-tags"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={PROJECT_TAGS_MAX}
              maxLength={PROJECT_TAG_MAX_LENGTH}
              placeholder={t("projects.tagsPlaceholder")}
              removeLabel={(tag) => t("projects.removeTag", { tag })}
              invalid={Boolean(tagsError)}
              describedBy="project-tags-message"
            />
          </FormField>
        )}
      />
      {form.formError ? (
        <p role="alert" className="text-sm text-red-600">
          {form.formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t("project.cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
