import { createFileRoute } from "@tanstack/react-router";
import { ErrorPanel } from "../../../../components/ui/error-panel.tsx";
import { eventQueryOptions, useEvent } from "../../../../features/event-detail/api/get-event.ts";
import { EventDetailSkeleton } from "../../../../features/event-detail/components/event-detail-skeleton.tsx";
import { EventDetailView } from "../../../../features/event-detail/components/event-detail-view.tsx";
import { NotFoundPage } from "../../../../features/shell/components/not-found-page.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { useDocumentTitle } from "../../../../lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/events/$id")({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(eventQueryOptions(params.id)),
  component: EventPage,
});

function EventPage() {
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const { data, error, isPending, refetch } = useEvent(id);
  useDocumentTitle(data?.title);

  if (isPending) return <EventDetailSkeleton />;
  if (!data) {
    if (isApiError(error) && error.type === "notFound") return <NotFoundPage kind="event" />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  // Registration (issue #3) and engagement (likes, bookmarks, share) plug into the view's slots.
  return <EventDetailView event={data} locale={locale} />;
}
