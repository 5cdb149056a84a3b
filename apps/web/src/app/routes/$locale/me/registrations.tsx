import { isEventEnded } from "@commons/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import CalendarX from "lucide-react/icons/calendar-x";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { myRegistrationsQueryOptions, useMyRegistrations } from "@/features/my-registrations/api/get-my-registrations.ts";
import { MyRegistrationsList } from "@/features/my-registrations/components/my-registrations-list.tsx";
import { RegistrationRowActions } from "@/features/registration/components/registration-row-actions.tsx";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/me/registrations")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context }) => void context.queryClient.prefetchQuery(myRegistrationsQueryOptions),
  component: MyRegistrationsPage,
});

function MyRegistrationsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { data, error, isPending, refetch } = useMyRegistrations();
  useDocumentTitle(t("myRegs.title"));

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("myRegs.title")}</h1>
        <p className="mt-2 text-[15px] text-slate-500">{t("myRegs.subtitle")}</p>
      </header>
      {isPending ? (
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<CalendarX />}
          title={t("myRegs.empty")}
          description={t("myRegs.emptyDescription")}
          action={
            <Button asChild>
              <Link to="/$locale/events" params={{ locale }}>
                {t("notFound.backToEvents")}
              </Link>
            </Button>
          }
        />
      ) : (
        <MyRegistrationsList
          rows={data}
          locale={locale}
          renderActions={(row) => <RegistrationRowActions eventId={row.eventId} status={row.status} checkedInAt={row.checkedInAt} eventEnded={isEventEnded(row.event)} locale={locale} />}
        />
      )}
    </div>
  );
}
