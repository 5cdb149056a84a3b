import type { ProfileUpdate } from "@commons/domain";
import { BIO_MAX_LENGTH, BIO_MIN_LENGTH, textLength } from "@commons/domain";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { cn } from "@/lib/utils.ts";
import { type ProfileFormValues } from "../hooks/profile-form-values.ts";
import { SettingsSection } from "@/components/ui/settings-section.tsx";
import type { ProfileImageSlot } from "./profile-image-slot.ts";

export function ProfileAboutSection({ form, imageSlot }: { form: UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>; imageSlot: ProfileImageSlot }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, formState, control } = form;
  const { errors } = formState;
  const [name, image, bio] = useWatch({ control, name: ["name", "image", "bio"] });
  const bioLength = textLength(bio.trim());
  const bioShort = bioLength > 0 && bioLength < BIO_MIN_LENGTH;
  const err = (field: keyof ProfileFormValues) => errors[field]?.message;
  const aria = (field: keyof ProfileFormValues) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": `profile-${field}-message`,
  });

  return (
    <SettingsSection title={t("settings.section.about")} description={t("settings.section.aboutHint")}>
      <div className="flex items-start gap-4">
        <Avatar name={name || "?"} src={image || null} size="lg" />
        <FormField id="profile-image" label={t("settings.image")} error={err("image")} hint={t("settings.imageHint")} className="min-w-0 flex-1">
          <Controller
            control={control}
            name="image"
            render={({ field }) => imageSlot({ id: "profile-image", label: t("settings.image"), value: field.value, onChange: field.onChange })}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-name" label={t("settings.name")} error={err("name")} required>
          <Input id="profile-name" autoComplete="name" {...aria("name")} {...register("name")} />
        </FormField>
        <FormField id="profile-username" label={t("settings.username")} error={err("username")} hint={t("settings.usernameHint")}>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" aria-hidden>
              {t("settings.usernamePrefix")}
            </span>
            <Input id="profile-username" autoComplete="username" className="pl-7" {...aria("username")} {...register("username")} />
          </div>
        </FormField>
      </div>
      <FormField
        id="profile-bio"
        label={t("settings.bio")}
        error={err("bio")}
        hint={<span className={cn(bioShort && "text-amber-700")}>{t("settings.bioHint", { min: BIO_MIN_LENGTH })}</span>}
        aside={
          <span className={cn("text-xs tabular-nums", bioShort ? "text-amber-700" : "text-slate-400")} aria-live="polite">
            {t("settings.counter", { count: bioLength, max: BIO_MAX_LENGTH })}
          </span>
        }
      >
        <Textarea id="profile-bio" rows={4} placeholder={t("settings.bioPlaceholder")} {...aria("bio")} {...register("bio")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-userRoleString" label={t("settings.role")} error={err("userRoleString")}>
          <Input id="profile-userRoleString" placeholder={t("settings.rolePlaceholder")} {...aria("userRoleString")} {...register("userRoleString")} />
        </FormField>
        <FormField id="profile-currentWorkOn" label={t("settings.currentWork")} error={err("currentWorkOn")}>
          <Input id="profile-currentWorkOn" placeholder={t("settings.currentWorkPlaceholder")} {...aria("currentWorkOn")} {...register("currentWorkOn")} />
        </FormField>
        <FormField id="profile-lifeStatus" label={t("settings.lifeStatus")} error={err("lifeStatus")}>
          <Input id="profile-lifeStatus" placeholder={t("settings.lifeStatusPlaceholder")} {...aria("lifeStatus")} {...register("lifeStatus")} />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="profile-region" label={t("settings.region")} error={err("region")}>
            <Input id="profile-region" placeholder={t("settings.regionPlaceholder")} {...aria("region")} {...register("region")} />
          </FormField>
          <FormField id="profile-city" label={t("settings.city")} error={err("city")}>
            <Input id="profile-city" placeholder={t("settings.cityPlaceholder")} {...aria("city")} {...register("city")} />
          </FormField>
        </div>
      </div>
    </SettingsSection>
  );
}
