import { type Certificate, type CertificateDownloadFormat, type Locale, type PublicCertificate } from "@commons/domain";
import FileDown from "lucide-react/icons/file-down";
import ImageDown from "lucide-react/icons/image-down";
import Link from "lucide-react/icons/link";
import Share2 from "lucide-react/icons/share-2";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { copyText } from "@/lib/clipboard.ts";
import { downloadFile } from "@/lib/download-file.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { downloadCertificate } from "../api/download-certificate.ts";
import { certificateVerifyUrl } from "../lib/verify-url.ts";
import "@/i18n/parts/certificates.ts";

/**
 * Download (PNG, PDF: drawn by the server), share and copy link (docs/product/certificate-pages.md#actions), with
 * the spec's own messages. Share uses the system sheet where the browser has one and copies the link elsewhere.
 * Downloads need the id, so a public certificate (the verification page) offers share and copy only.
 */
export function CertificateActions({ certificate, locale }: { certificate: Certificate | PublicCertificate; locale: Locale }) {
  const { t } = useTranslation("ui");
  const [busy, setBusy] = useState<CertificateDownloadFormat | null>(null);
  const url = certificateVerifyUrl(locale, certificate.number);
  const id = "id" in certificate ? certificate.id : null;

  const copyLink = async () => {
    if (await copyText(url)) toast.success(t("certificates.linkCopied"));
    else toast.error(t("certificates.copyFailed"));
  };

  const share = async () => {
    if (typeof navigator.share !== "function") return copyLink();
    const award = tShared(`hackathons.awardLevel.${certificate.awardLevel}`);
    try {
      await navigator.share({ title: certificate.awardName, text: t("certificates.shareText", { event: certificate.eventTitle, award }), url });
    } catch (error) {
      // Closing the system sheet rejects with AbortError: the reader changed their mind, nothing failed.
      if (!(error instanceof DOMException && error.name === "AbortError")) toast.error(t("certificates.shareFailed"));
    }
  };

  const download = async (format: CertificateDownloadFormat) => {
    if (!id) return;
    setBusy(format);
    try {
      downloadFile(await downloadCertificate(id, format), `certificate-${certificate.number}.${format}`);
      toast.success(t("certificates.downloaded"));
    } catch {
      toast.error(t("certificates.downloadFailed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2" data-testid="certificate-actions">
      {id ? (
        <>
          <Button size="sm" loading={busy === "png"} disabled={busy !== null} onClick={() => void download("png")}>
            {busy === "png" ? null : <ImageDown aria-hidden />}
            {t("certificates.downloadPng")}
          </Button>
          <Button size="sm" variant="outline" loading={busy === "pdf"} disabled={busy !== null} onClick={() => void download("pdf")}>
            {busy === "pdf" ? null : <FileDown aria-hidden />}
            {t("certificates.downloadPdf")}
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden />
        {t("certificates.share")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void copyLink()}>
        <Link aria-hidden />
        {t("certificates.copyLink")}
      </Button>
    </div>
  );
}
