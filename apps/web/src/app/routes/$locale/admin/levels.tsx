import { createFileRoute } from "@tanstack/react-router";
import ShieldAlert from "lucide-react/icons/shield-alert";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useViewer } from "@/features/levels/api/get-viewer.ts";
import { AdminLevelsPanel } from "@/features/levels/components/admin-levels-panel.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

interface AdminLevelsSearch {
  user?: string;
}

// docs/product/accounts-and-profile.md#level-badges: /{locale}/admin/levels, community admins only (the server
// refuses everyone else; the page says so instead of showing a form that cannot work).
export const Route = createFileRoute("/$locale/admin/levels")({
  validateSearch: (raw: Record<string, unknown>): AdminLevelsSearch =>
    typeof raw.user === "string" && raw.user.length > 0 && raw.user.length <= 64 ? { user: raw.user } : {},
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  component: AdminLevelsPage,
});

function AdminLevelsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { user } = Route.useSearch();
  const navigate = Route.useNavigate();
  const viewer = useViewer(true);
  useDocumentTitle(t("levelsAdmin.title"));
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("levelsAdmin.title")}</h1>
        <p className="mt-2 text-[15px] text-slate-600">{t("levelsAdmin.subtitle")}</p>
      </header>
      {viewer.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : viewer.data?.siteRole !== "ADMIN" ? (
        <EmptyState icon={<ShieldAlert />} title={t("levelsAdmin.forbidden")} />
      ) : (
        <AdminLevelsPanel locale={locale} userId={user ?? null} onPick={(id) => void navigate({ search: { user: id } })} />
      )}
    </div>
  );
}
