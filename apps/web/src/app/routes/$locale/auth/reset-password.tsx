import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert.tsx";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** The page a mailed reset link opens: `?token=` is the link's proof. */
export const Route = createFileRoute("/$locale/auth/reset-password")({
  validateSearch: (raw: Record<string, unknown>): { token?: string } => (typeof raw.token === "string" && raw.token ? { token: raw.token } : {}),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  useDocumentTitle(t("auth.resetTitle"));

  const newLink = (
    <Link to="/$locale/auth/forgot-password" params={{ locale }} className="font-medium underline">
      {t("auth.requestNewLink")}
    </Link>
  );
  const done = () => {
    toast.success(t("auth.passwordReset"));
    void navigate({ to: "/$locale/auth/login", params: { locale }, replace: true });
  };

  return (
    <AuthCard title={t("auth.resetTitle")} subtitle={t("auth.resetSubtitle")}>
      {token ? (
        <ResetPasswordForm token={token} onReset={done} newLink={newLink} />
      ) : (
        // Opened without the link's token (copied in part, or typed): nothing to reset with.
        <Alert>
          <p>{t("shared:auth.resetLinkInvalid")}</p>
          <p className="mt-1">{newLink}</p>
        </Alert>
      )}
    </AuthCard>
  );
}
