import { CERTIFICATE_NUMBER_PATTERN } from "@commons/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button.tsx";
import { myCertificatesQueryOptions } from "@/features/certificates/api/get-my-certificates.ts";
import { MyCertificates } from "@/features/certificates/components/my-certificates.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// docs/product/certificate-pages.md#my-certificates. `?certificate={number}` opens that certificate's dialog, so the
// challenge page's "my certificates" card (and any link) can point at one.
export const Route = createFileRoute("/$locale/me/certificates")({
  validateSearch: (search: Record<string, unknown>): { certificate?: string } => {
    const value = typeof search.certificate === "string" ? search.certificate.toUpperCase() : "";
    return CERTIFICATE_NUMBER_PATTERN.test(value) ? { certificate: value } : {};
  },
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  loader: ({ context }) => void context.queryClient.prefetchQuery(myCertificatesQueryOptions),
  component: MyCertificatesPage,
});

function MyCertificatesPage() {
  const { t } = useTranslation("ui");
  const { locale } = Route.useRouteContext();
  const { certificate } = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle(t("nav.myCertificates"));
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("nav.myCertificates")}</h1>
        <p className="mt-2 text-[15px] text-slate-600">{t("certificates.subtitle")}</p>
      </header>
      <MyCertificates
        locale={locale}
        open={certificate ?? null}
        onOpenChange={(number) => void navigate({ search: number ? { certificate: number } : {}, replace: true, resetScroll: false })}
        emptyAction={
          <Button asChild>
            <Link to="/$locale/events" params={{ locale }}>
              {t("notFound.backToEvents")}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
