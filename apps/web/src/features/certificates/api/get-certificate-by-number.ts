import type { PublicCertificate } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { INLINED_CERTIFICATE_ELEMENT_ID, takeInlinedJson } from "@/lib/app-data.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { certificatesKeys } from "./keys.ts";

// GET /api/certificates/by-number/{number} (docs/product/certificate-pages.md#verification): public; 404 for an unknown number.

/** The server inlines the certificate into the verification page's HTML; using it saves the first round trip. */
function inlinedCertificate(number: string): PublicCertificate | undefined {
  const inlined = takeInlinedJson(INLINED_CERTIFICATE_ELEMENT_ID);
  const matches = typeof inlined === "object" && inlined !== null && (inlined as { number?: unknown }).number === number;
  return matches ? (inlined as PublicCertificate) : undefined;
}

export function certificateByNumberQueryOptions(number: string) {
  return queryOptions({
    queryKey: certificatesKeys.byNumber(number),
    queryFn: ({ signal }) => request<PublicCertificate>(`/api/certificates/by-number/${encodeURIComponent(number)}`, { signal }),
    ...cacheTier("realtime"),
    initialData: () => inlinedCertificate(number),
    initialDataUpdatedAt: () => Date.now(),
    meta: { silent: true },
  });
}

export function useCertificateByNumber(number: string) {
  return useQuery(certificateByNumberQueryOptions(number));
}
