import type { Locale, Profile } from "@commons/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { formFailure, placeFieldErrors } from "@/lib/form-failure.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import {
  isProfileField,
  pickChanged,
  profileResolver,
  type ProfileFormValues,
  toFormValues,
} from "../hooks/profile-form-values.ts";
import { ProfileAboutSection } from "./profile-about-section.tsx";
import { ProfileContactSection } from "./profile-contact-section.tsx";
import type { ProfileImageSlot } from "./profile-image-slot.ts";
import { ProfileSkillsSection } from "./profile-skills-section.tsx";

export function ProfileForm({ profile, locale, imageSlot }: { profile: Profile; locale: Locale; imageSlot: ProfileImageSlot }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [loaded, setLoaded] = useState(() => toFormValues(profile));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, unknown>({
    defaultValues: loaded,
    resolver: profileResolver(locale) as never,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { handleSubmit, formState, reset, setError, getValues } = form;

  const save = handleSubmit(
    async (parsed) => {
      const changes = pickChanged(parsed as Parameters<typeof pickChanged>[0], getValues(), loaded);
      if (Object.keys(changes).length === 0) return;
      try {
        const user = await update.mutateAsync(changes);
        const next = toFormValues(user);
        setLoaded(next);
        reset(next);
        setSubmitted(false);
        toast.success(t("settings.saved"));
      } catch (error) {
        reportFailure(error);
      }
    },
    () => setSubmitted(true),
  );

  // Doc 1 §8: the server's error, else its first field message; field messages also sit on their fields.
  const reportFailure = (failure: unknown) => {
    const error = formFailure(failure);
    if (!error) return;
    placeFieldErrors(error, isProfileField, setError);
    toast.error(error.message || error.details[0]?.message || t("settings.saveFailed"));
  };

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6">
      <ProfileAboutSection form={form} imageSlot={imageSlot} />
      <ProfileContactSection form={form} locale={locale} submitted={submitted} />
      <ProfileSkillsSection form={form} />
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <div className="flex items-center justify-end gap-3">
          <Button variant="ghost" disabled={!formState.isDirty || update.isPending} onClick={() => reset(loaded)}>
            {t("settings.discard")}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
            {t("settings.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
