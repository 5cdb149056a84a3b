import { CERTIFICATE_NAME_MAX, type Certificate, certificateNameInputSchema, type Locale } from "@commons/domain";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { issueText } from "@/lib/form/issue-text.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useCorrectRecipientName } from "../api/correct-recipient-name.ts";
import "@/i18n/parts/certificates.ts";

/**
 * The holder's one correction of the name on a certificate (docs/product/certificate-pages.md#name-correction): shown
 * while the server says it is still allowed (canCorrectName), with a warning that it is the only one.
 */
export function NameCorrection({ certificate, locale }: { certificate: Certificate; locale: Locale }) {
  const { t } = useTranslation("ui");
  const correct = useCorrectRecipientName(certificate.id);
  const [name, setName] = useState(certificate.recipientName);
  const [error, setError] = useState<string | undefined>();
  const fieldId = `certificate-name-${certificate.id}`;
  const unchanged = name.trim() === certificate.recipientName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = certificateNameInputSchema.safeParse({ recipientName: name });
    const issue = parsed.error?.issues[0];
    if (!parsed.success) {
      setError(issue ? issueText(issue, locale) : undefined);
      return;
    }
    setError(undefined);
    try {
      await correct.mutateAsync(parsed.data);
      toast.success(t("certificates.name.saved"));
    } catch (failure) {
      toast.error(t("certificates.name.failed"), { description: errorMessage(failure, t("certificates.name.failed")) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" aria-labelledby={`${fieldId}-title`}>
      <div>
        <h3 id={`${fieldId}-title`} className="text-sm font-semibold text-slate-900">
          {t("certificates.name.title")}
        </h3>
        <p className="mt-0.5 text-[13px] text-slate-600">{t("certificates.name.hint")}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField id={fieldId} label={t("certificates.name.label")} error={error} className="flex-1">
          <Input
            id={fieldId}
            value={name}
            maxLength={CERTIFICATE_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-message` : undefined}
          />
        </FormField>
        <Button type="submit" variant="secondary" loading={correct.isPending} disabled={unchanged}>
          {t("certificates.name.save")}
        </Button>
      </div>
    </form>
  );
}
