import { createFileRoute } from "@tanstack/react-router";
import { certificateByNumberQueryOptions } from "@/features/certificates/api/get-certificate-by-number.ts";
import { CertificateVerification } from "@/features/certificates/components/certificate-verification.tsx";
import { useQuery } from "@tanstack/react-query";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

// The public verification page a certificate's QR code points to (docs/product/certificate-pages.md#verification).
// The server inlines the certificate into the HTML and draws the page with the landing pages' renderer (ADR 0018).
export const Route = createFileRoute("/$locale/certificates/$number")({
  params: { parse: ({ number }) => ({ number: number.toUpperCase() }), stringify: ({ number }) => ({ number }) },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(certificateByNumberQueryOptions(params.number)),
  component: CertificatePage,
});

function CertificatePage() {
  const { number } = Route.useParams();
  const { locale } = Route.useRouteContext();
  const { data } = useQuery(certificateByNumberQueryOptions(number));
  useDocumentTitle(data ? `${data.recipientName} · ${data.awardName}` : undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <CertificateVerification number={number} locale={locale} />
    </div>
  );
}
