import { checkPasswordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@commons/domain";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { useResetPassword } from "../api/password-reset.ts";
import { useAuthError } from "../hooks/use-auth-error.ts";

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
  /** Offered with a refused link (used, expired or mistyped): the way to ask for a new one. */
  newLink: ReactNode;
}

export function ResetPasswordForm({ token, onReset, newLink }: ResetPasswordFormProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const reset = useResetPassword();
  const failure = useAuthError();
  const { register, handleSubmit, formState, control, setError } = useForm({ defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors } = formState;
  const newPassword = useWatch({ control, name: "newPassword" });

  const submit = handleSubmit(async ({ newPassword: chosen }) => {
    failure.clear();
    try {
      await reset.mutateAsync({ token, newPassword: chosen });
      onReset();
    } catch (error) {
      failure.report(error);
      // A refused new password belongs on its field; a refused link stays in the alert, with the way out.
      const weak = isApiError(error) ? error.details.find((detail) => detail.field === "newPassword") : undefined;
      if (weak) {
        setError("newPassword", { type: "server", message: weak.message }, { shouldFocus: true });
        failure.clear();
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure.message ? (
        <Alert>
          <p>{failure.message}</p>
          <p className="mt-1">{newLink}</p>
        </Alert>
      ) : null}
      <FormField
        id="reset-password"
        label={t("settings.newPassword")}
        error={errors.newPassword?.message}
        hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length: [...newPassword].length })}
      >
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby="reset-password-message"
          {...register("newPassword", {
            validate: (value) => {
              const problem = checkPasswordLength(value);
              return problem ? tShared(problem.key, problem.params) : true;
            },
          })}
        />
      </FormField>
      <FormField id="reset-confirm" label={t("settings.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby="reset-confirm-message"
          {...register("confirmPassword", { validate: (value, values) => value === values.newPassword || t("settings.passwordMismatch") })}
        />
      </FormField>
      <Button type="submit" size="lg" loading={reset.isPending} className="mt-1 w-full">
        {t("auth.resetPassword")}
      </Button>
    </form>
  );
}
