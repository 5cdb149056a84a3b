import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { projectQueryOptions, useProject } from "@/features/projects/api/get-project.ts";
import { useSaveProject } from "@/features/projects/api/save-project.ts";
import { DeleteProjectButton } from "@/features/projects/components/delete-project-button.tsx";
import { ProjectEditorForm } from "@/features/projects/components/project-editor-form.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { ScreenshotUploader } from "./-screenshot-uploader.tsx";

// docs/product/hackathons.md#projects: /{locale}/projects/{id}/edit, the owner's form, prefilled, with delete.
export const Route = createFileRoute("/$locale/projects/$id_/edit")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(projectQueryOptions(params.id)),
  component: EditProjectPage,
});

function EditProjectPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { id } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const navigate = useNavigate();
  const { session } = useSession();
  const { data, error, isPending, refetch } = useProject(id);
  const save = useSaveProject(id);
  useDocumentTitle(t("projects.editTitle"));
  const toPage = () => void navigate({ to: "/$locale/projects/$id", params: { locale, id } });

  if (!isPending && !data && isApiError(error) && error.type === "notFound") return <NotFoundPage kind="project" />;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("projects.editTitle")}</h1>
      </header>
      {isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : session && data.owner.id !== session.user.id ? (
        // The server refuses anyone else's save (403); this says so before they type.
        <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          {t("shared:projects.notOwner")}
        </p>
      ) : (
        <>
          <Card className="p-5 sm:p-7">
            <ProjectEditorForm
              project={data}
              Uploader={ScreenshotUploader}
              saving={save.isPending}
              submitLabel={t("projects.save")}
              onCancel={toPage}
              onSubmit={async (body) => {
                await save.mutateAsync(body);
                toast.success(t("shared:projects.updated"));
                toPage();
              }}
            />
          </Card>
          <section className="mt-8 flex flex-col gap-3 rounded-2xl border border-red-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <h2 className="font-semibold text-slate-900">{t("projects.deleteSection")}</h2>
              <p className="mt-1 text-sm text-slate-600">{t("projects.deleteBody")}</p>
            </div>
            <DeleteProjectButton projectId={id} title={data.title} onDeleted={() => void navigate({ to: "/$locale/projects", params: { locale } })} />
          </section>
        </>
      )}
    </div>
  );
}
