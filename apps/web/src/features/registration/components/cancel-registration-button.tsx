import type { RegistrationStatus } from "@commons/domain";
import { cancelRegistrationLabelKey } from "@commons/domain";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { notifyError } from "@/lib/notify-error.tsx";
import { useCancelRegistration } from "../api/cancel-registration.ts";

interface CancelRegistrationButtonProps {
  eventId: string;
  status: RegistrationStatus;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * docs/product/registration.md#cancelling: "cancel registration", or
 * "leave waitlist" for the waitlisted, always behind a confirmation.
 */
export function CancelRegistrationButton({ eventId, status, variant = "ghost", size = "md", className }: CancelRegistrationButtonProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [open, setOpen] = useState(false);
  const cancel = useCancelRegistration(eventId);
  const labelKey = cancelRegistrationLabelKey(status);
  const leaving = labelKey === "registration.leaveWaitlist";

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t(leaving ? "reg.cancel.doneWaitlist" : "reg.cancel.done"));
      },
      onError: (error) => notifyError(error),
    });

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        {t(`shared:${labelKey}`)}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent
          title={t(leaving ? "reg.cancel.confirmWaitlistTitle" : "reg.cancel.confirmTitle")}
          description={t(leaving ? "reg.cancel.confirmWaitlistBody" : status === "APPROVED" ? "reg.cancel.confirmApprovedBody" : "reg.cancel.confirmBody")}
          closeLabel={t("common.close")}
          className="sm:max-w-md"
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t("reg.cancel.keep")}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
              {t(`shared:${labelKey}`)}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
