import { createFileRoute } from "@tanstack/react-router";
import { useCallback, useDeferredValue } from "react";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import type { EventDetail } from "@commons/domain";
import { eventQueryKey, eventQueryOptions, useEvent } from "@/features/event-detail/api/get-event.ts";
import { EventDetailSkeleton } from "@/features/event-detail/components/event-detail-skeleton.tsx";
import { type EventPageSearch, parseEventPageSearch } from "@/features/event-detail/hooks/event-search.ts";
import { useEventPageEffects } from "@/features/event-detail/hooks/use-event-page-effects.ts";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { useSession } from "@/lib/session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import {
  loadChallengeLayout,
  loadEventBuilding,
  loadEventHackathon,
  loadEventPeople,
  loadEventPhotos,
  loadHackathonLayout,
  loadRegistrationActionBar,
  loadRegistrationCard,
} from "./-event-chunks.ts";
import { EventTypeLayout } from "./-event-layouts.tsx";

export const Route = createFileRoute("/$locale/events/$id")({
  validateSearch: parseEventPageSearch,
  loader: ({ context, params }) => {
    void loadRegistrationCard();
    void loadRegistrationActionBar();
    void loadEventPhotos();
    void loadEventPeople();
    void context.queryClient.prefetchQuery(eventQueryOptions(params.id));
    // A hackathon's (and a challenge's) layout and parts are chunks of their own. When the event is already known (inlined in the
    // server's HTML, or cached), the page waits for them, so the first render (and hydration) has them.
    const known = context.queryClient.getQueryData<EventDetail>(eventQueryKey(params.id));
    if (known?.type === "HACKATHON") return Promise.all([loadHackathonLayout(), loadEventHackathon()]).then(() => undefined);
    if (known?.type === "BUILDING_PUBLIC") return Promise.all([loadChallengeLayout(), loadEventBuilding()]).then(() => undefined);
    return undefined;
  },
  component: EventPage,
});

function EventPage() {
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { session, isPending: sessionPending } = useSession();
  const { data, error, isPending, refetch, dataUpdatedAt } = useEvent(id);
  const { t } = useTranslation("ui");
  // 410: deleted by its organiser (docs/product/organiser-console.md#deleting-an-event); the tab says so too.
  const gone = !data && isApiError(error) && error.status === 410;
  useDocumentTitle(data?.title ?? (gone ? t("notFound.eventDeleted.title") : undefined));

  const clearSearch = useCallback(
    (keys: ReadonlyArray<keyof EventPageSearch>) =>
      void navigate({
        search: (previous: EventPageSearch) => {
          const next = { ...previous };
          for (const key of keys) delete next[key];
          return next;
        },
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  useEventPageEffects({ eventId: id, search, viewerId: sessionPending ? undefined : (session?.user.id ?? null), clearSearch });

  if (isPending) return <EventDetailSkeleton />;
  if (!data) {
    if (isApiError(error) && error.type === "notFound") return <NotFoundPage kind={gone ? "eventDeleted" : "event"} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return <DeferredLayout event={data} locale={locale} viewerId={session?.user.id ?? null} updatedAt={dataUpdatedAt} />;
}

/**
 * The layout, given what changes after the first paint (the session's answer, a refetched event) at
 * transition priority. A part still waiting for its code to hydrate keeps the server's HTML through such
 * an update, and takes it once hydrated; an urgent update would make React drop that HTML and draw the part
 * again on the client (ADR 0025).
 */
function DeferredLayout({ event, locale, viewerId, updatedAt }: Parameters<typeof EventTypeLayout>[0]) {
  const deferredEvent = useDeferredValue(event);
  const deferredViewer = useDeferredValue(viewerId);
  const deferredUpdatedAt = useDeferredValue(updatedAt);
  return <EventTypeLayout event={deferredEvent} locale={locale} viewerId={deferredViewer} updatedAt={deferredUpdatedAt} />;
}
