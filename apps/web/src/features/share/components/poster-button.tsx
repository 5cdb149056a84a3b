import type { Locale } from "@commons/domain";
import ImageDown from "lucide-react/icons/image-down";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { downloadFile, safeFileName } from "@/lib/download-file.ts";
import { PosterError, renderPoster } from "../lib/poster.ts";
import type { ShareEvent } from "./share-dialog.tsx";

interface PosterButtonProps {
  event: ShareEvent;
  locale: Locale;
  link: string;
  when: string;
  where: string;
}

/** docs/product/engagement.md#poster: draws the poster, downloads it, and reports each failure with its own text. */
export function PosterButton({ event, link, when, where }: PosterButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      const blob = await renderPoster({
        title: event.title,
        shortDescription: event.shortDescription,
        coverImage: event.coverImage,
        when,
        where,
        link,
        brandName: t("brand.name"),
        tagline: t("share.posterTagline"),
        scanHint: t("share.posterScan"),
        logoUrl: "/favicon.svg",
      });
      downloadFile(blob, safeFileName(event.title, "jpg"));
      toast.success(t("share.posterDone"));
    } catch (error) {
      if (error instanceof PosterError && error.key === "share.posterIncomplete") toast.error(t(error.key));
      else toast.error(t("share.posterFailed"), { description: error instanceof PosterError ? t(error.key) : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void generate()}
      disabled={busy}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 px-4 text-sm font-semibold text-white shadow-sm hover:from-brand-700 hover:to-violet-700 disabled:opacity-70 [&_svg]:size-4"
    >
      {busy ? <Spinner /> : <ImageDown aria-hidden />}
      {busy ? t("share.generatingPoster") : t("share.generatePoster")}
    </button>
  );
}
