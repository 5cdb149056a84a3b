import type { CertificateSettings, CertificateSettingsInput, CertificateSettingsView } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { certificatesKeys } from "./keys.ts";

// GET/PUT /api/events/{id}/certificate-settings (docs/product/certificate-pages.md#console): attendance certificates on
// or off. The whole setting replaces the stored one, so a retry is harmless; turning it on issues the certificates of
// those already checked in, so the event's list is asked for again.

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/certificate-settings`;
const settingsKey = (eventId: string) => ["certificate-settings", eventId] as const;

export function certificateSettingsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: settingsKey(eventId), queryFn: ({ signal }) => request<CertificateSettingsView>(path(eventId), { signal }) });
}

export function useCertificateSettings(eventId: string) {
  return useQuery(certificateSettingsQueryOptions(eventId));
}

export function useSaveCertificateSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateSettingsInput) => request<CertificateSettings>(path(eventId), { method: "PUT", body, idempotent: true }),
    onSuccess: ({ attendanceCertificates }) => {
      queryClient.setQueryData<CertificateSettingsView>(settingsKey(eventId), { attendanceCertificates });
      void queryClient.invalidateQueries({ queryKey: certificatesKeys.eventList(eventId) });
    },
  });
}
