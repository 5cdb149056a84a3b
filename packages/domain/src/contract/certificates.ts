import { z } from "zod";
import { CERTIFICATE_NAME_MAX, CERTIFICATE_REVOKE_REASON_MAX, CERTIFICATE_SOURCES, CERTIFICATE_STATUSES } from "../certificates/certificate-constants.ts";
import { EVENT_TYPES } from "../events/event-enums.ts";
import { AWARD_CATEGORIES, AWARD_LEVELS } from "../hackathons/hackathon-constants.ts";

// docs/product/certificates.md: what the certificate routes answer and accept (docs/api.md#certificates).
// One shape carries both views of a certificate (the certificate itself and the list item):
// the flat view fields a list item and the certificate view both read.

const publicCertificateFields = {
  number: z.string().meta({ description: "The public number: the id's last 12 characters, upper-cased" }),
  source: z.enum(CERTIFICATE_SOURCES),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  recipientName: z.string().meta({ description: "Fixed at issue; the recipient may correct it once" }),
  eventId: z.string(),
  eventTitle: z.string(),
  eventType: z.enum(EVENT_TYPES),
  projectTitle: z.string().nullable(),
  projectDescription: z.string().nullable(),
  awardLevel: z.enum(AWARD_LEVELS),
  awardCategory: z.enum(AWARD_CATEGORIES),
  awardName: z.string().meta({ description: "The organiser's award name, or the catalog's name of a completion or attendance certificate in the reader's language" }),
  score: z.number().nullable().meta({ description: "Out of 10; null when the source has no score" }),
  organizationName: z.string().meta({ description: "The event's community name, or the product's name without one" }),
  issuedDate: z.string().meta({ description: "ISO instant of issue" }),
  description: z.string().nullable().meta({ description: "The reason or citation" }),
};

/** The verification page's answer and an event's awards list: what anyone may see of a certificate. */
export const publicCertificateSchema = z.strictObject(publicCertificateFields).meta({ id: "PublicCertificate" });
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** The holder's (and the event's managers') view: adds the id and what the holder may still do. */
export const certificateSchema = z
  .strictObject({
    id: z.string(),
    ...publicCertificateFields,
    revokeReason: z.string().nullable().meta({ description: "Only to the holder and the event's managers" }),
    nameCorrected: z.boolean().meta({ description: "The one correction of the name is used" }),
    canCorrectName: z.boolean().meta({ description: "The caller holds it and has not corrected the name yet" }),
    canRevoke: z.boolean().meta({ description: "The caller is the event's owner or an admin of it" }),
  })
  .meta({ id: "Certificate" });
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/user/certificates (docs/api.md#certificates). */
export const myCertificatesSchema = z.array(certificateSchema).meta({ id: "MyCertificates" });
/** GET /api/events/{id}/awards (docs/api.md#certificates): the event's valid certificates, public fields only. */
export const eventAwardsSchema = z.array(publicCertificateSchema).meta({ id: "EventAwards" });

/** PATCH /api/certificates/{id}/recipient-name: the holder's one correction. */
export const certificateNameInputSchema = z
  .strictObject({ recipientName: z.string("validation.required").trim().min(1, "validation.required").max(CERTIFICATE_NAME_MAX, "validation.tooLong") })
  .meta({ id: "CertificateNameInput" });
export type CertificateNameInput = z.infer<typeof certificateNameInputSchema>;

/** POST /api/certificates/{id}/revoke: the event's owner or admin, with a reason. */
export const certificateRevokeInputSchema = z
  .strictObject({ reason: z.string("validation.required").trim().min(1, "validation.required").max(CERTIFICATE_REVOKE_REASON_MAX, "validation.tooLong") })
  .meta({ id: "CertificateRevokeInput" });
export type CertificateRevokeInput = z.infer<typeof certificateRevokeInputSchema>;

/** GET /api/events/{id}/certificates: every certificate of the event, revoked included (its managers only). */
export const eventCertificatesSchema = z.array(certificateSchema).meta({ id: "EventCertificates" });

/** PUT /api/events/{id}/certificate-settings: whether checked-in attendees get an attendance certificate. */
export const certificateSettingsInputSchema = z
  .strictObject({ attendanceCertificates: z.boolean("validation.invalidType") })
  .meta({ id: "CertificateSettingsInput" });
export type CertificateSettingsInput = z.infer<typeof certificateSettingsInputSchema>;

/** The settings as saved, and how many certificates saving them issued (those already checked in). */
export const certificateSettingsSchema = z
  .strictObject({
    attendanceCertificates: z.boolean(),
    issued: z.number().int().min(0).meta({ description: "Attendance certificates issued by this save" }),
  })
  .meta({ id: "CertificateSettings" });
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;

/** GET /api/events/{id}/certificate-settings: the event's certificate settings as saved. */
export const certificateSettingsViewSchema = z.strictObject({ attendanceCertificates: z.boolean() }).meta({ id: "CertificateSettingsView" });
export type CertificateSettingsView = z.infer<typeof certificateSettingsViewSchema>;
