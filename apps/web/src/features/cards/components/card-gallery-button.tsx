import IdCard from "lucide-react/icons/id-card";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";

// The gallery (cards, QR codes, the export) is its own chunk, fetched when the reader reaches for it.
const loadGallery = () => import("./card-gallery-dialog.tsx");
const CardGalleryDialog = lazy(async () => ({ default: (await loadGallery()).CardGalleryDialog }));

interface CardGalleryButtonProps {
  eventId: string;
  eventTitle: string;
  variant?: ButtonVariant;
  className?: string;
}

/** "Open the card gallery": for the cards section, and for the participants dialog to place as it likes. */
export function CardGalleryButton({ eventId, eventTitle, variant = "outline", className }: CardGalleryButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Each opening starts afresh (the grid, no download running from before).
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onPointerEnter={() => void loadGallery()}
        onFocus={() => void loadGallery()}
        onClick={() => {
          setWanted(true);
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        <IdCard aria-hidden />
        {t("cards.openGallery")}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CardGalleryDialog key={opening} eventId={eventId} eventTitle={eventTitle} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
