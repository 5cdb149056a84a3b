import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { managedEventQueryOptions } from "@/features/event-manage/api/get-managed-event.ts";
import { ManageView } from "@/features/event-manage/components/manage-view.tsx";
import { type ManageTab, parseManageTab } from "@/features/event-manage/hooks/manage-tabs.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/app/events/$id/manage")({
  validateSearch: (search: Record<string, unknown>): { tab?: ManageTab } => {
    const tab = parseManageTab(search.tab);
    return tab === "overview" ? {} : { tab };
  },
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(managedEventQueryOptions(params.id)),
  component: ManageEventPage,
});

function ManageEventPage() {
  const { t } = useTranslation("ui");
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  useDocumentTitle(t("console.manage.title"));
  return <ManageView eventId={id} locale={locale} tab={tab ?? "overview"} />;
}
