import MessageCircle from "lucide-react/icons/message-circle";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { buttonClass } from "@/components/ui/button.tsx";
import type { ContactOrganizerDialogProps } from "./contact-organizer-dialog.tsx";

// The dialog (and Radix Dialog with it) loads on first use, keeping the event page's first chunk small.
const loadDialog = () => import("./contact-organizer-dialog.tsx");
const ContactOrganizerDialog = lazy(async () => ({ default: (await loadDialog()).ContactOrganizerDialog }));

type ContactOrganizerButtonProps = Omit<ContactOrganizerDialogProps, "open" | "onOpenChange"> & {
  /**
   * docs/product/event-page.md#contact-the-organiser: hidden for
   * external events — their organiser is reached on the other platform.
   */
  isExternalEvent: boolean;
  className?: string;
};

export function ContactOrganizerButton({ isExternalEvent, className, ...dialogProps }: ContactOrganizerButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (isExternalEvent) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClass("outline", "md", className)}
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden />
        {t("engagement.contactOrganizer")}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ContactOrganizerDialog {...dialogProps} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
