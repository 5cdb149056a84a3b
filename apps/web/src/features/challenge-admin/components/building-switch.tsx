import type { BuildingConfigInput } from "@commons/domain";
import { Controller } from "react-hook-form";
import { Switch } from "@/components/ui/switch.tsx";
import type { AppForm } from "@/lib/form/use-app-form.ts";
import { type TranslationKey, useTranslation } from "@/lib/i18n.ts";
import type { BuildingFormValues } from "./building-form-values.ts";
import "@/i18n/parts/challenge-admin.ts";

type BooleanField = "setupOpen" | "isPublic" | "allowAnonymous" | "enableVoting";

/** A labelled yes/no setting with its hint (the shape of the event editor's switches). */
export function BuildingSwitch({ form, name, label, hint }: { form: AppForm<BuildingFormValues, BuildingConfigInput>; name: BooleanField; label: TranslationKey; hint?: TranslationKey }) {
  const { t } = useTranslation("ui");
  const id = `building-${name}`;
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
