import { createFileRoute, Link } from "@tanstack/react-router";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useTranslation } from "@/lib/i18n.ts";
import { PageSection } from "@/components/page-section.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { EventGrid } from "@/features/events/components/event-grid.tsx";
import { useViewer } from "@/features/levels/api/get-viewer.ts";
import { LevelProgress } from "@/features/levels/components/level-progress.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { userQueryOptions, useUser } from "@/features/users/api/get-user.ts";
import { UserProfileHeader } from "@/features/users/components/user-profile-header.tsx";
import { UserProfileSkeleton } from "@/features/users/components/user-profile-skeleton.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useSession } from "@/lib/session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/u/$handle")({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(userQueryOptions(params.handle)),
  component: UserPage,
});

function UserPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { handle } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const { data: user, error, isPending, refetch } = useUser(handle);
  useDocumentTitle(user?.name);
  // docs/product/accounts-and-profile.md#level-badges: a community admin gets a way to this person's levels.
  const isAdmin = useViewer(useSession().isSignedIn).data?.siteRole === "ADMIN";

  if (!isPending && !user && isApiError(error) && error.type === "notFound") return <NotFoundPage kind="user" />;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10">
      {isPending ? (
        <UserProfileSkeleton />
      ) : !user ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <UserProfileHeader user={user} />
          <PageSection title={t("levelsProgress.title")}>
            <LevelProgress user={user} />
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
              <Link to="/$locale/levels" params={{ locale }} className="font-medium text-brand-700 hover:underline">
                {t("levelsProgress.seeAll")}
              </Link>
              {isAdmin ? (
                <Link to="/$locale/admin/levels" params={{ locale }} search={{ user: user.id }} className="font-medium text-brand-700 hover:underline">
                  {t("levelsProgress.manage")}
                </Link>
              ) : null}
            </p>
          </PageSection>
          <PageSection title={t("profile.organizedEvents")} count={user.organizedEvents.length}>
            {user.organizedEvents.length > 0 ? (
              <EventGrid events={user.organizedEvents} locale={locale} />
            ) : (
              <EmptyState icon={<CalendarPlus />} title={t("profile.noOrganizedEvents")} />
            )}
          </PageSection>
        </>
      )}
    </div>
  );
}
