import type { Locale, ProjectHackathon } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import Trophy from "lucide-react/icons/trophy";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/projects.ts";

/** docs/product/hackathons.md#projects: the hackathons a project was submitted to, each linking to its event. */
export function ProjectHackathons({ submissions, locale }: { submissions: ProjectHackathon[]; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const date = new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en", { dateStyle: "medium" });
  return (
    <section aria-labelledby="project-hackathons-title">
      <h2 id="project-hackathons-title" className="text-[13px] font-semibold tracking-wide text-slate-600 uppercase">
        {t("projects.events")}
      </h2>
      {submissions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("projects.eventsEmpty")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {submissions.map((s) => (
            <li key={s.submissionId}>
              <Link
                to="/$locale/events/$id"
                params={{ locale, id: s.eventId }}
                className="flex gap-3 rounded-2xl border border-slate-200 p-3 hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 text-slate-400 sm:size-20">
                  {s.coverImage ? <img src={s.coverImage} alt="" className="size-full object-cover" loading="lazy" /> : <Trophy aria-hidden className="size-6" />}
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{s.eventTitle}</span>
                    <Badge tone="brand">{t(`shared:hackathons.stage.${s.stage}`)}</Badge>
                  </div>
                  <p className="mt-1 truncate text-sm text-slate-700">{t("projects.submittedAs", { title: s.title })}</p>
                  <div className="mt-2 flex items-center gap-2">
                    <span className="flex -space-x-2" aria-label={t("projects.team", { names: s.team.map((m) => m.name).join("、") })} role="img">
                      {s.team.slice(0, 5).map((m) => (
                        <Avatar key={m.id} name={m.name} src={m.image} size="xs" className="ring-2 ring-white" />
                      ))}
                    </span>
                    <span className="text-xs text-slate-600">{t("projects.submittedAt", { date: date.format(new Date(s.submittedAt)) })}</span>
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
