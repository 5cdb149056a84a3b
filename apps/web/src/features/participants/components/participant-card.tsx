import type { InterestContact, Locale, Participant } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ExternalLink from "lucide-react/icons/external-link";
import FolderGit2 from "lucide-react/icons/folder-git-2";
import { LevelBadges } from "@/components/level-badges.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { userHandle } from "@/lib/user-handle.ts";
import { InterestToggle } from "./interest-toggle.tsx";
import { ParticipantContact } from "./participant-contact.tsx";

export interface InterestState {
  interested: boolean;
  mutual: boolean;
  contact: InterestContact | null;
}

interface ParticipantCardProps {
  person: Participant;
  locale: Locale;
  isSelf: boolean;
  /** Present only for an approved registrant looking at someone else. */
  interest?: InterestState & { onToggle: () => void };
}

/** One participant in the dialog (docs/product/people.md#participants): who they are, what they build, and the heart. */
export function ParticipantCard({ person, locale, isSelf, interest }: ParticipantCardProps) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4" data-testid="participant-card">
      <div className="flex items-start gap-3">
        <Avatar name={person.name} src={person.image} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to="/$locale/u/$handle"
              params={{ locale, handle: userHandle(person) }}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("participants.profileLink", { name: person.name })}
              className="inline-flex min-w-0 items-center gap-1 font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              <span className="truncate">{person.name}</span>
              <ExternalLink className="size-3.5 shrink-0 text-slate-400" aria-hidden />
            </Link>
            {isSelf ? <Badge tone="brand">{t("participants.you")}</Badge> : null}
          </div>
          {person.userRoleString ? <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{person.userRoleString}</p> : null}
          <LevelBadges user={person} compact className="mt-1.5" />
        </div>
        {interest ? <InterestToggle name={person.name} interested={interest.interested} mutual={interest.mutual} onToggle={interest.onToggle} /> : null}
      </div>
      {person.currentWorkOn ? <p className="mt-3 text-sm font-medium text-slate-800 [overflow-wrap:anywhere]">{person.currentWorkOn}</p> : null}
      {person.bio ? <p className="mt-1 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{person.bio}</p> : null}
      {person.projects.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1.5" aria-label={t("participants.projects")}>
          {person.projects.map((project) => (
            <li key={project.id}>
              <Link
                to="/$locale/projects/$id"
                params={{ locale, id: project.id }}
                className="flex items-center gap-2.5 rounded-xl bg-slate-50 px-2.5 py-2 text-sm hover:bg-slate-100"
              >
                {project.screenshot ? (
                  <img src={project.screenshot} alt="" className="size-9 shrink-0 rounded-lg object-cover" loading="lazy" />
                ) : (
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-slate-500 ring-1 ring-slate-200">
                    <FolderGit2 className="size-4" aria-hidden />
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{project.title}</span>
                  {project.subtitle ? <span className="block truncate text-xs text-slate-600">{project.subtitle}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {interest?.mutual && interest.contact ? <ParticipantContact name={person.name} contact={interest.contact} /> : null}
    </li>
  );
}
