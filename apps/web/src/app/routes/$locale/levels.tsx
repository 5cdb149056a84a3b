import { createFileRoute, Link } from "@tanstack/react-router";
import { useViewer } from "@/features/levels/api/get-viewer.ts";
import { LevelsCatalogue } from "@/features/levels/components/levels-catalogue.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useSession } from "@/lib/session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// docs/product/accounts-and-profile.md#level-badges: /{locale}/levels, the level catalogue, public.
export const Route = createFileRoute("/$locale/levels")({
  component: LevelsPage,
});

function LevelsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { isSignedIn } = useSession();
  const viewer = useViewer(isSignedIn).data ?? null;
  useDocumentTitle(t("levelsPage.title"));
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("levelsPage.title")}</h1>
        <p className="mt-2 text-[15px] leading-7 text-slate-600">{t("levelsPage.subtitle")}</p>
        {isSignedIn ? null : (
          <p className="mt-2 text-sm text-slate-600">
            <Link to="/$locale/auth/login" params={{ locale }} search={{ redirectTo: `/${locale}/levels` }} className="font-medium text-brand-700 hover:underline">
              {t("levelsPage.signInHint")}
            </Link>
          </p>
        )}
      </header>
      <LevelsCatalogue viewer={viewer} />
    </div>
  );
}
