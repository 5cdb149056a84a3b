import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { myEventsQueryOptions } from "@/features/my-events/api/get-my-events.ts";
import { MyEventsView } from "@/features/my-events/components/my-events-view.tsx";
import { type MyEventsTab, parseMyEventsTab } from "@/features/my-events/hooks/my-events-tabs.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/app/events/")({
  validateSearch: (search: Record<string, unknown>): { tab?: MyEventsTab } => {
    const tab = parseMyEventsTab(search.tab);
    return tab === "upcoming" ? {} : { tab };
  },
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context }) => void context.queryClient.prefetchQuery(myEventsQueryOptions),
  component: MyEventsPage,
});

function MyEventsPage() {
  const { t } = useTranslation("ui");
  const { locale } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  useDocumentTitle(t("console.my.title"));
  return <MyEventsView locale={locale} tab={tab ?? "upcoming"} />;
}
