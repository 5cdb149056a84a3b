import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import "@/i18n/parts/console.ts";

interface RejectDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (note: string | null) => void;
}

/** Rejecting asks for an optional note, which the person receives with the decision. */
export function RejectDialog({ open, count, busy, onOpenChange, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation("ui");
  const [note, setNote] = useState("");
  return (
    <Dialog open={open} onOpenChange={(next) => (onOpenChange(next), next || setNote(""))}>
      {open ? (
        <DialogContent closeLabel={t("common.close")} title={t("console.reg.rejectTitle", { count })} description={t("console.reg.rejectHint")}>
          <FormField id="reject-note" label={t("console.reg.note")}>
            <Textarea id="reject-note" rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} placeholder={t("console.reg.notePlaceholder")} />
          </FormField>
          <div className="mt-5 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{t("console.danger.keep")}</Button>
            </DialogClose>
            <Button variant="danger" loading={busy} onClick={() => onConfirm(note.trim() || null)}>
              {t("console.reg.reject")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
