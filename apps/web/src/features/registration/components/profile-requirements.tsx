import { BIO_MIN_LENGTH, type Locale, type RegistrationProfileField, textLength } from "@commons/domain";
import UserRoundPen from "lucide-react/icons/user-round-pen";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { PhoneInput } from "@/components/phone-input.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import type { RegistrationFormValues } from "../hooks/registration-form-values.ts";

interface ProfileRequirementsProps {
  form: UseFormReturn<RegistrationFormValues>;
  fields: readonly RegistrationProfileField[];
  locale: Locale;
  /** After a submit attempt the phone box shows its problem at once instead of after the typing pause. */
  submitted: boolean;
}

const TEXT_FIELDS = ["userRoleString", "currentWorkOn", "lifeStatus"] as const;

/**
 * docs/product/registration.md#profile-requirements: the profile facts registration needs and this person has not
 * given yet, filled in here and saved to their profile before registering. Fields already complete are not shown.
 */
export function ProfileRequirements({ form, fields, locale, submitted }: ProfileRequirementsProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const errors = formState.errors.profile;
  const shown = new Set(fields);
  const bio = useWatch({ control, name: "profile.bio" }) ?? "";
  if (shown.size === 0) return null;

  return (
    <section aria-labelledby="reg-profile-heading" className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50/50 p-4 sm:p-5">
      <div className="flex gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <UserRoundPen className="size-4.5" aria-hidden />
        </div>
        <div>
          <h3 id="reg-profile-heading" className="text-[15px] font-semibold text-slate-900">
            {t("reg.profile.title")}
          </h3>
          <p className="mt-0.5 text-[13px] leading-5 text-slate-600">{t("reg.profile.hint")}</p>
        </div>
      </div>
      {shown.has("bio") ? (
        <FormField
          id="reg-profile-bio"
          label={t("shared:field.bio")}
          required
          error={errors?.bio?.message}
          aside={
            <span className={textLength(bio.trim()) >= BIO_MIN_LENGTH ? "text-xs text-emerald-600" : "text-xs text-slate-400"}>
              {t("reg.profile.bioCounter", { count: textLength(bio.trim()), min: BIO_MIN_LENGTH })}
            </span>
          }
          hint={t("settings.bioHint", { min: BIO_MIN_LENGTH })}
        >
          <Textarea
            id="reg-profile-bio"
            rows={3}
            placeholder={t("settings.bioPlaceholder")}
            aria-invalid={errors?.bio ? true : undefined}
            aria-describedby="reg-profile-bio-message"
            {...register("profile.bio")}
          />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.filter((field) => shown.has(field)).map((field) => (
          <FormField key={field} id={`reg-profile-${field}`} label={t(`shared:field.${field}`)} required error={errors?.[field]?.message}>
            <Input
              id={`reg-profile-${field}`}
              placeholder={t(PLACEHOLDERS[field])}
              aria-invalid={errors?.[field] ? true : undefined}
              aria-describedby={`reg-profile-${field}-message`}
              {...register(`profile.${field}`)}
            />
          </FormField>
        ))}
      </div>
      {shown.has("phoneNumber") ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="reg-profile-phoneNumber">
            {t("shared:field.phoneNumber")}
            <span className="ml-0.5 text-red-500 after:content-['*']" aria-hidden />
          </Label>
          <Controller
            control={control}
            name="profile.phoneNumber"
            render={({ field, fieldState }) => (
              <>
                <PhoneInput
                  id="reg-profile-phoneNumber"
                  locale={locale}
                  value={field.value}
                  required
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  showErrorNow={submitted || Boolean(fieldState.error)}
                  messageId="reg-profile-phoneNumber-message"
                />
                {/* PhoneInput words its own problems (empty, too short…); only the server's message is added. */}
                {fieldState.error?.type === "server" ? (
                  <p id="reg-profile-phoneNumber-message" role="alert" className="text-[13px] text-red-600">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </>
            )}
          />
        </div>
      ) : null}
      {shown.has("email") ? (
        <FormField id="reg-profile-email" label={t("shared:field.email")} required error={errors?.email?.message} hint={t("reg.profile.emailHint")}>
          <Input
            id="reg-profile-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t("auth.emailPlaceholder")}
            aria-invalid={errors?.email ? true : undefined}
            aria-describedby="reg-profile-email-message"
            {...register("profile.email")}
          />
        </FormField>
      ) : null}
    </section>
  );
}

const PLACEHOLDERS = {
  userRoleString: "settings.rolePlaceholder",
  currentWorkOn: "settings.currentWorkPlaceholder",
  lifeStatus: "settings.lifeStatusPlaceholder",
} as const;
