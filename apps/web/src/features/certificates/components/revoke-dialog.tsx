import { CERTIFICATE_REVOKE_REASON_MAX, type Certificate, certificateRevokeInputSchema } from "@commons/domain";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useRevokeCertificate } from "../api/revoke-certificate.ts";
import "@/i18n/parts/certificates.ts";

/**
 * Revoking asks for a reason and a confirmation (docs/product/certificate-pages.md#console). The trigger is Radix's
 * own, so closing the dialog (cancelled or done) gives the focus back to the row's button.
 */
export function RevokeDialog({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation("ui");
  const revoke = useRevokeCertificate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const fieldId = `revoke-reason-${certificate.id}`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason("");
      setError(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = certificateRevokeInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(t("certificates.console.reasonRequired"));
      return;
    }
    try {
      await revoke.mutateAsync({ id: certificate.id, ...parsed.data });
      toast.success(t("certificates.console.revokedToast"));
      onOpenChange(false);
    } catch (failure) {
      toast.error(t("certificates.console.failed"), { description: errorMessage(failure, t("certificates.console.failed")) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-red-700 hover:border-red-200 hover:bg-red-50" aria-label={t("certificates.console.revokeNamed", { name: certificate.recipientName })}>
          {t("certificates.console.revoke")}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t("common.close")}
        title={t("certificates.console.revokeTitle")}
        description={t("certificates.console.revokeBody", { name: certificate.recipientName, award: certificate.awardName })}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
          <FormField id={fieldId} label={t("certificates.console.reason")} error={error} required>
            <Textarea
              id={fieldId}
              rows={3}
              value={reason}
              maxLength={CERTIFICATE_REVOKE_REASON_MAX}
              placeholder={t("certificates.console.reasonPlaceholder")}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-message` : undefined}
              aria-required
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{t("certificates.console.cancel")}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={revoke.isPending}>
              {t("certificates.console.confirmRevoke")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
