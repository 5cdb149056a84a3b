// The authorisation matrix's entries for certificates (docs/product/certificates.md). authz-matrix-entries.ts
// spreads them into the matrix. The certificate is the owner's own, on the owner's own event: the owner holds it
// (the name correction) and manages its event (revoke, restore, settings); the stranger and another event's admin
// neither hold it nor manage the event, so they learn nothing (404) or are refused (403).
import type { Entry } from "./authz-matrix-entries.ts";

export const CERTIFICATE_ENTRIES: Record<string, Entry> = {
  "PATCH /api/certificates/{id}/recipient-name": {
    access: "owner",
    prepare: (w) => w.certificate(),
    call: async ({ c, w }) => c.patch(`/api/certificates/${(await w.certificate()).id}/recipient-name`, { recipientName: "改正的名字" }),
    refused: [404],
  },
  "POST /api/certificates/{id}/revoke": {
    access: "owner",
    prepare: (w) => w.certificate(),
    call: async ({ c, w }) => c.post(`/api/certificates/${(await w.certificate()).id}/revoke`, { reason: "误发" }),
    refused: [404],
  },
  "POST /api/certificates/{id}/restore": {
    access: "owner",
    prepare: (w) => w.certificate(),
    call: async ({ c, w }) => c.post(`/api/certificates/${(await w.certificate()).id}/restore`),
    refused: [404],
  },
  "PUT /api/events/{id}/certificate-settings": {
    access: "owner",
    call: ({ c, w }) => c.request("PUT", `/api/events/${w.eventId}/certificate-settings`, { attendanceCertificates: true }),
    refused: [403],
  },
};
