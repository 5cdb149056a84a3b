import { PASSWORD_RESET_LINK_MINUTES, passwordResetRequestSchema } from "@commons/domain";
import { useState } from "react";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { useRequestPasswordReset } from "../api/password-reset.ts";
import { reportAuthFailure } from "../hooks/auth-failure.ts";
import { EmailField } from "./email-field.tsx";

/**
 * Asks for a reset link. The server answers alike for any address, so the confirmation says "if": it must
 * not tell a stranger which addresses have accounts. The form stays, so a mistyped address can be fixed.
 */
export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const send = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<{ email: string }>({ defaultValues: { email: defaultEmail }, schema: passwordResetRequestSchema });

  const submit = form.handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      await send.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      reportAuthFailure(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {sentTo ? <Alert tone="success">{t("auth.resetLinkSent", { email: sentTo, minutes: PASSWORD_RESET_LINK_MINUTES })}</Alert> : null}
      <EmailField form={form} id="forgot-email" hint={t("auth.phoneAccountHint")} />
      <Button type="submit" size="lg" loading={send.isPending} className="mt-1 w-full">
        {t("auth.sendResetLink")}
      </Button>
    </form>
  );
}
