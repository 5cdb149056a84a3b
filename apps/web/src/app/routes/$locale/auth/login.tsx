import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import Mail from "lucide-react/icons/mail";
import Smartphone from "lucide-react/icons/smartphone";
import { useTranslation } from "@/lib/i18n.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { EmailSignInForm } from "@/features/auth/components/email-sign-in-form.tsx";
import { PhoneSignInForm } from "@/features/auth/components/phone-sign-in-form.tsx";
import { parseAuthSearch } from "@/features/auth/hooks/auth-search.ts";
import { safeRedirect } from "@/lib/safe-redirect.ts";
import { sessionQueryOptions } from "@/lib/session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export const Route = createFileRoute("/$locale/auth/login")({
  validateSearch: parseAuthSearch,
  // Someone already signed in has nothing to do here: send them on.
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
    if (session) throw redirect({ href: safeRedirect(search.redirectTo, `/${context.locale}/events`), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { redirectTo } = Route.useSearch();
  const navigate = useNavigate();
  useDocumentTitle(t("auth.signInTitle"));

  const done = () => void navigate({ href: safeRedirect(redirectTo, `/${locale}/events`), replace: true });

  return (
    <AuthCard
      title={t("auth.signInTitle")}
      subtitle={t("auth.signInSubtitle")}
      footer={
        <span className="inline-flex flex-wrap justify-center gap-1">
          {t("auth.noAccount")}
          <Link to="/$locale/auth/sign-up" params={{ locale }} search={{ redirectTo }} className="font-medium text-brand-600 hover:underline">
            {t("auth.signUpLink")}
          </Link>
        </span>
      }
    >
      <Tabs defaultValue="email">
        <TabsList className="mb-6 flex w-full">
          <TabsTrigger value="email">
            <Mail className="size-4" aria-hidden />
            {t("auth.tabEmail")}
          </TabsTrigger>
          <TabsTrigger value="phone">
            <Smartphone className="size-4" aria-hidden />
            {t("auth.tabPhone")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="email">
          <EmailSignInForm
            onSignedIn={done}
            forgotPassword={(email) => (
              <Link
                to="/$locale/auth/forgot-password"
                params={{ locale }}
                search={email ? { email } : {}}
                className="text-[13px] font-medium text-brand-600 hover:underline"
              >
                {t("auth.forgotPassword")}
              </Link>
            )}
          />
        </TabsContent>
        <TabsContent value="phone">
          <PhoneSignInForm locale={locale} onSignedIn={done} />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
