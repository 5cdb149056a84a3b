import type { ChallengeParticipant } from "@commons/domain";
import BadgeCheck from "lucide-react/icons/badge-check";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import RotateCw from "lucide-react/icons/rotate-cw";
import { useId } from "react";
import { LevelBadges } from "@/components/level-badges.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useParticipants } from "../api/get-participants.ts";
import "@/i18n/parts/challenge-feed.ts";

interface ParticipantsPanelProps {
  eventId: string;
  /** A person pressed: the feed shows their check-ins. */
  onShowPerson: (userId: string) => void;
}

/**
 * docs/product/challenges.md#dashboard: the completion rate (completed / participants), the top 5 and everyone
 * with their project and 'count / required'. Pressing a person filters the community feed to them.
 */
export function ParticipantsPanel({ eventId, onShowPerson }: ParticipantsPanelProps) {
  const { t } = useTranslation();
  const query = useParticipants(eventId);
  const topId = useId();
  const listId = useId();

  if (query.isPending) {
    return (
      <div aria-busy className="flex flex-col gap-3" data-testid="participants-skeleton">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
        {t("challengeFeed.participants.loadFailed")}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden />
          {t("challengeFeed.retry")}
        </Button>
      </div>
    );
  }
  const data = query.data;
  if (data.total === 0) {
    return <EmptyState icon={<Users />} title={t("challengeFeed.participants.empty.title")} description={t("challengeFeed.participants.empty.description")} />;
  }
  const percent = Math.round(data.completionRate * 100);

  return (
    <div className="flex flex-col gap-6" data-testid="participants-panel">
      <dl className="grid grid-cols-3 gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:gap-4">
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-slate-500">{t("challengeFeed.participants.rate")}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="completion-rate">
            {percent}%
          </dd>
          <dd className="text-xs text-slate-500">{t("challengeFeed.participants.rateDetail", { completed: data.completed, total: data.total })}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-slate-500">{t("challengeFeed.participants.total")}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{data.total}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-slate-500">{t("challengeFeed.participants.required")}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{t("challengeFeed.participants.requiredValue", { count: data.requiredCheckIns })}</dd>
        </div>
        <div aria-hidden className="col-span-3 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
        </div>
      </dl>

      {data.topContributors.length > 0 ? (
        <section aria-labelledby={topId} className="flex flex-col gap-2">
          <h3 id={topId} className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Trophy className="size-4 text-amber-500" aria-hidden />
            {t("challengeFeed.participants.top")}
          </h3>
          <ol className="flex gap-2 overflow-x-auto pb-1" data-testid="top-contributors">
            {data.topContributors.map((person, index) => (
              <li key={person.user.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onShowPerson(person.user.id)}
                  className="flex w-28 flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-3 text-center hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span className="text-xs font-semibold text-amber-700">{t("challengeFeed.participants.rank", { rank: index + 1 })}</span>
                  <Avatar name={person.user.name} src={person.user.image} size="md" />
                  <span className="w-full truncate text-sm font-medium text-slate-900">{person.user.name}</span>
                  <span className="text-xs text-slate-600 tabular-nums">
                    {t("challengeFeed.participants.progress", { count: person.checkInCount, required: data.requiredCheckIns })}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {/* A visitor's list leaves out participants-only people while the totals count them: it may be empty. */}
      {data.participants.length > 0 ? (
        <section aria-labelledby={listId} className="flex flex-col gap-2">
          <h3 id={listId} className="text-sm font-semibold text-slate-900">
            {t("challengeFeed.participants.list")}
          </h3>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="participants-list">
            {data.participants.map((person) => (
              <li key={person.user.id}>
                <ParticipantRow person={person} required={data.requiredCheckIns} onShowPerson={onShowPerson} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function ParticipantRow({ person, required, onShowPerson }: { person: ChallengeParticipant; required: number; onShowPerson: (userId: string) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => onShowPerson(person.user.id)}
      className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      data-testid="participant-row"
    >
      <Avatar name={person.user.name} src={person.user.image} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium text-slate-900">{person.user.name}</span>
          <LevelBadges user={person.user} compact inline className="hidden shrink-0 flex-nowrap sm:flex" />
        </span>
        <span className="block truncate text-xs text-slate-500">{person.project?.title ?? t("challengeFeed.participants.noProject")}</span>
      </span>
      {person.isCompleted ? (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
          <BadgeCheck className="size-3.5" aria-hidden />
          {t("challengeFeed.participants.completed")}
        </span>
      ) : null}
      <span className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums">
        {t("challengeFeed.participants.progress", { count: person.checkInCount, required })}
      </span>
    </button>
  );
}
