import type { certificatesRenderMessagesZh } from "./certificates-render.zh.ts";

export const certificatesRenderMessagesEn: Record<keyof typeof certificatesRenderMessagesZh, string> = {
  "certificateRender.title.AWARD": "Certificate of Achievement",
  "certificateRender.title.CHALLENGE": "Certificate of Completion",
  "certificateRender.title.ATTENDANCE": "Certificate of Attendance",
  "certificateRender.presentedTo": "This certificate is presented to",
  "certificateRender.citation.AWARD": "at {event}",
  "certificateRender.citation.AWARD.project": "for the project \"{project}\" at {event}",
  "certificateRender.citation.CHALLENGE": "for completing {event}",
  "certificateRender.citation.CHALLENGE.project": "for completing {event} with the project \"{project}\"",
  "certificateRender.citation.ATTENDANCE": "for taking part in {event}",
  "certificateRender.citation.ATTENDANCE.project": "for taking part in {event} with the project \"{project}\"",
  "certificateRender.score": "Score",
  "certificateRender.issuer": "Issued by",
  "certificateRender.issuedOn": "Date of issue",
  "certificateRender.number": "Certificate No.",
  "certificateRender.scanToVerify": "Scan to verify",
  "certificateRender.revoked": "REVOKED",
  "certificateRender.footer": "Certificate ID {id}",
  "certificateRender.busy": "Many certificates are being drawn right now; please try again in a few seconds",
};
