import type { Certificate } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { certificatesKeys } from "./keys.ts";

// GET /api/user/certificates (docs/product/certificate-pages.md#my-certificates): the reader's, newest first, revoked included.

export function getMyCertificates(signal?: AbortSignal): Promise<Certificate[]> {
  return request<Certificate[]>("/api/user/certificates", { signal });
}

export const myCertificatesQueryOptions = queryOptions({
  queryKey: certificatesKeys.mine,
  queryFn: ({ signal }) => getMyCertificates(signal),
  ...cacheTier("moderate"),
  // The page shows the spec's own message for a failed load ('获取证书列表失败'); the generic toast stays quiet.
  meta: { silent: true },
});

export function useMyCertificates(enabled = true) {
  return useQuery({ ...myCertificatesQueryOptions, enabled });
}
