import type { Locale, ProjectPage } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ExternalLink from "lucide-react/icons/external-link";
import FolderGit2 from "lucide-react/icons/folder-git-2";
import Globe from "lucide-react/icons/globe";
import Pencil from "lucide-react/icons/pencil";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { userHandle } from "@/lib/user-handle.ts";
import { ProjectHackathons } from "./project-hackathons.tsx";
import "@/i18n/parts/projects.ts";

/** Only web addresses become links: a stored `javascript:` or `data:` URL is never clickable. */
function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function OutLink({ href, icon, label }: { href: string; icon: React.ReactNode; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 hover:border-slate-300 hover:bg-slate-50 [&_svg]:size-4"
    >
      {icon}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <ExternalLink className="shrink-0 text-slate-400" aria-hidden />
    </a>
  );
}

/**
 * The project page (docs/product/people.md#project-page): what it is, how it looks, where it lives, who made
 * it, and the hackathons it was submitted to (docs/product/hackathons.md#projects). `isOwner` adds Edit.
 */
export function ProjectView({ project, locale, isOwner = false }: { project: ProjectPage; locale: Locale; isOwner?: boolean }) {
  const { t } = useTranslation();
  const website = safeHttpUrl(project.url);
  const github = safeHttpUrl(project.githubUrl);
  const created = new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en", { dateStyle: "medium" }).format(new Date(project.createdAt));
  const owner = project.owner;

  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-6">
        <header>
          <div className="flex items-center justify-between gap-3">
            <Badge tone="brand">{t(`project.stage.${project.stage}`)}</Badge>
            {isOwner ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/$locale/projects/$id/edit" params={{ locale, id: project.id }}>
                  <Pencil aria-hidden />
                  {t("projects.edit")}
                </Link>
              </Button>
            ) : null}
          </div>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{project.title}</h1>
          {project.subtitle ? <p className="mt-2 text-base text-slate-600 [overflow-wrap:anywhere] sm:text-lg">{project.subtitle}</p> : null}
        </header>
        {project.screenshots.length > 0 ? (
          <section aria-label={t("projectPage.screenshots")}>
            <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
              {project.screenshots.map((src, i) => (
                <li key={src} className={project.screenshots.length === 1 ? "w-full max-w-3xl" : "w-[85%] shrink-0 snap-start sm:w-[70%]"}>
                  <a href={src} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
                    <img src={src} alt={t("projectPage.screenshotAlt", { title: project.title, n: i + 1 })} className="aspect-video w-full object-cover" loading={i === 0 ? "eager" : "lazy"} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section>
          <h2 className="text-[13px] font-semibold tracking-wide text-slate-600 uppercase">{t("projectPage.about")}</h2>
          <p className="mt-2 text-[15px] leading-7 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
            {project.description || t("projectPage.noDescription")}
          </p>
        </section>
        {project.projectTags.length > 0 ? (
          <section>
            <h2 className="text-[13px] font-semibold tracking-wide text-slate-600 uppercase">{t("projectPage.tags")}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {project.projectTags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ProjectHackathons submissions={project.submissions} locale={locale} />
      </div>
      <aside className="flex flex-col gap-4">
        <Card className="p-5">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("projectPage.by")}</p>
          <Link to="/$locale/u/$handle" params={{ locale, handle: userHandle(owner) }} className="mt-3 flex items-center gap-3 rounded-xl hover:bg-slate-50">
            <Avatar name={owner.name} src={owner.image} size="md" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{owner.name}</span>
              {owner.userRoleString ? <span className="block truncate text-sm text-slate-600">{owner.userRoleString}</span> : null}
            </span>
          </Link>
          {owner.bio ? <p className="mt-3 line-clamp-3 text-sm text-slate-600">{owner.bio}</p> : null}
          <p className="mt-4 text-xs text-slate-600">{t("projectPage.createdAt", { date: created })}</p>
        </Card>
        {website || github ? (
          <Card className="flex flex-col gap-2 p-5">
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("projectPage.links")}</p>
            {website ? <OutLink href={website} icon={<Globe aria-hidden />} label={t("projectPage.website")} /> : null}
            {github ? <OutLink href={github} icon={<FolderGit2 aria-hidden />} label={t("projectPage.github")} /> : null}
          </Card>
        ) : null}
      </aside>
    </article>
  );
}
