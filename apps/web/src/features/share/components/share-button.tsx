import type { Locale } from "@commons/domain";
import Share2 from "lucide-react/icons/share-2";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import type { ShareEvent } from "./share-dialog.tsx";

// The dialog, the QR encoder and the poster code load when someone wants to share, never with the page.
const loadDialog = () => import("./share-dialog.tsx");
const ShareDialog = lazy(async () => ({ default: (await loadDialog()).ShareDialog }));

interface ShareButtonProps {
  event: ShareEvent;
  locale: Locale;
  isSignedIn: boolean;
  className?: string;
}

export function ShareButton({ event, locale, isSignedIn, className }: ShareButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden />
        <span>{t("share.open")}</span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ShareDialog event={event} locale={locale} isSignedIn={isSignedIn} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
