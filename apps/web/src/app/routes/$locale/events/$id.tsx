import type { EventType, Locale, EventDetail } from "@commons/domain";
import { createFileRoute } from "@tanstack/react-router";
import { type ComponentType, lazy, memo, Suspense, useCallback } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { eventQueryOptions, useEvent } from "@/features/event-detail/api/get-event.ts";
import { EventDetailSkeleton } from "@/features/event-detail/components/event-detail-skeleton.tsx";
import { EventDetailView } from "@/features/event-detail/components/event-detail-view.tsx";
import { FloatingBackButton } from "@/features/event-detail/components/floating-back-button.tsx";
import { MobileActionBar } from "@/features/event-detail/components/mobile-action-bar.tsx";
import { type EventPageSearch, parseEventPageSearch } from "@/features/event-detail/hooks/event-search.ts";
import { useEventPageEffects } from "@/features/event-detail/hooks/use-event-page-effects.ts";
import { BookmarkButton } from "@/features/engagement/components/bookmark-button.tsx";
import { ContactOrganizerButton } from "@/features/engagement/components/contact-organizer-button.tsx";
import { engagementButtonClass } from "@/features/engagement/components/engagement-button-class.ts";
import { LikeButton } from "@/features/engagement/components/like-button.tsx";
import { SubscribeButton } from "@/features/engagement/components/subscribe-button.tsx";
import { ShareButton } from "@/features/share/components/share-button.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { HydrateInTurn } from "@/lib/hydrate-in-turn.tsx";
import { useSession } from "@/lib/session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// The registration card and action bar carry forms and dialogs; they load in their own chunks, started
// by the loader in parallel with the page chunk, so they never hold up the first paint (page budget).
const loadRegistrationCard = () => import("@/features/registration/components/registration-card.tsx");
const loadRegistrationActionBar = () => import("@/features/registration/components/registration-action-bar.tsx");
const RegistrationCard = lazy(async () => ({ default: (await loadRegistrationCard()).RegistrationCard }));
const RegistrationActionBar = lazy(async () => ({ default: (await loadRegistrationActionBar()).RegistrationActionBar }));
// The photo section (with its viewer and, for uploaders, the image uploader) sits below the fold.
const loadEventPhotos = () => import("./-event-photos.tsx");
const EventPhotos = lazy(async () => ({ default: (await loadEventPhotos()).EventPhotos }));

export const Route = createFileRoute("/$locale/events/$id")({
  validateSearch: parseEventPageSearch,
  loader: ({ context, params }) => {
    void loadRegistrationCard();
    void loadRegistrationActionBar();
    void loadEventPhotos();
    void context.queryClient.prefetchQuery(eventQueryOptions(params.id));
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
  useDocumentTitle(data?.title);

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
    if (isApiError(error) && error.type === "notFound") return <NotFoundPage kind="event" />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  const Layout = LAYOUTS[data.type] ?? MeetupLayout;
  return <Layout event={data} locale={locale} viewerId={session?.user.id ?? null} updatedAt={dataUpdatedAt} />;
}

interface LayoutProps {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
  /** When the event payload was fetched: its `viewer` state seeds the engagement queries as of then. */
  updatedAt: number;
}

/**
 * The generic layout: doc 1 §2's contents in doc 2 §2's common structure. Memoised: the session
 * arriving after the first paint re-renders the page, and for a visitor nothing here changes (ADR 0012).
 */
const MeetupLayout = memo(function MeetupLayout({ event, locale, viewerId, updatedAt }: LayoutProps) {
  const isSignedIn = viewerId !== null;
  const viewer = event.viewer ?? null;
  const statusSeed = viewer ? { data: { liked: viewer.liked }, updatedAt } : undefined;
  const countSeed = { data: { likeCount: event.likeCount ?? 0 }, updatedAt };
  const host = event.organization
    ? { target: { organizationId: event.organization.id }, name: event.organization.name }
    : { target: { hostUserId: event.organizer.id }, name: event.organizer.name };
  // Subscribing to yourself makes no sense (and the server refuses it).
  const ownHost = !event.organization && viewerId === event.organizer.id;

  return (
    <>
      <HydrateInTurn>
        <FloatingBackButton locale={locale} />
      </HydrateInTurn>
      <EventDetailView
        event={event}
        locale={locale}
        engagement={
          <div className="flex flex-wrap items-center gap-2">
            {isSignedIn ? (
              <>
                <LikeButton eventId={event.id} locale={locale} isSignedIn statusSeed={statusSeed} countSeed={countSeed} />
                <BookmarkButton
                  eventId={event.id}
                  locale={locale}
                  isSignedIn
                  seed={viewer ? { data: { bookmarked: viewer.bookmarked }, updatedAt } : undefined}
                />
              </>
            ) : null}
            <ShareButton event={event} locale={locale} isSignedIn={isSignedIn} className={engagementButtonClass("pill", false, "brand")} />
          </div>
        }
        hostAction={
          ownHost ? null : (
            <SubscribeButton
              target={host.target}
              hostName={host.name}
              locale={locale}
              isSignedIn={isSignedIn}
              seed={viewer ? { data: { subscribed: viewer.subscribed }, updatedAt } : undefined}
            />
          )
        }
        registration={
          <Suspense fallback={<Skeleton className="h-44 rounded-2xl" />}>
            <RegistrationCard event={event} />
          </Suspense>
        }
        photos={
          <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
            <EventPhotos eventId={event.id} locale={locale} />
          </Suspense>
        }
        sidebarExtra={
          <ContactOrganizerButton
            isExternalEvent={event.isExternalEvent}
            organizerName={event.organization?.name ?? event.organizer.name}
            organizerContact={event.organizerContact ?? null}
            contactMethods={event.contactMethods ?? null}
            className="w-full"
          />
        }
      />
      <HydrateInTurn>
        <MobileActionBar
          start={
            <>
              <ShareButton event={event} locale={locale} isSignedIn={isSignedIn} className={engagementButtonClass("bar", false, "brand")} />
              <LikeButton eventId={event.id} locale={locale} isSignedIn={isSignedIn} statusSeed={statusSeed} countSeed={countSeed} look="bar" />
            </>
          }
          main={
            <Suspense fallback={<Skeleton className="h-12 w-full rounded-xl" />}>
              <RegistrationActionBar event={event} />
            </Suspense>
          }
        />
      </HydrateInTurn>
    </>
  );
});

// Doc 2 §2: the layout depends on the type. Hackathon and Building Public get their own layouts in
// later issues; until then they show the common structure.
const LAYOUTS: Record<EventType, ComponentType<LayoutProps>> = {
  MEETUP: MeetupLayout,
  HACKATHON: MeetupLayout,
  BUILDING_PUBLIC: MeetupLayout,
};
