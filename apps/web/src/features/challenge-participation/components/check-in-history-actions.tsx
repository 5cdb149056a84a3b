import type { ChallengeCheckIn } from "@commons/domain";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { toast } from "@/lib/toast.tsx";
import { useDeleteCheckIn, useUpdateCheckIn } from "../api/participation.ts";
import { CheckInFormView, type RenderImages } from "./check-in-form.tsx";
import "@/i18n/parts/challenge-page.ts";

/** Edit a past check-in in a dialog holding the same form; the focus returns to this button when it closes. */
export function EditCheckInButton({ checkIn, eventId, renderImages }: { checkIn: ChallengeCheckIn; eventId: string; renderImages: RenderImages }) {
  const { t } = useTranslation("ui");
  const [open, setOpen] = useState(false);
  const update = useUpdateCheckIn(eventId);
  const label = t("challengeHistory.editOf", { day: checkIn.day });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label}>
          <Pencil aria-hidden />
          {t("challengeHistory.edit")}
        </Button>
      </DialogTrigger>
      <DialogContent title={label} closeLabel={t("challengeHistory.close")} className="sm:max-w-xl">
        <CheckInFormView
          initial={checkIn}
          idPrefix={`challenge-edit-${checkIn.id}`}
          renderImages={renderImages}
          submitLabel={t("challengeHistory.save")}
          cancelLabel={t("challengeHistory.cancel")}
          onCancel={() => setOpen(false)}
          pending={update.isPending}
          onSubmit={async (body, form) => {
            try {
              await update.mutateAsync({ id: checkIn.id, body });
              toast.success(t("challengeHistory.updated"));
              setOpen(false);
            } catch (err) {
              const failure = form.failed(err);
              if (failure) toast.error(failure.error.message || t("challengeHistory.updateFailed"));
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Delete after a confirm dialog. Cancelling returns the focus to this button; once deleted the button is
 * gone with its item, so `afterDelete` puts the focus somewhere that stays (the history's heading).
 */
export function DeleteCheckInButton({ checkIn, eventId, afterDelete }: { checkIn: ChallengeCheckIn; eventId: string; afterDelete: () => void }) {
  const { t } = useTranslation("ui");
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  const remove = useDeleteCheckIn(eventId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(checkIn.id);
      deleted.current = true;
      toast.success(t("challengeHistory.deleted"));
      setOpen(false);
    } catch (err) {
      if (isApiError(err) && err.type !== "network" && err.type !== "rateLimit") toast.error(err.message || t("challengeHistory.deleteFailed"));
      else notifyError(err);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={t("challengeHistory.deleteOf", { day: checkIn.day })}>
          <Trash2 aria-hidden />
          {t("challengeHistory.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("challengeHistory.confirmDelete", { day: checkIn.day })}
        description={t("challengeHistory.confirmDeleteBody")}
        closeLabel={t("challengeHistory.close")}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          afterDelete();
        }}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("challengeHistory.cancel")}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
            {t("challengeHistory.delete")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
