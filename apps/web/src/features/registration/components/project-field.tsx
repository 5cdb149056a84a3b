import type { Locale } from "@commons/domain";
import FolderPlus from "lucide-react/icons/folder-plus";
import SquareArrowOutUpRight from "lucide-react/icons/square-arrow-out-up-right";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useMyProjects } from "../api/my-projects.ts";
import { ChoiceCard } from "./choice-card.tsx";
import { FieldGroup } from "./field-group.tsx";
import { InlineProjectCreator } from "./inline-project-creator.tsx";

interface ProjectFieldProps {
  eventId: string;
  locale: Locale;
  value: string;
  onChange: (projectId: string) => void;
  error?: string;
}

/**
 * docs/product/registration.md#projects: a required project is picked from the person's projects, created right
 * here, or created on the full project page, which brings them back to this event's registration page afterwards.
 */
export function ProjectField({ eventId, locale, value, onChange, error }: ProjectFieldProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const projects = useMyProjects(true);
  const [creating, setCreating] = useState(false);
  const list = projects.data ?? [];
  const returnTo = `/${locale}/events/${eventId}/register`;
  const createHref = `/${locale}/app/projects/create?returnTo=${encodeURIComponent(returnTo)}`;

  return (
    <FieldGroup id="reg-projectId" legend={t("reg.project.label")} description={t("reg.project.hint")} required error={error}>
      {projects.isPending ? (
        <Skeleton className="h-14 w-full rounded-xl" />
      ) : list.length === 0 && !creating ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">{t("reg.project.none")}</p>
      ) : (
        list.map((project) => (
          <ChoiceCard
            key={project.id}
            type="radio"
            name="projectId"
            value={project.id}
            checked={value === project.id}
            invalid={Boolean(error)}
            onChange={() => onChange(project.id)}
          >
            <span className="block font-medium text-slate-900">{project.title}</span>
            {project.subtitle ? <span className="mt-0.5 block text-[13px] text-slate-500">{project.subtitle}</span> : null}
          </ChoiceCard>
        ))
      )}
      {creating ? (
        <InlineProjectCreator
          onCancel={() => setCreating(false)}
          onCreated={(project) => {
            onChange(project.id);
            setCreating(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
            <FolderPlus aria-hidden />
            {t("reg.project.createInline")}
          </Button>
          <a href={createHref} className="inline-flex items-center gap-1 text-sm text-slate-500 no-underline hover:text-brand-600">
            {t("reg.project.createFullPage")}
            <SquareArrowOutUpRight className="size-3.5" aria-hidden />
          </a>
        </div>
      )}
    </FieldGroup>
  );
}
