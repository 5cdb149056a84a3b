import { createFileRoute } from "@tanstack/react-router";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { useTranslation } from "../../../../lib/i18n.ts";
import { PageSection } from "../../../../components/page-section.tsx";
import { EmptyState } from "../../../../components/ui/empty-state.tsx";
import { ErrorPanel } from "../../../../components/ui/error-panel.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { EventGrid, EventGridSkeleton } from "../../../../features/events/components/event-grid.tsx";
import { orgQueryOptions, useOrg } from "../../../../features/orgs/api/get-org.ts";
import { OrgHeader } from "../../../../features/orgs/components/org-header.tsx";
import { OrgMembers } from "../../../../features/orgs/components/org-members.tsx";
import { NotFoundPage } from "../../../../features/shell/components/not-found-page.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { useDocumentTitle } from "../../../../lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/orgs/$slug")({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(orgQueryOptions(params.slug)),
  component: OrgPage,
});

function OrgPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { slug } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const { data, error, isPending, refetch } = useOrg(slug);
  useDocumentTitle(data?.organization.name);

  if (!isPending && !data && isApiError(error) && error.type === "notFound") return <NotFoundPage kind="org" />;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10">
      {isPending ? (
        <>
          <Skeleton className="h-48 w-full rounded-2xl" />
          <div className="mt-10">
            <EventGridSkeleton count={3} />
          </div>
        </>
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <OrgHeader org={data.organization} memberCount={data.members.length} />
          <PageSection title={t("org.upcomingEvents")} count={data.upcomingEvents.length}>
            {data.upcomingEvents.length > 0 ? (
              <EventGrid events={data.upcomingEvents} locale={locale} />
            ) : (
              <EmptyState icon={<CalendarClock />} title={t("org.noUpcoming")} />
            )}
          </PageSection>
          {data.pastEvents.length > 0 ? (
            <PageSection title={t("org.pastEvents")} count={data.pastEvents.length}>
              <EventGrid events={data.pastEvents} locale={locale} />
            </PageSection>
          ) : null}
          <PageSection title={t("org.members")} count={data.members.length}>
            <OrgMembers members={data.members} locale={locale} />
          </PageSection>
        </>
      )}
    </div>
  );
}
