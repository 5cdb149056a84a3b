import type { Project } from "@commons/domain";
import Plus from "lucide-react/icons/plus";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useMyProjects } from "../api/get-my-projects.ts";
import { submissionKeys } from "../api/keys.ts";
import { NewProjectCreator } from "./new-project-creator.tsx";
import "@/i18n/parts/hackathon-submit.ts";

interface ProjectPickerProps {
  value: string;
  error?: string;
  /** The chosen project, whole (its texts, tags and screenshots fill the submission); null when cleared. */
  onChange: (project: Project | null) => void;
}

/** Spec §2 "project picker": the caller's projects, and a new one made in place. */
export function ProjectPicker({ value, error, onChange }: ProjectPickerProps) {
  const { t } = useTranslation("ui");
  const projects = useMyProjects(true);
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const list = projects.data ?? [];


  return (
    <div className="flex flex-col gap-3">
      <FormField
        id="submit-project"
        label={t("submit.project.label")}
        required
        error={error ?? (projects.isError ? t("submit.project.loadFailed") : undefined)}
        aside={
          creating ? null : (
            <Button type="button" variant="ghost" size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              {t("submit.project.new")}
            </Button>
          )
        }
      >
        <Select
          id="submit-project"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby="submit-project-message"
          onChange={(event) => onChange(list.find((p) => p.id === event.target.value) ?? null)}
        >
          <option value="">{t("submit.project.placeholder")}</option>
          {list.map((project) => (
            <option key={project.id} value={project.id}>
              {project.title}
            </option>
          ))}
        </Select>
      </FormField>
      {creating ? (
        <NewProjectCreator
          onCancel={() => setCreating(false)}
          onCreated={(project) => {
            setCreating(false);
            // Creating settles once the lists on screen have refetched (lib/projects-api.ts): the new one is listed.
            const made = queryClient.getQueryData<Project[]>(submissionKeys.projects)?.find((p) => p.id === project.id);
            onChange(made ?? null);
          }}
        />
      ) : null}
    </div>
  );
}
