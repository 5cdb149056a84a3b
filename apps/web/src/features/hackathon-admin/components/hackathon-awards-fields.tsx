import { AWARD_TYPES, DEFAULT_MAX_WINNERS, HACKATHON_AWARDS_MAX } from "@commons/domain";
import Plus from "lucide-react/icons/plus";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { controlAria, FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import type { HackathonForm } from "./hackathon-config-editor.tsx";
import { RowActions } from "./hackathon-row-actions.tsx";
import "@/i18n/parts/hackathon-admin.ts";

/** The awards: name, description, who chooses (judges or the public) and how many win. A new one gets its id from the server. */
export function HackathonAwardsFields({ form }: { form: HackathonForm }) {
  const { t } = useTranslation("ui");
  const awards = useFieldArray({ control: form.control, name: "awards", keyName: "key" });
  return (
    <section aria-labelledby="hackathon-awards-title" className="flex flex-col gap-3" data-testid="hackathon-awards">
      <h3 id="hackathon-awards-title" className="text-sm font-semibold text-slate-900">
        {t("hackathonAdmin.awards.title")}
      </h3>
      {awards.fields.length === 0 ? <p className="text-sm text-slate-600">{t("hackathonAdmin.awards.empty")}</p> : null}
      {awards.fields.map((field, index) => {
        const prefix = `hackathon-award-${index}`;
        const rowLabel = t("hackathonAdmin.awards.item", { index: index + 1 });
        const typeError = form.fieldError(`awards.${index}.awardType`);
        return (
          <fieldset key={field.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" aria-labelledby={`${prefix}-legend`}>
            <div className="flex items-center justify-between gap-2">
              <span id={`${prefix}-legend`} className="text-sm font-semibold text-slate-800">
                {rowLabel}
              </span>
              <RowActions index={index} count={awards.fields.length} rowLabel={rowLabel} onMove={(to) => awards.move(index, to)} onRemove={() => awards.remove(index)} />
            </div>
            <FormInput form={form} name={`awards.${index}.name`} id={`${prefix}-name`} label={t("hackathonAdmin.awards.name")} required />
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id={`${prefix}-type`} label={t("hackathonAdmin.awards.type")} error={typeError}>
                <Select id={`${prefix}-type`} {...controlAria(`${prefix}-type`, typeError)} {...form.register(`awards.${index}.awardType`)}>
                  {AWARD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`hackathonAdmin.awards.type.${type}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormInput form={form} name={`awards.${index}.maxWinners`} id={`${prefix}-winners`} label={t("hackathonAdmin.awards.maxWinners")} type="number" inputMode="numeric" min={1} />
            </div>
            <FormTextarea form={form} name={`awards.${index}.description`} id={`${prefix}-description`} label={t("hackathonAdmin.awards.description")} rows={2} />
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={awards.fields.length >= HACKATHON_AWARDS_MAX}
        onClick={() => awards.append({ name: "", description: "", awardType: "JUDGE", maxWinners: String(DEFAULT_MAX_WINNERS) })}
      >
        <Plus aria-hidden />
        {t("hackathonAdmin.awards.add")}
      </Button>
    </section>
  );
}
