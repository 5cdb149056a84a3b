import type { Locale, Project } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import FolderOpen from "lucide-react/icons/folder-open";
import { Badge } from "@/components/ui/badge.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/projects.ts";

/** A person's projects as cards linking to each page (docs/product/hackathons.md#projects). */
export function MyProjectsList({ projects, locale }: { projects: Project[]; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {projects.map((p) => (
        <li key={p.id}>
          <Link
            to="/$locale/projects/$id"
            params={{ locale, id: p.id }}
            className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-slate-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {p.screenshots[0] ? (
              <img src={p.screenshots[0]} alt="" className="aspect-video w-full bg-slate-100 object-cover" loading="lazy" />
            ) : (
              <div className="flex aspect-video w-full items-center justify-center bg-slate-100 text-slate-400">
                <FolderOpen aria-hidden className="size-8" />
              </div>
            )}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{p.title}</span>
                <Badge tone="brand" className="shrink-0">
                  {t(`project.stage.${p.stage}`)}
                </Badge>
              </div>
              {p.subtitle ? <p className="line-clamp-2 text-sm text-slate-600">{p.subtitle}</p> : null}
              {p.projectTags.length ? (
                <p className="mt-auto truncate pt-1 text-xs text-slate-600">{p.projectTags.map((tag) => `#${tag}`).join(" ")}</p>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
