import { type Project } from "@commons/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { TagInput } from "@/components/ui/tag-input.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { ProjectNameFields, useProjectForm } from "@/lib/form/project-form.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { type NewProject, useCreateProject } from "@/lib/projects-api.ts";
import "@/i18n/parts/hackathon-submit.ts";

/** Ours: tags on a project made here, as POST /api/projects takes them. */
const TAGS_MAX = 20;
const TAG_LENGTH_MAX = 30;

/**
 * Spec §7: a new project made without leaving the submission (title, subtitle, stage IDEA, tags). Not a
 * nested <form>: Enter in a box creates the project instead of submitting the submission.
 */
export function NewProjectCreator({ onCreated, onCancel }: { onCreated: (project: Pick<Project, "id" | "title">) => void; onCancel: () => void }) {
  const { t } = useTranslation("ui");
  const create = useCreateProject();
  const form = useProjectForm("IDEA");
  const [tags, setTags] = useState<string[]>([]);

  const submit = form.handleSubmit(async (project) => {
    try {
      const body: NewProject = Object.assign({}, project, { projectTags: tags });
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      // Every failure stays beside the boxes: the submission around it is still being filled in.
      const failure = form.failed(error, { toast: [] });
      if (failure?.placed.length === 0) form.setFormError(errorMessage(error, t("submit.project.createFailed")));
    }
  });
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/70 p-4" data-testid="new-project-creator">
      <ProjectNameFields form={form} idPrefix="submit-new-project" onKeyDown={onEnter} />
      <FormField id="submit-new-project-tags" label={t("submit.project.tags")}>
        <TagInput
          id="submit-new-project-tags"
          value={tags}
          onChange={setTags}
          maxTags={TAGS_MAX}
          maxLength={TAG_LENGTH_MAX}
          placeholder={t("submit.project.tagsPlaceholder")}
          removeLabel={(tag) => t("submit.project.removeTag", { tag })}
        />
      </FormField>
      {form.formError ? (
        <p role="alert" className="text-[13px] text-red-600">
          {form.formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("submit.project.cancel")}
        </Button>
        <Button size="sm" loading={create.isPending} onClick={() => void submit()}>
          {t("submit.project.create")}
        </Button>
      </div>
    </div>
  );
}
