import { createFileRoute } from "@tanstack/react-router";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { lazy, Suspense } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { PageSection } from "@/components/page-section.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { EventGrid, EventGridSkeleton } from "@/features/events/components/event-grid.tsx";
import { orgQueryOptions, useOrg } from "@/features/orgs/api/get-org.ts";
import type { LogoSlot } from "@/features/orgs/components/logo-slot.ts";
import { OrgEditDialog } from "@/features/orgs/components/org-edit-dialog.tsx";
import { OrgHeader } from "@/features/orgs/components/org-header.tsx";
import { OrgMembers } from "@/features/orgs/components/org-members.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// The uploader is its own chunk: only an organisation's owners and admins ever open the editor.
const ImageUploader = lazy(async () => ({ default: (await import("@/features/uploads/components/image-uploader.tsx")).ImageUploader }));

/** The uploader (features/uploads) in the organisation editor's one-image slot. */
const logoSlot: LogoSlot = ({ id, label, value, onChange }) => (
  <div id={id}>
    <Suspense fallback={<Skeleton className="h-28 rounded-xl" />}>
      <ImageUploader value={value ? [value] : []} onChange={(urls) => onChange(urls[urls.length - 1] ?? null)} maxFiles={1} purpose="misc" label={label} />
    </Suspense>
  </div>
);

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
          <OrgHeader
            org={data.organization}
            memberCount={data.members.length}
            action={data.canEdit ? <OrgEditDialog key={locale} org={data.organization} locale={locale} logoSlot={logoSlot} /> : null}
          />
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
