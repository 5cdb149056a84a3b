import type { BuildingConfig, EventDetail, Locale } from "@commons/domain";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { MyEventCertificateLink } from "@/features/certificates/components/my-event-certificate-link.tsx";
import { ChallengeCompletionCard } from "@/features/challenge-page/components/challenge-completion-card.tsx";
import { ChallengeDashboard } from "@/features/challenge-feed/components/challenge-dashboard.tsx";
import { ChallengeHeader } from "@/features/challenge-page/components/challenge-header.tsx";
import { useParticipation } from "@/features/challenge-participation/api/participation.ts";
import type { RenderImages } from "@/features/challenge-participation/components/check-in-form.tsx";
import { ChallengeMainCard } from "@/features/challenge-participation/components/challenge-main-card.tsx";
import { RegistrationPrimaryAction } from "@/features/registration/components/registration-primary-action.tsx";
import { registrationState } from "@/features/registration/hooks/registration-state.ts";
import { ImageUploader } from "@/features/uploads/components/image-uploader.tsx";

// Not a route (the router ignores files starting with "-"): a challenge's parts (docs/product/challenges.md),
// composed from their features because features never import each other. The page loads this module lazily
// and only for a challenge (-event-building-parts.tsx), so none of it weighs on a meetup's page.

type ChallengePartProps = { event: EventDetail & { buildingConfig: BuildingConfig }; locale: Locale; viewerId: string | null };

/** The check-in form's images: the uploads feature's uploader, up to 9. */
const renderImages: RenderImages = ({ id, label, value, onChange, maxFiles }) => (
  <div id={id}>
    <ImageUploader value={value} onChange={onChange} maxFiles={maxFiles} purpose="misc" label={label} />
  </div>
);

export function EventBuildingHeader({ event, locale, viewerId }: ChallengePartProps) {
  const participation = useParticipation(event.id, viewerId !== null);
  return <ChallengeHeader event={event} locale={locale} setUp={viewerId !== null && participation.data?.setUp === true} />;
}

export function EventBuildingMain({ event, locale, viewerId }: ChallengePartProps) {
  const participation = useParticipation(event.id, viewerId !== null);
  // The registration card registers and cancels through the event payload: when the reader's registration
  // changes there, their place in the challenge is asked for again.
  const registrationKey = `${event.viewer?.registration?.id ?? ""}:${event.viewer?.registration?.status ?? ""}`;
  const seen = useRef(registrationKey);
  const { refetch } = participation;
  useEffect(() => {
    if (seen.current === registrationKey) return;
    seen.current = registrationKey;
    if (viewerId !== null) void refetch();
  }, [registrationKey, viewerId, refetch]);
  const state = registrationState(event, viewerId !== null);
  return (
    <ChallengeMainCard
      event={event}
      locale={locale}
      viewerId={viewerId}
      registerAction={<RegistrationPrimaryAction event={event} state={state} locale={locale} size="md" />}
      renderImages={renderImages}
    />
  );
}

export function EventBuildingCertificates({ event, locale, viewerId }: ChallengePartProps) {
  const participation = useParticipation(event.id, viewerId !== null);
  if (!participation.data?.isCompleted) return null;
  return (
    <ChallengeCompletionCard
      completedAt={participation.data.completedAt}
      locale={locale}
      timezone={event.timezone}
      action={<MyEventCertificateLink eventId={event.id} locale={locale} />}
    />
  );
}

/**
 * The community dashboard (feed and participants), its person filter in the URL's `?user=`: the link a shared
 * check-in carries opens the feed filtered (docs/product/challenges.md#sharing). Everyone is not written.
 */
export function EventBuildingDashboard({ event, locale }: ChallengePartProps) {
  const userFilter = useSearch({ from: "/$locale/events/$id", select: (search) => search.user ?? null });
  const navigate = useNavigate({ from: "/$locale/events/$id" });
  const onUserFilterChange = useCallback(
    (userId: string | null) =>
      void navigate({
        search: ({ user: _drop, ...rest }) => (userId ? { ...rest, user: userId } : rest),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return <ChallengeDashboard eventId={event.id} locale={locale} userFilter={userFilter} onUserFilterChange={onUserFilterChange} />;
}
