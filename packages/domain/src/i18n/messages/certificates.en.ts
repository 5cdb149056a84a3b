import type { certificatesMessagesZh } from "./certificates.zh.ts";

// English for the certificates' shared messages (docs/product/certificates.md).
export const certificatesMessagesEn: Record<keyof typeof certificatesMessagesZh, string> = {
  "certificates.notFound": "Certificate not found",
  "certificates.numberNotFound": "No certificate has the number {number}; please check the number",
  "certificates.nameAlreadyCorrected": "The name on a certificate can be corrected only once, and you have already corrected it",
  "certificates.nameCorrected": "The name on the certificate was updated",
  "certificates.revoked": "Certificate revoked",
  "certificates.restored": "Certificate restored",
  "certificates.settingsSaved": "Certificate settings saved",
  "certificates.revokedCheckInUndone": "The check-in was undone",
  "certificates.name.CHALLENGE": "Building Public challenge completed",
  "certificates.name.ATTENDANCE": "Certificate of attendance",
  "certificates.description.CHALLENGE": "Built in public and made every check-in the challenge asked for.",
  "certificates.description.ATTENDANCE": "Took part in this event and checked in.",
  "certificates.head.title": "{name}'s certificate: {award}",
  "certificates.head.description": "{name} received “{award}” at “{event}”, issued by {organization}. Certificate number {number}.",
  "certificates.head.revoked": "(This certificate was revoked)",
  "notification.certificateIssued.title": "You received a certificate",
  "notification.certificateIssued.body": "“{event}” issued you a certificate you can view, download and share.",
  "field.recipientName": "Name on the certificate",
  "field.reason": "Reason for revoking",
  "field.attendanceCertificates": "Attendance certificates",
} as const;
