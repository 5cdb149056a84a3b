import { type EventDetail, type GallerySort, type HackathonConfig, type Locale, stageAllowsVoting } from "@commons/domain";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import { EventAwardsSection } from "@/features/certificates/components/event-awards-section.tsx";
import { HackathonAwards } from "@/features/hackathon-page/components/hackathon-awards.tsx";
import { HackathonResources } from "@/features/hackathon-page/components/hackathon-resources.tsx";
import { HackathonResults } from "@/features/hackathon-page/components/hackathon-results.tsx";
import { SubmissionsGallery } from "@/features/hackathon-page/components/submissions-gallery.tsx";

// Not a route (the router ignores files starting with "-"): a hackathon's tabs (docs/product/hackathons.md#the-hackathon-page),
// composed from their features because features never import each other. The page loads this module lazily
// and only for a hackathon (-event-hackathon-parts.tsx), so none of it weighs on a meetup's page.

/** The gallery, its order in the URL's `?sort=` (recent, the default, is not written). */
export function EventHackathonProjects({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { sort } = useSearch({ from: "/$locale/events/$id" });
  const navigate = useNavigate({ from: "/$locale/events/$id" });
  const onSortChange = useCallback(
    (next: GallerySort) =>
      void navigate({
        search: ({ sort: _drop, ...rest }) => (next === "recent" ? rest : { ...rest, sort: next }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const config = event.hackathonConfig;
  // docs/product/hackathons.md#voting: the cards carry their vote bar only while public voting is open.
  const voting = config && stageAllowsVoting(config.stage.current) && config.voting.allowPublicVoting ? { votesPerPerson: config.voting.votesPerPerson } : null;
  return <SubmissionsGallery eventId={event.id} locale={locale} sort={sort ?? "recent"} onSortChange={onSortChange} voting={voting} />;
}

export function EventHackathonResources({ config }: { config: HackathonConfig }) {
  return <HackathonResources resources={config.resources} />;
}

/** The awards on offer, then the certificates issued for them (docs/product/certificate-pages.md#event-awards). */
export function EventHackathonAwards({ event, config, locale }: { event: EventDetail; config: HackathonConfig; locale: Locale }) {
  return (
    <div className="flex flex-col gap-10">
      <HackathonAwards awards={config.awards} />
      <EventAwardsSection eventId={event.id} locale={locale} />
    </div>
  );
}

/** The ranking, and once the results are out the certificates they earned. */
export function EventHackathonResults({ event, config, locale }: { event: EventDetail; config: HackathonConfig; locale: Locale }) {
  return (
    <div className="flex flex-col gap-10">
      <HackathonResults eventId={event.id} stage={config.stage.current} />
      {config.stage.current === "RESULTS" ? <EventAwardsSection eventId={event.id} locale={locale} hideWhenEmpty /> : null}
    </div>
  );
}
