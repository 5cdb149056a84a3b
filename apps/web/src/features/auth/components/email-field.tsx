import type { FieldValues, Path } from "react-hook-form";
import { FormInput } from "@/lib/form/form-controls.tsx";
import type { AppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";

/** The account forms' email box: one label, keyboard and autofill hint everywhere. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: the box only registers.
export function EmailField<V extends FieldValues & { email: string }>({ form, id, hint }: { form: AppForm<V, any>; id: string; hint?: string }) {
  const { t } = useTranslation(["ui"]);
  return (
    <FormInput
      form={form}
      name={"email" as Path<V>}
      id={id}
      label={t("auth.email")}
      hint={hint}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t("auth.emailPlaceholder")}
    />
  );
}
