import type { Locale, SubmissionCard as Card } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import Heart from "lucide-react/icons/heart";
import Medal from "lucide-react/icons/medal";
import { Avatar } from "@/components/ui/avatar.tsx";
import { CoverImage } from "@/components/ui/cover-image.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/hackathon-page.ts";

/** Team avatars shown on a card; the rest are counted. */
const AVATARS_SHOWN = 4;
/** Tags shown on a card. */
const TAGS_SHOWN = 4;

// Ranks 1–3 get a medal (docs/product/hackathons.md#gallery); colours keep ≥ 4.5:1 for their text.
const MEDALS: Record<number, { ring: string; badge: string }> = {
  1: { ring: "ring-2 ring-amber-400", badge: "bg-amber-100 text-amber-900 ring-amber-300" },
  2: { ring: "ring-2 ring-slate-300", badge: "bg-slate-100 text-slate-800 ring-slate-300" },
  3: { ring: "ring-2 ring-orange-300", badge: "bg-orange-100 text-orange-900 ring-orange-300" },
};

/**
 * One project of the gallery: cover, title, tags, team; the card's body links to the project page when it has
 * one. `footer` (the vote bar during VOTING, docs/product/hackathons.md#voting) sits below the link, never
 * inside it: a button in a link is two controls in one.
 */
export function SubmissionCard({ submission, locale, showScore, footer }: { submission: Card; locale: Locale; showScore: boolean; footer?: ReactNode }) {
  const { t } = useTranslation();
  const medal = submission.rank !== null ? MEDALS[submission.rank] : undefined;
  const body = (
    <>
      <div className="relative">
        <CoverImage src={submission.coverImage} alt={submission.coverImage ? submission.title : t("hackathonPage.gallery.noCover")} seed={submission.id} />
        {medal && submission.rank !== null ? (
          <span className={cn("absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1", medal.badge)}>
            <Medal className="size-3.5" aria-hidden />
            {t("hackathonPage.gallery.rank", { rank: submission.rank })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="line-clamp-1 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{submission.title}</h3>
          <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600 [overflow-wrap:anywhere]">{submission.description}</p>
        </div>
        {submission.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {submission.tags.slice(0, TAGS_SHOWN).map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <div className="flex min-w-0 items-center gap-2">
            <ul className="flex -space-x-2" aria-label={t("hackathonPage.gallery.team")}>
              {submission.team.slice(0, AVATARS_SHOWN).map((member) => (
                <li key={member.id}>
                  <Avatar name={member.name} src={member.image} size="sm" className="ring-2 ring-white" />
                </li>
              ))}
            </ul>
            <span className="truncate text-xs text-slate-600">
              {submission.team[0]?.name}
              {submission.team.length > 1 ? ` ${t("hackathonPage.gallery.moreMembers", { count: submission.team.length })}` : ""}
            </span>
          </div>
          {footer ? null : (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-slate-600">
            {showScore && submission.finalScore !== null ? (
              t("hackathonPage.gallery.score", { score: submission.finalScore.toFixed(1) })
            ) : (
              <>
                <Heart className="size-3.5" aria-hidden />
                {t("hackathonPage.gallery.votes", { count: submission.voteCount })}
              </>
            )}
          </span>
          )}
        </div>
      </div>
    </>
  );
  const frame = cn(
    "flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition",
    medal?.ring,
    submission.projectId && "hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
  );
  if (footer) {
    const inner = "flex flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500";
    return (
      <article className={frame} data-testid="submission-card">
        {submission.projectId ? (
          <Link to="/$locale/projects/$id" params={{ locale, id: submission.projectId }} className={inner}>
            {body}
          </Link>
        ) : (
          <div className={inner}>{body}</div>
        )}
        {footer}
      </article>
    );
  }
  return submission.projectId ? (
    <Link to="/$locale/projects/$id" params={{ locale, id: submission.projectId }} className={frame} data-testid="submission-card">
      {body}
    </Link>
  ) : (
    <article className={frame} data-testid="submission-card">
      {body}
    </article>
  );
}
