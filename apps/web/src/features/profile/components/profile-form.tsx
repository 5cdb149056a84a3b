import { type Locale, type Profile, type ProfileUpdate, profileUpdateSchema } from "@commons/domain";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { fieldsByHead, useAppForm } from "@/lib/form/use-app-form.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { pickChanged, PROFILE_FIELDS, profileInput, type ProfileFormValues, toFormValues } from "../hooks/profile-form-values.ts";
import { ProfileAboutSection } from "./profile-about-section.tsx";
import { ProfileContactSection } from "./profile-contact-section.tsx";
import type { ProfileImageSlot } from "./profile-image-slot.ts";
import { ProfileSkillsSection } from "./profile-skills-section.tsx";

export function ProfileForm({ profile, locale, imageSlot }: { profile: Profile; locale: Locale; imageSlot: ProfileImageSlot }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [loaded, setLoaded] = useState(() => toFormValues(profile));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateProfile();
  const form = useAppForm<ProfileFormValues, ProfileUpdate>({
    defaultValues: loaded,
    schema: profileUpdateSchema,
    toInput: profileInput,
    // A list's fields hold whole values: a message on "skills.2" belongs to the skills box.
    fieldOf: fieldsByHead(PROFILE_FIELDS),
  });
  const { handleSubmit, formState, reset, getValues } = form;

  const save = handleSubmit(
    async (parsed) => {
      const changes = pickChanged(parsed, getValues(), loaded);
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

  // docs/product/requests-and-errors.md#server-messages: the server's error,
  // else its first field message; field messages also sit on their fields.
  const reportFailure = (failure: unknown) => {
    const error = form.failed(failure)?.error;
    if (!error) return;
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
