import { signInSchema } from "@commons/domain";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormInput } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { type EmailCredentials, useSignInEmail } from "../api/sign-in.ts";
import { reportAuthFailure } from "../hooks/auth-failure.ts";
import { EmailField } from "./email-field.tsx";

/** `forgotPassword` renders the way to reset a forgotten password beside the password label, given what was typed. */
export function EmailSignInForm({ onSignedIn, forgotPassword }: { onSignedIn: () => void; forgotPassword?: (email: string) => ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  const signIn = useSignInEmail();
  const form = useAppForm<EmailCredentials>({ defaultValues: { email: "", password: "" }, schema: signInSchema });
  const email = useWatch({ control: form.control, name: "email" });

  // The schema hands over the address trimmed.
  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      reportAuthFailure(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <EmailField form={form} id="login-email" />
      <FormInput
        form={form}
        name="password"
        id="login-password"
        label={t("auth.password")}
        aside={forgotPassword?.(email.trim())}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" size="lg" loading={signIn.isPending} className="mt-1 w-full">
        {t("auth.signIn")}
      </Button>
    </form>
  );
}
