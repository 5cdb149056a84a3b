import { type Locale, ORG_DESCRIPTION_MAX_LENGTH, ORG_NAME_MAX_LENGTH, type OrgUpdate, orgUpdateSchema } from "@commons/domain";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { fieldsByHead, useAppForm } from "@/lib/form/use-app-form.ts";
import type { Organization } from "../api/get-org.ts";
import { useUpdateOrg } from "../api/update-org.ts";
import { ORG_FIELDS, type OrgFormValues, pickOrgChanges, toOrgFormValues } from "../hooks/org-form-values.ts";
import type { LogoSlot } from "./logo-slot.ts";

interface OrgEditFormProps {
  org: Organization;
  locale: Locale;
  logoSlot: LogoSlot;
  onDone: () => void;
}

/** Name, description and logo of an organisation, for its owners and admins. */
export function OrgEditForm({ org, logoSlot, onDone }: OrgEditFormProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const loaded = toOrgFormValues(org);
  const update = useUpdateOrg(org.slug);
  const form = useAppForm<OrgFormValues, OrgUpdate>({ defaultValues: loaded, schema: orgUpdateSchema, fieldOf: fieldsByHead(ORG_FIELDS) });
  const { handleSubmit, formState, getValues, control } = form;
  const [name, description] = useWatch({ control, name: ["name", "description"] });

  // docs/product/requests-and-errors.md#server-messages: the server's
  // message as a toast; field messages also sit on their fields.
  const reportFailure = (failure: unknown) => {
    const error = form.failed(failure)?.error;
    if (!error) return;
    toast.error(error.details[0]?.message || error.message || t("org.edit.saveFailed"));
  };

  const save = handleSubmit(async (parsed) => {
    const changes = pickOrgChanges(parsed, getValues(), loaded);
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await update.mutateAsync(changes);
      toast.success(t("shared:orgs.saved"));
      onDone();
    } catch (error) {
      reportFailure(error);
    }
  });

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-5">
      <FormInput
        form={form}
        name="name"
        id="org-name"
        label={t("org.edit.name")}
        required
        aside={<Counter count={name.trim().length} max={ORG_NAME_MAX_LENGTH} />}
        autoComplete="organization"
      />
      <FormTextarea
        form={form}
        name="description"
        id="org-description"
        label={t("org.edit.about")}
        aside={<Counter count={description.trim().length} max={ORG_DESCRIPTION_MAX_LENGTH} />}
        rows={5}
        placeholder={t("org.edit.aboutPlaceholder")}
      />
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <FormField id="org-logo" label={t("org.edit.logo")} error={form.fieldError("logo")} hint={t("org.edit.logoHint")}>
            <div className="flex items-start gap-4">
              <Avatar name={name.trim() || org.name} src={field.value || null} size="lg" shape="square" />
              <div className="min-w-0 flex-1">
                {logoSlot({ id: "org-logo", label: t("org.edit.logo"), value: field.value || null, onChange: (url) => field.onChange(url ?? "") })}
              </div>
            </div>
          </FormField>
        )}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("org.edit.cancel")}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
          {t("org.edit.save")}
        </Button>
      </div>
    </form>
  );
}

function Counter({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation("ui");
  return (
    <span className={count > max ? "text-xs text-red-600 tabular-nums" : "text-xs text-slate-400 tabular-nums"} aria-live="polite">
      {t("org.edit.counter", { count, max })}
    </span>
  );
}
