import { HACKATHON_RESOURCES_MAX } from "@commons/domain";
import Plus from "lucide-react/icons/plus";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import type { HackathonForm } from "./hackathon-config-editor.tsx";
import { LABEL_FIELD, type ResourceKind } from "./hackathon-form-values.ts";
import { RowActions } from "./hackathon-row-actions.tsx";
import "@/i18n/parts/hackathon-admin.ts";

/** One kind of resource (tutorials, tools or examples): rows of title|name, URL and description, added, removed and reordered. */
export function HackathonResourceList({ form, kind }: { form: HackathonForm; kind: ResourceKind }) {
  const { t } = useTranslation("ui");
  const rows = useFieldArray({ control: form.control, name: `resources.${kind}`, keyName: "key" });
  const kindLabel = t(`hackathonAdmin.resources.${kind}`);
  const labelField = LABEL_FIELD[kind];
  return (
    <div className="flex flex-col gap-3" data-testid={`hackathon-resources-${kind}`}>
      {rows.fields.map((field, index) => {
        const prefix = `hackathon-${kind}-${index}`;
        const rowLabel = t("hackathonAdmin.resources.item", { kind: kindLabel, index: index + 1 });
        return (
          <fieldset key={field.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" aria-labelledby={`${prefix}-legend`}>
            <div className="flex items-center justify-between gap-2">
              <span id={`${prefix}-legend`} className="text-sm font-semibold text-slate-800">
                {rowLabel}
              </span>
              <RowActions index={index} count={rows.fields.length} rowLabel={rowLabel} onMove={(to) => rows.move(index, to)} onRemove={() => rows.remove(index)} />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormInput
                form={form}
                name={`resources.${kind}.${index}.${labelField}`}
                id={`${prefix}-label`}
                label={t(labelField === "name" ? "hackathonAdmin.resources.nameField" : "hackathonAdmin.resources.titleField")}
                required
              />
              <FormInput form={form} name={`resources.${kind}.${index}.url`} id={`${prefix}-url`} label={t("hackathonAdmin.resources.url")} type="url" inputMode="url" placeholder="https://" required />
            </div>
            <FormTextarea form={form} name={`resources.${kind}.${index}.description`} id={`${prefix}-description`} label={t("hackathonAdmin.resources.description")} rows={2} />
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={rows.fields.length >= HACKATHON_RESOURCES_MAX}
        onClick={() => rows.append({ [labelField]: "", url: "", description: "" })}
      >
        <Plus aria-hidden />
        {t("hackathonAdmin.resources.add", { kind: kindLabel })}
      </Button>
    </div>
  );
}
