import type { ProfileUpdate } from "@commons/domain";
import { type Locale, PREFERRED_CONTACTS } from "@commons/domain";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { PhoneInput } from "@/components/phone-input.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { type ProfileFormValues } from "../hooks/profile-form-values.ts";
import { SettingsSection } from "@/components/ui/settings-section.tsx";

interface ProfileContactSectionProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>;
  locale: Locale;
  /** True once a save was attempted, so the phone field shows its problem without waiting for typing to pause. */
  submitted: boolean;
}

export function ProfileContactSection({ form, locale, submitted }: ProfileContactSectionProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const { errors } = formState;
  const err = (field: keyof ProfileFormValues) => errors[field]?.message;

  return (
    <SettingsSection title={t("settings.section.contact")} description={t("settings.section.contactHint")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-phoneNumber">{t("settings.phone")}</Label>
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field, fieldState }) => (
              <>
                <PhoneInput
                  id="profile-phoneNumber"
                  locale={locale}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  showErrorNow={submitted || Boolean(fieldState.error)}
                  messageId="profile-phoneNumber-message"
                />
                {/* The phone field words its own problems; only a server-side message is shown here. */}
                {fieldState.error?.type === "server" && fieldState.error.message ? (
                  <p id="profile-phoneNumber-message" role="alert" className="text-[13px] text-red-600">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </>
            )}
          />
        </div>
        <FormField id="profile-email" label={t("settings.email")} error={err("email")}>
          <Input
            id="profile-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t("auth.emailPlaceholder")}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby="profile-email-message"
            {...register("email")}
          />
        </FormField>
        <FormField id="profile-wechatId" label={t("settings.wechat")} error={err("wechatId")}>
          <Input
            id="profile-wechatId"
            placeholder={t("settings.wechatPlaceholder")}
            aria-invalid={errors.wechatId ? true : undefined}
            aria-describedby="profile-wechatId-message"
            {...register("wechatId")}
          />
        </FormField>
        <FormField id="profile-preferredContact" label={t("settings.preferredContact")} error={err("preferredContact")}>
          <Select id="profile-preferredContact" {...register("preferredContact")}>
            <option value="">{t("settings.preferredContactNone")}</option>
            {PREFERRED_CONTACTS.map((option) => (
              <option key={option} value={option}>
                {t(`settings.contact.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
        {(["showWechat", "showEmail"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 px-4 py-3.5">
                <div>
                  <Label htmlFor={`profile-${name}`}>{t(`settings.${name}`)}</Label>
                  <p className="mt-0.5 text-[13px] text-slate-500">{t(`settings.${name}Hint`)}</p>
                </div>
                <Switch id={`profile-${name}`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              </div>
            )}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
