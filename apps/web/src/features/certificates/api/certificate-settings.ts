import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// PUT /api/events/{id}/certificate-settings (docs/product/certificate-pages.md#console): attendance certificates on or off.
// The whole setting replaces the stored one, so a retry is harmless.

export interface CertificateSettings {
  attendanceCertificates: boolean;
}

export function useSaveCertificateSettings(eventId: string) {
  return useMutation({
    mutationFn: (body: CertificateSettings) =>
      request<CertificateSettings>(`/api/events/${encodeURIComponent(eventId)}/certificate-settings`, { method: "PUT", body, idempotent: true }),
  });
}
