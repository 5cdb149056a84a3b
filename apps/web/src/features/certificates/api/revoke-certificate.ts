import type { Certificate, CertificateRevokeInput } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { certificatePath, certificatesKeys } from "./keys.ts";

// POST /api/certificates/{id}/revoke and /restore (docs/product/certificate-pages.md#console): the event's owner or admins.
// Both land on a state (revoked, valid): repeating one changes nothing more, so a retry is safe.

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CertificateRevokeInput & { id: string }) =>
      request<Certificate>(`${certificatePath(id)}/revoke`, { method: "POST", body, idempotent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certificatesKeys.all }),
  });
}

export function useRestoreCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<Certificate>(`${certificatePath(id)}/restore`, { method: "POST", idempotent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certificatesKeys.all }),
  });
}
