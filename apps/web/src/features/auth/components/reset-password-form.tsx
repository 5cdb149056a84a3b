import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordResetSchema } from "@commons/domain";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormInput } from "@/lib/form/form-controls.tsx";
import { formIssue, useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { useResetPassword } from "../api/password-reset.ts";
import { reportAuthFailure } from "../hooks/auth-failure.ts";

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
  /** Offered with a refused link (used, expired or mistyped): the way to ask for a new one. */
  newLink: ReactNode;
}

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

export function ResetPasswordForm({ token, onReset, newLink }: ResetPasswordFormProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const reset = useResetPassword();
  const form = useAppForm<ResetValues, { newPassword: string }>({
    defaultValues: { newPassword: "", confirmPassword: "" },
    schema: passwordResetSchema,
    alsoCheck: (_input, values) => (values.confirmPassword === values.newPassword ? [] : [formIssue("confirmPassword", "settings.passwordMismatch")]),
  });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });

  // A refused new password belongs on its field; a refused link stays in the alert, with the way out.
  const submit = form.handleSubmit(async ({ newPassword: chosen }) => {
    try {
      await reset.mutateAsync({ token, newPassword: chosen });
      onReset();
    } catch (error) {
      reportAuthFailure(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {form.formError ? (
        <Alert>
          <p>{form.formError}</p>
          <p className="mt-1">{newLink}</p>
        </Alert>
      ) : null}
      <FormInput
        form={form}
        name="newPassword"
        id="reset-password"
        label={t("settings.newPassword")}
        hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length: [...newPassword].length })}
        type="password"
        autoComplete="new-password"
      />
      <FormInput form={form} name="confirmPassword" id="reset-confirm" label={t("settings.confirmPassword")} type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" loading={reset.isPending} className="mt-1 w-full">
        {t("auth.resetPassword")}
      </Button>
    </form>
  );
}
