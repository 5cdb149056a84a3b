import { defaultHackathonTab, type HackathonTab } from "@commons/domain";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { lazy, Suspense, useCallback } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { HackathonParts } from "@/lib/event-layout.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { loadEventHackathon, loadSubmissionPanel } from "./-event-chunks.ts";
import type { EventPartsInput } from "./-event-page-parts.tsx";

// Not a route (the router ignores files starting with "-"): a hackathon's own parts of the event page
// (docs/product/hackathons.md#the-hackathon-page). Their code is one lazy chunk (-event-hackathon.tsx).

const Projects = lazy(async () => ({ default: (await loadEventHackathon()).EventHackathonProjects }));
const Resources = lazy(async () => ({ default: (await loadEventHackathon()).EventHackathonResources }));
const Awards = lazy(async () => ({ default: (await loadEventHackathon()).EventHackathonAwards }));
const SubmissionPanel = lazy(async () => ({ default: (await loadSubmissionPanel()).SubmissionPanel }));
const Results = lazy(async () => ({ default: (await loadEventHackathon()).EventHackathonResults }));

const panelFallback = <Skeleton className="h-64 rounded-2xl" />;

/**
 * The hackathon's parts, or null for any other type. The tab lives in the URL's `?tab=`; the stage's default
 * (the overview, or results once the stage is RESULTS) is not written, so a shared link follows the stage.
 */
export function useHackathonParts({ event, locale, viewerId }: EventPartsInput): HackathonParts | null {
  const urlTab = useSearch({ from: "/$locale/events/$id", select: (search) => search.tab });
  const navigate = useNavigate({ from: "/$locale/events/$id" });
  const { t } = useTranslation();
  const config = event.type === "HACKATHON" ? event.hackathonConfig : null;
  const fallbackTab = config ? defaultHackathonTab(config.stage.current) : "overview";
  const onTabChange = useCallback(
    (next: HackathonTab) =>
      void navigate({
        search: ({ tab: _drop, ...rest }) => (next === fallbackTab ? rest : { ...rest, tab: next }),
        replace: true,
        resetScroll: false,
      }),
    [navigate, fallbackTab],
  );
  if (!config) return null;
  return {
    config,
    // `#submission`: where the reader's registrations link their team's submission.
    submission: (
      <>
        {/* docs/product/hackathons.md#judging: a judge's way to their judging page. */}
        {event.viewer?.isJudge ? (
          <Link
            to="/$locale/app/events/$id/judge"
            params={{ locale, id: event.id }}
            className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            data-testid="judge-entry"
          >
            {t("hackathonJudging.entry")}
          </Link>
        ) : null}
        <div id="submission" className="scroll-mt-24">
          <Suspense fallback={<Skeleton className="h-32 rounded-2xl" />}>
            <SubmissionPanel event={event} locale={locale} viewerId={viewerId} />
          </Suspense>
        </div>
      </>
    ),
    projects: (
      <Suspense fallback={panelFallback}>
        <Projects event={event} locale={locale} />
      </Suspense>
    ),
    resources: (
      <Suspense fallback={panelFallback}>
        <Resources config={config} />
      </Suspense>
    ),
    awards: (
      <Suspense fallback={panelFallback}>
        <Awards event={event} config={config} locale={locale} />
      </Suspense>
    ),
    results: (
      <Suspense fallback={panelFallback}>
        <Results event={event} config={config} locale={locale} />
      </Suspense>
    ),
    tab: urlTab ?? fallbackTab,
    onTabChange,
  };
}
