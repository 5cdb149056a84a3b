import { MAX_TEAM_SIZE_SETTING, MIN_TEAM_SIZE_SETTING, PUBLIC_VOTING_SCOPES } from "@commons/domain";
import { Controller, type FieldPath } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { controlAria, FormInput } from "@/lib/form/form-controls.tsx";
import { type TranslationKey, useTranslation } from "@/lib/i18n.ts";
import type { HackathonForm } from "./hackathon-config-editor.tsx";
import type { HackathonFormValues } from "./hackathon-form-values.ts";
import "@/i18n/parts/hackathon-admin.ts";

type BooleanPath = Extract<FieldPath<HackathonFormValues>, "settings.allowSolo" | "settings.requireProject" | "settings.hideGalleryUntilVoting" | "voting.allowPublicVoting" | "voting.enableJudgeVoting">;

/** A labelled yes/no setting with its hint (the shape of the event editor's switches). */
function SwitchSetting({ form, name, label, hint }: { form: HackathonForm; name: BooleanPath; label: TranslationKey; hint?: TranslationKey }) {
  const { t } = useTranslation("ui");
  const id = `hackathon-${name.replace(".", "-")}`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200/80 bg-slate-50/60 px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t(label)}
        </label>
        {hint ? <p className="mt-0.5 text-[13px] text-slate-600">{t(hint)}</p> : null}
      </div>
      <div className="pt-0.5">
        <Controller control={form.control} name={name} render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />} />
      </div>
    </div>
  );
}

export function HackathonTeamFields({ form }: { form: HackathonForm }) {
  const { t } = useTranslation("ui");
  return (
    <section aria-labelledby="hackathon-team-title" className="flex flex-col gap-3">
      <h3 id="hackathon-team-title" className="text-sm font-semibold text-slate-900">
        {t("hackathonAdmin.team.title")}
      </h3>
      <FormInput
        form={form}
        name="settings.maxTeamSize"
        id="hackathon-max-team-size"
        label={t("hackathonAdmin.team.maxTeamSize")}
        hint={t("hackathonAdmin.team.maxTeamSizeHint")}
        type="number"
        inputMode="numeric"
        min={MIN_TEAM_SIZE_SETTING}
        max={MAX_TEAM_SIZE_SETTING}
        className="sm:max-w-xs"
      />
      <div className="grid gap-3">
        <SwitchSetting form={form} name="settings.allowSolo" label="hackathonAdmin.team.allowSolo" hint="hackathonAdmin.team.allowSoloHint" />
        <SwitchSetting form={form} name="settings.requireProject" label="hackathonAdmin.team.requireProject" hint="hackathonAdmin.team.requireProjectHint" />
        <SwitchSetting form={form} name="settings.hideGalleryUntilVoting" label="hackathonAdmin.team.hideGallery" hint="hackathonAdmin.team.hideGalleryHint" />
      </div>
    </section>
  );
}

export function HackathonVotingFields({ form }: { form: HackathonForm }) {
  const { t } = useTranslation("ui");
  const scopeError = form.fieldError("voting.publicVotingScope");
  const weight = (name: "voting.judgeWeight" | "voting.publicWeight", id: string, label: TranslationKey) => (
    <FormInput form={form} name={name} id={id} label={t(label)} hint={t("hackathonAdmin.voting.weightHint")} type="number" inputMode="decimal" min={0} max={1} step={0.05} />
  );
  return (
    <section aria-labelledby="hackathon-voting-title" className="flex flex-col gap-3">
      <h3 id="hackathon-voting-title" className="text-sm font-semibold text-slate-900">
        {t("hackathonAdmin.voting.title")}
      </h3>
      <div className="grid gap-3">
        <SwitchSetting form={form} name="voting.allowPublicVoting" label="hackathonAdmin.voting.allowPublic" />
        <SwitchSetting form={form} name="voting.enableJudgeVoting" label="hackathonAdmin.voting.enableJudge" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {weight("voting.judgeWeight", "hackathon-judge-weight", "hackathonAdmin.voting.judgeWeight")}
        {weight("voting.publicWeight", "hackathon-public-weight", "hackathonAdmin.voting.publicWeight")}
        <FormField id="hackathon-voting-scope" label={t("hackathonAdmin.voting.scope")} error={scopeError}>
          <Select id="hackathon-voting-scope" {...controlAria("hackathon-voting-scope", scopeError)} {...form.register("voting.publicVotingScope")}>
            {PUBLIC_VOTING_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`hackathonAdmin.voting.scope.${scope}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </section>
  );
}
