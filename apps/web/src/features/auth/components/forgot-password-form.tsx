import { isValidEmail, PASSWORD_RESET_LINK_MINUTES } from "@commons/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { useRequestPasswordReset } from "../api/password-reset.ts";
import { useAuthError } from "../hooks/use-auth-error.ts";

/**
 * Asks for a reset link. The server answers alike for any address, so the confirmation says "if": it must
 * not tell a stranger which addresses have accounts. The form stays, so a mistyped address can be fixed.
 */
export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const send = useRequestPasswordReset();
  const failure = useAuthError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });
  const { errors } = formState;

  const submit = handleSubmit(async ({ email }) => {
    failure.clear();
    setSentTo(null);
    try {
      await send.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure.message ? <Alert>{failure.message}</Alert> : null}
      {sentTo ? <Alert tone="success">{t("auth.resetLinkSent", { email: sentTo, minutes: PASSWORD_RESET_LINK_MINUTES })}</Alert> : null}
      <FormField id="forgot-email" label={t("auth.email")} error={errors.email?.message} hint={t("auth.phoneAccountHint")}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.emailPlaceholder")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="forgot-email-message"
          {...register("email", {
            validate: (value) =>
              !value.trim() ? tShared("validation.required", { field: "field.email" }) : isValidEmail(value.trim()) || tShared("validation.email.invalid", {}),
          })}
        />
      </FormField>
      <Button type="submit" size="lg" loading={send.isPending} className="mt-1 w-full">
        {t("auth.sendResetLink")}
      </Button>
    </form>
  );
}
