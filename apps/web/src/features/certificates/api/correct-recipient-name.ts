import type { Certificate, CertificateNameInput } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { certificatePath, certificatesKeys } from "./keys.ts";

// PATCH /api/certificates/{id}/recipient-name (docs/product/certificate-pages.md#name-correction): the holder's one correction.
// Sent once: a second correction is refused, so a retry could only fail.

export function useCorrectRecipientName(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateNameInput) => request<Certificate>(`${certificatePath(id)}/recipient-name`, { method: "PATCH", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certificatesKeys.all }),
  });
}
