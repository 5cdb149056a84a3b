import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { eventQueryOptions, useEvent } from "@/features/event-detail/api/get-event.ts";
import { RegistrationPageView } from "@/features/registration/components/registration-page-view.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// The full-page registration a shared link can open directly (docs/product/event-page.md#main-action). Not
// nested under $id (the trailing underscore), so the event page stays a plain page rather than a layout.
export const Route = createFileRoute("/$locale/events/$id_/register")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(eventQueryOptions(params.id)),
  component: RegisterPage,
});

function RegisterPage() {
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data, error, isPending, refetch } = useEvent(id);
  useDocumentTitle(data?.title);

  if (isPending) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pt-10 sm:px-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (!data) {
    if (isApiError(error) && error.type === "notFound") return <NotFoundPage kind="event" />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <RegistrationPageView
      event={data}
      locale={locale}
      eventHref={`/${locale}/events/${id}`}
      onDone={() => void navigate({ to: "/$locale/events/$id", params: { locale, id } })}
    />
  );
}
