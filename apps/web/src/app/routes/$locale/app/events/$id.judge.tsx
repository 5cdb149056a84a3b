import { createFileRoute } from "@tanstack/react-router";
import { judgingSheetQueryOptions } from "@/features/hackathon-judging/api/judging-sheet.ts";
import { JudgePage } from "@/features/hackathon-judging/components/judge-page.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// docs/product/hackathons.md#judging: a judge's page (signed in; a non-judge reads a clear 403 message).
export const Route = createFileRoute("/$locale/app/events/$id/judge")({
  beforeLoad: ({ context, location }) =>
    requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(judgingSheetQueryOptions(params.id)),
  component: JudgeRoute,
});

function JudgeRoute() {
  const { t } = useTranslation("ui");
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  useDocumentTitle(t("judging.page.title"));
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <JudgePage eventId={id} locale={locale} />
    </main>
  );
}
