import type { VolunteerBaseRole, VolunteerRolesUpdate } from "@commons/domain";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { controlAria, FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import type { AppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import type { RolesFormValues } from "./volunteer-roles-editor.tsx";

/** One role in the editor's form; the counts are read-only (the server's). */
export interface RoleFormValues {
  id?: string;
  baseRoleId: string;
  description: string;
  recruitCount: string;
  requireApproval: boolean;
  isRequired: boolean;
  closed: boolean;
  approvedCount: number;
  applicationCount: number;
}

interface Props {
  form: AppForm<RolesFormValues, VolunteerRolesUpdate>;
  index: number;
  baseRoles: VolunteerBaseRole[];
  onRemove: () => void;
}

const FLAGS = [
  ["requireApproval", "volunteers.editor.requireApproval"],
  ["isRequired", "volunteers.editor.isRequired"],
  ["closed", "volunteers.editor.closed"],
] as const;

export function VolunteerRoleFields({ form, index, baseRoles, onRemove }: Props) {
  const { t } = useTranslation("ui");
  const prefix = `volunteer-role-${index}`;
  const values = form.getValues(`roles.${index}`);
  const baseError = form.fieldError(`roles.${index}.baseRoleId`);
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" data-testid="volunteer-role-fields">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("volunteers.editor.role", { index: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <FormField id={`${prefix}-base`} label={t("volunteers.editor.baseRole")} error={baseError}>
          <Select id={`${prefix}-base`} {...controlAria(`${prefix}-base`, baseError)} {...form.register(`roles.${index}.baseRoleId`)}>
            {baseRoles.map((base) => (
              <option key={base.id} value={base.id}>
                {base.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormInput form={form} name={`roles.${index}.recruitCount`} id={`${prefix}-count`} label={t("volunteers.editor.recruitCount")} type="number" inputMode="numeric" min={1} />
      </div>
      <FormTextarea form={form} name={`roles.${index}.description`} id={`${prefix}-description`} label={t("volunteers.editor.roleDescription")} rows={2} />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {FLAGS.map(([name, label]) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-600" {...form.register(`roles.${index}.${name}`)} />
            {t(label)}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-slate-600">
          {values?.id ? t("volunteers.editor.counts", { approved: values.approvedCount, applications: values.applicationCount }) : null}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden />
          {t("volunteers.editor.remove")}
        </Button>
      </div>
    </fieldset>
  );
}
