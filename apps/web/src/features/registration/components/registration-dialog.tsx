import type { Locale, RegisterResult } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import type { RegistrationEvent } from "../api/registration-event.ts";
import { LazyRegistrationForm } from "./lazy-registration-form.tsx";

interface RegistrationDialogProps {
  event: RegistrationEvent;
  locale: Locale;
  waitlist: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: (result: RegisterResult) => void;
}

/**
 * The registration form as a dialog, opened from the event page; the
 * same form as the full page (docs/product/event-page.md#main-action).
 */
export function RegistrationDialog({ event, locale, waitlist, open, onOpenChange, onRegistered }: RegistrationDialogProps) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(waitlist ? "reg.dialog.waitlistTitle" : "reg.dialog.title")}
        description={event.title}
        closeLabel={t("common.close")}
        className="sm:max-w-xl"
        // A half-filled form is lost on an accidental outside click; closing takes the button or Escape.
        onInteractOutside={(interaction) => interaction.preventDefault()}
      >
        {open ? <LazyRegistrationForm event={event} locale={locale} waitlist={waitlist} onRegistered={onRegistered} layout="dialog" /> : null}
      </DialogContent>
    </Dialog>
  );
}
