import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { errorMessage, isApiError } from "@/lib/api-error.ts";
import { type ProjectSummary, useCreateProject } from "@/lib/projects-api.ts";
import { PROJECT_TITLE_MAX_LENGTH } from "@commons/domain";
import { PROJECT_STAGE_CHOICES } from "../hooks/project-stages.ts";

/**
 * Creating a project without leaving the form. It is not a nested <form> (HTML forbids one): Enter in
 * a box creates the project instead of submitting the registration.
 */
export function InlineProjectCreator({ onCreated, onCancel }: { onCreated: (project: ProjectSummary) => void; onCancel: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const create = useCreateProject();
  const [title, setTitle] = useState("");
  const [subtitle, setSubtitle] = useState("");
  const [stage, setStage] = useState<string>(PROJECT_STAGE_CHOICES[0] ?? "IDEA_VALIDATION");
  const [errors, setErrors] = useState<{ title?: string; subtitle?: string; form?: string }>({});

  const submit = async () => {
    const next = {
      title: title.trim() ? undefined : t("reg.project.titleRequired"),
      subtitle: subtitle.trim() ? undefined : t("reg.project.subtitleRequired"),
    };
    setErrors(next);
    if (next.title || next.subtitle) return;
    try {
      onCreated(await create.mutateAsync({ title: title.trim(), subtitle: subtitle.trim(), stage }));
    } catch (error) {
      const fields = isApiError(error) ? error.details : [];
      setErrors({
        title: fields.find((item) => item.field === "title")?.message,
        subtitle: fields.find((item) => item.field === "subtitle")?.message,
        form: errorMessage(error, t("reg.project.createFailed")),
      });
    }
  };
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/70 p-4">
      <FormField id="reg-new-project-title" label={t("project.title")} error={errors.title} required>
        <Input
          id="reg-new-project-title"
          value={title}
          maxLength={PROJECT_TITLE_MAX_LENGTH}
          placeholder={t("project.titlePlaceholder")}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby="reg-new-project-title-message"
          onKeyDown={onEnter}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <FormField id="reg-new-project-subtitle" label={t("project.subtitle")} error={errors.subtitle} required>
        <Input
          id="reg-new-project-subtitle"
          value={subtitle}
          placeholder={t("project.subtitlePlaceholder")}
          aria-invalid={errors.subtitle ? true : undefined}
          aria-describedby="reg-new-project-subtitle-message"
          onKeyDown={onEnter}
          onChange={(event) => setSubtitle(event.target.value)}
        />
      </FormField>
      <FormField id="reg-new-project-stage" label={t("project.stage")}>
        <Select id="reg-new-project-stage" value={stage} onChange={(event) => setStage(event.target.value)}>
          {PROJECT_STAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`project.stage.${choice}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {errors.form && !errors.title && !errors.subtitle ? <p role="alert" className="text-[13px] text-red-600">{errors.form}</p> : null}
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
