import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** `?email=` carries what was typed on the login page, so it need not be typed twice. */
export const Route = createFileRoute("/$locale/auth/forgot-password")({
  validateSearch: (raw: Record<string, unknown>): { email?: string } => (typeof raw.email === "string" && raw.email ? { email: raw.email } : {}),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useTranslation(["ui"]);
  const { locale } = Route.useRouteContext();
  const { email } = Route.useSearch();
  useDocumentTitle(t("auth.forgotTitle"));
  return (
    <AuthCard
      title={t("auth.forgotTitle")}
      subtitle={t("auth.forgotSubtitle")}
      footer={
        <Link to="/$locale/auth/login" params={{ locale }} className="font-medium text-brand-600 hover:underline">
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      <ForgotPasswordForm defaultEmail={email ?? ""} />
    </AuthCard>
  );
}
