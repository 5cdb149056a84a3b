import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { Card } from "@/components/ui/card.tsx";
import { ProjectCreateForm } from "@/features/projects/components/project-create-form.tsx";
import { requireSession } from "@/lib/require-session.ts";
import { safeRedirect } from "@/lib/safe-redirect.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

interface CreateProjectSearch {
  returnTo?: string;
}

// `/app/projects/create?returnTo=` (docs/product/registration.md#projects): create a project, then go
// back where the person came from (the registration form). Only a same-origin relative path is followed.
export const Route = createFileRoute("/$locale/app/projects/create")({
  validateSearch: (raw: Record<string, unknown>): CreateProjectSearch =>
    typeof raw.returnTo === "string" && raw.returnTo ? { returnTo: raw.returnTo } : {},
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  component: CreateProjectPage,
});

function CreateProjectPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { returnTo } = Route.useSearch();
  const navigate = useNavigate();
  useDocumentTitle(t("project.createTitle"));
  const back = safeRedirect(returnTo, `/${locale}/me/registrations`);

  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("project.createTitle")}</h1>
        <p className="mt-2 text-[15px] text-slate-500">{t(returnTo ? "project.createSubtitleReturn" : "project.createSubtitle")}</p>
      </header>
      <Card className="p-5 sm:p-7">
        <ProjectCreateForm onCreated={() => void navigate({ href: back })} onCancel={() => void navigate({ href: back })} />
      </Card>
    </div>
  );
}
