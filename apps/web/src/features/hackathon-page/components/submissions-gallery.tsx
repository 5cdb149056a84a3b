import { GALLERY_SORTS, type GallerySort, type Locale } from "@commons/domain";
import EyeOff from "lucide-react/icons/eye-off";
import LayoutGrid from "lucide-react/icons/layout-grid";
import RotateCw from "lucide-react/icons/rotate-cw";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useSession } from "@/lib/session.ts";
import { useSubmissions } from "../api/get-submissions.ts";
import { useMyVotes } from "../api/vote.ts";
import { useVoteToggle } from "../hooks/use-vote-toggle.ts";
import { SubmissionCard } from "./submission-card.tsx";
import { VoteButton } from "./vote-button.tsx";
import "@/i18n/parts/hackathon-page.ts";

interface SubmissionsGalleryProps {
  eventId: string;
  locale: Locale;
  sort: GallerySort;
  onSortChange: (sort: GallerySort) => void;
  /** Set while public voting is open (stage VOTING, voting on): each card gets its vote bar. */
  voting?: { votesPerPerson: number | null } | null;
}

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5";

/**
 * The gallery (docs/product/hackathons.md#gallery): the server's pages, sorted there, "load more" appending
 * the next. A gallery the organiser keeps closed until voting says so instead of looking empty.
 */
export function SubmissionsGallery({ eventId, locale, sort, onSortChange, voting = null }: SubmissionsGalleryProps) {
  const { t } = useTranslation();
  const { session, isSignedIn } = useSession();
  const viewerId = session?.user.id ?? null;
  // A signed-out reader's cache may still hold the last person's votes: read them only while signed in.
  const myVotesQuery = useMyVotes(eventId, Boolean(voting) && isSignedIn);
  const mine = isSignedIn ? myVotesQuery.data : undefined;
  const toggle = useVoteToggle(eventId);
  const headingId = useId();
  const sortId = useId();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useSubmissions(eventId, sort);
  const first = data?.pages[0];
  const cards = data?.pages.flatMap((page) => page.submissions) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5" data-testid="submissions-gallery">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="flex items-baseline gap-2">
          <h2 id={headingId} className="text-[13px] font-semibold tracking-wide text-slate-500 uppercase">
            {t("hackathonPage.gallery.title")}
          </h2>
          {first && !first.hidden && first.total > 0 ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{t("hackathonPage.gallery.count", { count: first.total })}</span>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-slate-600">
            {t("hackathonPage.gallery.sort")}
          </label>
          <Select id={sortId} value={sort} onChange={(e) => onSortChange(e.target.value as GallerySort)} className="w-36">
            {GALLERY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`hackathonPage.gallery.sort.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {voting && mine && mine.votesLeft !== null ? (
        <p className="rounded-xl bg-brand-50 px-4 py-2.5 text-sm text-brand-800" aria-live="polite" data-testid="votes-left">
          {t("hackathonPage.vote.left", { left: mine.votesLeft, total: mine.votesPerPerson ?? 0 })}
        </p>
      ) : null}
      {isPending ? (
        <div className={GRID} aria-busy>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-72 rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          {t("hackathonPage.gallery.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            <RotateCw aria-hidden />
            {t("hackathonPage.gallery.retry")}
          </Button>
        </div>
      ) : first?.hidden ? (
        <EmptyState icon={<EyeOff />} title={t("hackathonPage.gallery.hidden.title")} description={t("hackathonPage.gallery.hidden.description")} />
      ) : cards.length === 0 ? (
        <EmptyState icon={<LayoutGrid />} title={t("hackathonPage.gallery.empty.title")} description={t("hackathonPage.gallery.empty.description")} />
      ) : (
        <>
          <ul className={GRID}>
            {cards.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard
                  submission={submission}
                  locale={locale}
                  showScore={sort === "score"}
                  footer={
                    voting ? (
                      <VoteButton
                        submission={submission}
                        state={{
                          voted: mine?.submissionIds.includes(submission.id) ?? false,
                          ownProject: viewerId !== null && submission.team.some((member) => member.id === viewerId),
                          quotaUsed: mine?.votesLeft === 0,
                        }}
                        busy={toggle.isPending && toggle.variables?.submissionId === submission.id}
                        onVote={(vote) => toggle.mutate({ submissionId: submission.id, vote })}
                      />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <Button variant="outline" className="self-center" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t("hackathonPage.gallery.loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
