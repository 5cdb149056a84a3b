import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { managedEventQueryOptions } from "@/features/event-manage/api/get-managed-event.ts";
import { type ConsoleTab, parseConsoleTab } from "@/features/event-manage/console-tabs.ts";
import { adminsTab, checkInTab, exportTab, messagesTab, overviewTab, registrationsTab } from "@/features/event-manage/components/core-tabs.tsx";
import { feedbackTab } from "@/features/feedback/feedback-tab.ts";
import { ManageView } from "@/features/event-manage/components/manage-view.tsx";
import { volunteersConsoleTab } from "@/features/volunteers/components/volunteers-console-tab.ts";
import { hackathonStageConsoleTab } from "@/features/hackathon-admin/components/hackathon-stage-tab.ts";
import { judgingConsoleTab } from "@/features/hackathon-judging/components/judging-console-tab.ts";
import { hackathonAwardsConsoleTab } from "@/features/hackathon-awards/components/awards-console-tab.ts";
import { certificatesConsoleTab } from "@/features/certificates/components/certificates-console-tab.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// The console's tabs, in order. A feature adds its own here (a hackathon's submissions, judging and
// results, each with `when: ({ event }) => event.type === "HACKATHON"`), never inside the console.
const CONSOLE_TABS: readonly ConsoleTab[] = [
  overviewTab,
  hackathonStageConsoleTab,
  judgingConsoleTab,
  hackathonAwardsConsoleTab,
  certificatesConsoleTab,
  registrationsTab,
  exportTab,
  checkInTab,
  messagesTab,
  volunteersConsoleTab,
  feedbackTab,
  adminsTab,
];

export const Route = createFileRoute("/$locale/app/events/$id/manage")({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => {
    const tab = parseConsoleTab(CONSOLE_TABS, search.tab);
    return tab === undefined ? {} : { tab };
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
  return <ManageView eventId={id} locale={locale} tabs={CONSOLE_TABS} tab={tab} />;
}
