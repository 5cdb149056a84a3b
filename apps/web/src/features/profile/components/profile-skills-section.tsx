import type { ProfileUpdate } from "@commons/domain";
import { SKILL_MAX_LENGTH, SKILLS_MAX_COUNT } from "@commons/domain";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { TagInput } from "@/components/ui/tag-input.tsx";
import { type ProfileFormValues } from "../hooks/profile-form-values.ts";
import { SettingsSection } from "@/components/ui/settings-section.tsx";

export function ProfileSkillsSection({ form }: { form: UseFormReturn<ProfileFormValues, unknown, ProfileUpdate> }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <SettingsSection title={t("settings.section.skills")} description={t("settings.section.skillsHint")}>
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => {
          // An error on one skill arrives as "skills.2"; react-hook-form nests it under the array.
          const nested = fieldState.error as unknown as Record<string, unknown> | undefined;
          const message = firstMessage(nested);
          return (
            <FormField
              id="profile-skills"
              label={t("settings.skills")}
              error={message}
              hint={t("settings.skillsHint", { max: SKILLS_MAX_COUNT })}
              aside={<span className="text-xs text-slate-400 tabular-nums">{t("settings.counter", { count: field.value.length, max: SKILLS_MAX_COUNT })}</span>}
            >
              <TagInput
                id="profile-skills"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxTags={SKILLS_MAX_COUNT}
                maxLength={SKILL_MAX_LENGTH}
                placeholder={t("settings.skillsPlaceholder")}
                removeLabel={(skill) => t("settings.removeSkill", { skill })}
                invalid={Boolean(message)}
                describedBy="profile-skills-message"
              />
            </FormField>
          );
        }}
      />
    </SettingsSection>
  );
}

function firstMessage(error: Record<string, unknown> | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === "string" && error.message) return error.message;
  for (const value of Object.values(error)) {
    if (value && typeof value === "object" && typeof (value as { message?: unknown }).message === "string") {
      return (value as { message: string }).message;
    }
  }
  return undefined;
}
