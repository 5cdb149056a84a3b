import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { projectQueryOptions, useProject } from "@/features/projects/api/get-project.ts";
import { ProjectView } from "@/features/projects/components/project-view.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useSession } from "@/lib/session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// docs/product/people.md#project-page: /{locale}/projects/{id}, linked from the participants dialog.
export const Route = createFileRoute("/$locale/projects/$id")({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(projectQueryOptions(params.id)),
  component: ProjectPageRoute,
});

function ProjectPageRoute() {
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const { data, error, isPending, refetch } = useProject(id);
  const { session } = useSession();
  useDocumentTitle(data?.title);

  if (!isPending && !data && isApiError(error) && error.type === "notFound") return <NotFoundPage kind="project" />;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      {isPending ? (
        <div aria-hidden className="flex flex-col gap-4">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="aspect-video w-full max-w-2xl rounded-2xl" />
        </div>
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : (
        <ProjectView project={data} locale={locale} isOwner={session?.user.id === data.owner.id} />
      )}
    </div>
  );
}
