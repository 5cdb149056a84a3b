import { checkPasswordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordChange, passwordChangeSchema } from "@commons/domain";
import { Controller, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { SettingsSection } from "@/components/ui/settings-section.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { FormInput } from "@/lib/form/form-controls.tsx";
import { formIssue, useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useChangePassword } from "../api/change-password.ts";
import { reportAuthFailure } from "../hooks/auth-failure.ts";

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
  const form = useAppForm<ChangePasswordValues, PasswordChange>({
    defaultValues: EMPTY,
    schema: passwordChangeSchema,
    alsoCheck: (_input, values) => [
      // A length problem is told first; only a password of a fitting length can be "unchanged".
      ...(checkPasswordLength(values.newPassword) === null && values.newPassword === values.currentPassword
        ? [formIssue("newPassword", "settings.passwordUnchanged")]
        : []),
      ...(values.confirmPassword === values.newPassword ? [] : [formIssue("confirmPassword", "settings.passwordMismatch")]),
    ],
  });
  const { control, reset } = form;
  const newPassword = useWatch({ control, name: "newPassword" });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword: chosen, revokeOtherSessions }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: chosen, revokeOtherSessions });
      reset(EMPTY);
      toast.success(t(revokeOtherSessions ? "settings.passwordChangedRevoked" : "settings.passwordChanged"));
    } catch (error) {
      // A refusal about one field (wrong current password, weak new one) is shown on that field alone.
      reportAuthFailure(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <FormInput form={form} name="currentPassword" id="password-current" label={t("settings.currentPassword")} type="password" autoComplete="current-password" />
      <FormInput
        form={form}
        name="newPassword"
        id="password-new"
        label={t("settings.newPassword")}
        hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length: [...newPassword].length })}
        type="password"
        autoComplete="new-password"
      />
      <FormInput form={form} name="confirmPassword" id="password-confirm" label={t("settings.confirmPassword")} type="password" autoComplete="new-password" />
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
