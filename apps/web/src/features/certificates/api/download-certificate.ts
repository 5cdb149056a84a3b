import type { CertificateDownloadFormat } from "@commons/domain";
import { certificatePath } from "./keys.ts";

// GET /api/certificates/{id}/download?format=png|pdf (docs/product/certificate-pages.md#actions): drawn on the server
// for the holder and the event's managers. The answer is the file itself, not the JSON envelope, so it is read
// as a blob here rather than through request().

export async function downloadCertificate(id: string, format: CertificateDownloadFormat): Promise<Blob> {
  const response = await fetch(`${certificatePath(id)}/download?format=${format}`, { credentials: "include" });
  if (!response.ok) throw new Error(`certificate download answered ${response.status}`);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error("certificate download was empty");
  return blob;
}
