import { createFileRoute, Link } from "@tanstack/react-router";
import FolderPlus from "lucide-react/icons/folder-plus";
import Plus from "lucide-react/icons/plus";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { projectsListQueryOptions, useProjectsList } from "@/features/projects/api/list-projects.ts";
import { MyProjectsList } from "@/features/projects/components/my-projects-list.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// docs/product/hackathons.md#projects: /{locale}/projects, the signed-in person's own projects.
export const Route = createFileRoute("/$locale/projects/")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context }) => void context.queryClient.prefetchQuery(projectsListQueryOptions(null)),
  component: MyProjectsPage,
});

function MyProjectsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { data, error, isPending, refetch } = useProjectsList(null);
  useDocumentTitle(t("projects.mineTitle"));
  const newButton = (
    <Button asChild>
      <Link to="/$locale/projects/new" params={{ locale }}>
        <Plus aria-hidden />
        {t("projects.new")}
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("projects.mineTitle")}</h1>
          <p className="mt-2 text-[15px] text-slate-600">{t("projects.mineSubtitle")}</p>
        </div>
        {data && data.length > 0 ? newButton : null}
      </header>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-56 w-full rounded-2xl" />
          ))}
        </div>
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={<FolderPlus />} title={t("projects.mineEmpty")} description={t("projects.mineEmptyDescription")} action={newButton} />
      ) : (
        <MyProjectsList projects={data} locale={locale} />
      )}
    </div>
  );
}
