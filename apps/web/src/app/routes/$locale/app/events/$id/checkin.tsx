import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { useEvent } from "@/features/event-detail/api/get-event.ts";
import { CheckInPageView } from "@/features/checkin/components/check-in-page-view.tsx";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// Issue 4: the organiser's check-in door. The server decides who may use it (403 → permission panel).
export const Route = createFileRoute("/$locale/app/events/$id/checkin")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  component: CheckInPage,
});

function CheckInPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const event = useEvent(id).data;
  useDocumentTitle(t("checkin.title"));
  return <CheckInPageView eventId={id} locale={locale} event={event} eventHref={`/${locale}/events/${id}`} />;
}
