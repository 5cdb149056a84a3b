import { checkPasswordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@commons/domain";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { SettingsSection } from "@/components/ui/settings-section.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useChangePassword } from "../api/change-password.ts";
import { useAuthError } from "../hooks/use-auth-error.ts";

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  revokeOtherSessions: boolean;
}

// Signing out the other devices is what a person changing a password after a scare wants; on by default.
const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "", revokeOtherSessions: true };

/** Settings' password section. A phone-code account has no password: it is told so instead of given a form. */
export function ChangePasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation(["ui"]);
  return (
    <SettingsSection title={t("settings.section.password")} description={hasPassword ? t("settings.section.passwordHint") : undefined}>
      {hasPassword ? <ChangePasswordForm /> : <p className="text-sm text-slate-600">{t("settings.noPassword")}</p>}
    </SettingsSection>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation(["ui", "shared"]);
  const change = useChangePassword();
  const failure = useAuthError();
  const { register, handleSubmit, formState, control, setError, reset } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const { errors } = formState;
  const newPassword = useWatch({ control, name: "newPassword" });

  const submit = handleSubmit(async ({ currentPassword, newPassword: chosen, revokeOtherSessions }) => {
    failure.clear();
    try {
      await change.mutateAsync({ currentPassword, newPassword: chosen, revokeOtherSessions });
      reset(EMPTY);
      toast.success(t(revokeOtherSessions ? "settings.passwordChangedRevoked" : "settings.passwordChanged"));
    } catch (error) {
      failure.report(error);
      // A refusal about one field (wrong current password, weak new one) is shown on that field alone.
      let placed = 0;
      for (const detail of isApiError(error) ? error.details : []) {
        if (detail.field !== "currentPassword" && detail.field !== "newPassword") continue;
        setError(detail.field, { type: "server", message: detail.message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed > 0) failure.clear();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure.message ? <Alert>{failure.message}</Alert> : null}
      <FormField id="password-current" label={t("settings.currentPassword")} error={errors.currentPassword?.message}>
        <Input
          id="password-current"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.currentPassword ? true : undefined}
          aria-describedby="password-current-message"
          {...register("currentPassword", { validate: (value) => value.length > 0 || tShared("validation.required", { field: "field.currentPassword" }) })}
        />
      </FormField>
      <FormField
        id="password-new"
        label={t("settings.newPassword")}
        error={errors.newPassword?.message}
        hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length: [...newPassword].length })}
      >
        <Input
          id="password-new"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby="password-new-message"
          {...register("newPassword", {
            validate: (value, values) => {
              const problem = checkPasswordLength(value);
              if (problem) return tShared(problem.key, problem.params);
              return value !== values.currentPassword || t("settings.passwordUnchanged");
            },
          })}
        />
      </FormField>
      <FormField id="password-confirm" label={t("settings.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input
          id="password-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby="password-confirm-message"
          {...register("confirmPassword", { validate: (value, values) => value === values.newPassword || t("settings.passwordMismatch") })}
        />
      </FormField>
      <Controller
        control={control}
        name="revokeOtherSessions"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
            <div>
              <Label htmlFor="password-revoke">{t("settings.revokeOtherSessions")}</Label>
              <p className="mt-0.5 text-[13px] text-slate-500">{t("settings.revokeOtherSessionsHint")}</p>
            </div>
            <Switch id="password-revoke" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </div>
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending}>
          {t("settings.changePassword")}
        </Button>
      </div>
    </form>
  );
}
