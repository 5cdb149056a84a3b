import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Card } from "@/components/ui/card.tsx";
import { useSaveProject } from "@/features/projects/api/save-project.ts";
import { ProjectEditorForm } from "@/features/projects/components/project-editor-form.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { requireSession } from "@/lib/require-session.ts";
import { toast } from "@/lib/toast.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { ScreenshotUploader } from "./-screenshot-uploader.tsx";

// docs/product/hackathons.md#projects: /{locale}/projects/new, every field of a new project; on success its page.
export const Route = createFileRoute("/$locale/projects/new")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  component: NewProjectPage,
});

function NewProjectPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const navigate = useNavigate();
  const save = useSaveProject(null);
  useDocumentTitle(t("projects.newTitle"));

  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("projects.newTitle")}</h1>
        <p className="mt-2 text-[15px] text-slate-600">{t("projects.newSubtitle")}</p>
      </header>
      <Card className="p-5 sm:p-7">
        <ProjectEditorForm
          Uploader={ScreenshotUploader}
          saving={save.isPending}
          submitLabel={t("project.submit")}
          onCancel={() => void navigate({ to: "/$locale/projects", params: { locale } })}
          onSubmit={async (body) => {
            const project = await save.mutateAsync(body);
            toast.success(t("project.created"));
            await navigate({ to: "/$locale/projects/$id", params: { locale, id: project.id } });
          }}
        />
      </Card>
    </div>
  );
}
