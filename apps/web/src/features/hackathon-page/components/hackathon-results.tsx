import { type HackathonStage, type ResultEntry, stageShowsResults, type VotingResults } from "@commons/domain";
import Hourglass from "lucide-react/icons/hourglass";
import Medal from "lucide-react/icons/medal";
import Trophy from "lucide-react/icons/trophy";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { useVotingResults } from "../api/get-voting-results.ts";
import { DetailHeading } from "./detail-heading.tsx";
import "@/i18n/parts/hackathon-page.ts";

/**
 * Ranks 1–3 get a medal (docs/product/hackathons.md#results), on gold, silver and bronze tints: a drawn icon,
 * not an emoji, so it shows on every system (Debian's Chromium has no emoji font) and matches the gallery's.
 */
const MEDALS: Record<number, { tint: string; icon: string }> = {
  1: { tint: "bg-amber-100 ring-amber-300", icon: "text-amber-700" },
  2: { tint: "bg-slate-200 ring-slate-300", icon: "text-slate-600" },
  3: { tint: "bg-orange-100 ring-orange-300", icon: "text-orange-700" },
};

/** Every score is shown with one decimal; a missing one as a dash. */
const score = (value: number | null) => (value === null ? "–" : value.toFixed(1));

/**
 * The results tab (docs/product/hackathons.md#results). Before VOTING an explanation; during VOTING the vote
 * counts, and a note that scores come with the results; in RESULTS the ranking with medals for 1–3, every score
 * with one decimal, the awards won and the tie rule.
 */
export function HackathonResults({ eventId, stage }: { eventId: string; stage: HackathonStage }) {
  const { t } = useTranslation();
  if (!stageShowsResults(stage)) {
    return (
      <EmptyState
        icon={<Hourglass />}
        title={t("hackathonPage.results.notYet.title")}
        description={t("hackathonPage.results.notYet.description", { stage: tShared(`hackathons.stage.${stage}`) })}
      />
    );
  }
  return <ResultsBody eventId={eventId} />;
}

function ResultsBody({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useVotingResults(eventId);
  if (query.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (query.isError) {
    return (
      <EmptyState
        icon={<Trophy />}
        title={t("hackathonPage.results.loadFailed")}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("hackathonPage.gallery.retry")}
          </Button>
        }
      />
    );
  }
  const { submissions, config } = query.data;
  if (submissions.length === 0) {
    return <EmptyState icon={<Trophy />} title={t("hackathonPage.gallery.empty.title")} description={t("hackathonPage.gallery.empty.description")} />;
  }
  return (
    <section className="flex flex-col gap-3" data-testid="hackathon-results">
      <DetailHeading icon={<Trophy />}>{t(config.revealed ? "hackathonPage.results.title" : "hackathonPage.results.votingTitle")}</DetailHeading>
      <p className="text-sm leading-6 text-slate-600">{config.revealed ? <RuleNote config={config} /> : t("hackathonPage.results.scoresLater")}</p>
      <ol className="flex flex-col gap-3">
        {submissions.map((entry, index) => (
          <ResultRow key={entry.id} entry={entry} position={index + 1} revealed={config.revealed} config={config} />
        ))}
      </ol>
    </section>
  );
}

function RuleNote({ config }: { config: VotingResults["config"] }) {
  const { t } = useTranslation();
  const weights =
    config.enableJudgeVoting && config.allowPublicVoting
      ? t("hackathonPage.results.formula", { judge: Math.round(config.judgeWeight * 100), public: Math.round(config.publicWeight * 100) })
      : t(config.enableJudgeVoting ? "hackathonPage.results.judgesOnly" : "hackathonPage.results.audienceOnly");
  return (
    <>
      {weights} {t("hackathonPage.results.tieRule")}
    </>
  );
}

function ResultRow({ entry, position, revealed, config }: { entry: ResultEntry; position: number; revealed: boolean; config: VotingResults["config"] }) {
  const { t } = useTranslation();
  const medal = revealed && entry.rank !== null ? MEDALS[entry.rank] : undefined;
  return (
    <li
      className={cn("flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:flex-row sm:items-center", medal ? "border-amber-200" : "border-slate-200")}
      data-testid="result-row"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-semibold text-slate-800 ring-1", medal ? medal.tint : "bg-slate-50 ring-slate-200")}
          aria-label={revealed ? t("hackathonPage.gallery.rank", { rank: entry.rank ?? position }) : undefined}
        >
          {medal ? (
            <span aria-hidden className="flex flex-col items-center leading-none" data-medal={entry.rank}>
              <Medal className={cn("size-5", medal.icon)} />
              <span className="mt-0.5 text-xs font-bold">{entry.rank}</span>
            </span>
          ) : revealed ? (
            (entry.rank ?? position)
          ) : (
            position
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{entry.title}</h3>
          <div className="mt-1 flex items-center gap-2">
            <ul className="flex -space-x-2" aria-label={t("hackathonPage.gallery.team")}>
              {entry.team.slice(0, 4).map((member) => (
                <li key={member.id}>
                  <Avatar name={member.name} src={member.image} size="sm" className="ring-2 ring-white" />
                </li>
              ))}
            </ul>
            <span className="truncate text-xs text-slate-600">{entry.team.map((m) => m.name).join("、")}</span>
          </div>
          {entry.awards.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("hackathonPage.results.awardsWon")}>
              {entry.awards.map((award) => (
                <li key={award.awardId}>
                  <Badge tone="amber" className="gap-1">
                    <Trophy className="size-3.5" aria-hidden />
                    {award.name} · {tShared(`hackathons.awardLevel.${award.level}`)} · {tShared(`hackathons.awardCategory.${award.category}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <dl className="grid shrink-0 grid-cols-3 gap-x-4 gap-y-1 text-center sm:min-w-72">
        {revealed ? (
          <>
            <Stat label={t("hackathonPage.results.final")} value={score(entry.finalScore)} strong />
            {config.enableJudgeVoting ? <Stat label={t("hackathonPage.results.judge")} value={score(entry.judgeScore)} /> : null}
            {config.allowPublicVoting ? <Stat label={t("hackathonPage.results.audience")} value={score(entry.audienceScore)} /> : null}
          </>
        ) : (
          <>
            <Stat label={t("hackathonPage.results.votes")} value={String(entry.voteCount)} strong />
            {config.allowPublicVoting ? <Stat label={t("hackathonPage.results.audience")} value={score(entry.audienceScore)} /> : null}
          </>
        )}
      </dl>
    </li>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn("tabular-nums", strong ? "text-lg font-semibold text-slate-900" : "text-base text-slate-800")}>{value}</dd>
    </div>
  );
}
