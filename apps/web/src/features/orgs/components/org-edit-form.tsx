import { type Locale, ORG_DESCRIPTION_MAX_LENGTH, ORG_NAME_MAX_LENGTH, type OrgUpdate } from "@commons/domain";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { formFailure, placeFieldErrors } from "@/lib/form-failure.ts";
import type { Organization } from "../api/get-org.ts";
import { useUpdateOrg } from "../api/update-org.ts";
import { isOrgField, orgFieldErrorText, type OrgFormValues, orgResolver, pickOrgChanges, toOrgFormValues } from "../hooks/org-form-values.ts";
import type { LogoSlot } from "./logo-slot.ts";

interface OrgEditFormProps {
  org: Organization;
  locale: Locale;
  logoSlot: LogoSlot;
  onDone: () => void;
}

/** Name, description and logo of an organisation, for its owners and admins. */
export function OrgEditForm({ org, locale, logoSlot, onDone }: OrgEditFormProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const loaded = toOrgFormValues(org);
  const update = useUpdateOrg(org.slug);
  const { register, handleSubmit, formState, setError, getValues, control } = useForm<OrgFormValues, unknown, OrgUpdate>({
    defaultValues: loaded,
    resolver: orgResolver(locale),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors } = formState;
  const [name, description] = useWatch({ control, name: ["name", "description"] });
  const err = (field: keyof OrgFormValues) => orgFieldErrorText(errors[field]?.message);
  const aria = (field: keyof OrgFormValues) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": `org-${field}-message`,
  });

  // docs/product/requests-and-errors.md#server-messages: the server's
  // message as a toast; field messages also sit on their fields.
  const reportFailure = (failure: unknown) => {
    const error = formFailure(failure);
    if (!error) return;
    placeFieldErrors(error, isOrgField, setError);
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
      <FormField
        id="org-name"
        label={t("org.edit.name")}
        error={err("name")}
        required
        aside={<Counter count={name.trim().length} max={ORG_NAME_MAX_LENGTH} />}
      >
        <Input id="org-name" autoComplete="organization" {...aria("name")} {...register("name")} />
      </FormField>
      <FormField
        id="org-description"
        label={t("org.edit.about")}
        error={err("description")}
        aside={<Counter count={description.trim().length} max={ORG_DESCRIPTION_MAX_LENGTH} />}
      >
        <Textarea id="org-description" rows={5} placeholder={t("org.edit.aboutPlaceholder")} {...aria("description")} {...register("description")} />
      </FormField>
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <FormField id="org-logo" label={t("org.edit.logo")} error={err("logo")} hint={t("org.edit.logoHint")}>
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
