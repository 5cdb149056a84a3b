import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { SignUpForm } from "@/features/auth/components/sign-up-form.tsx";
import { parseAuthSearch } from "@/features/auth/hooks/auth-search.ts";
import { safeRedirect } from "@/lib/safe-redirect.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/auth/sign-up")({
  validateSearch: parseAuthSearch,
  component: SignUpPage,
});

function SignUpPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { redirectTo } = Route.useSearch();
  const navigate = useNavigate();
  useDocumentTitle(t("auth.signUpTitle"));

  // A new account's first stop is its profile, unless the person came here from somewhere specific.
  const done = () =>
    void navigate({ href: safeRedirect(redirectTo, `/${locale}/settings/profile`), replace: true });

  return (
    <AuthCard
      title={t("auth.signUpTitle")}
      subtitle={t("auth.signUpSubtitle")}
      footer={
        <span className="inline-flex flex-wrap justify-center gap-1">
          {t("auth.haveAccount")}
          <Link to="/$locale/auth/login" params={{ locale }} search={{ redirectTo }} className="font-medium text-brand-600 hover:underline">
            {t("auth.signInLink")}
          </Link>
        </span>
      }
    >
      <SignUpForm onSignedUp={done} />
    </AuthCard>
  );
}
