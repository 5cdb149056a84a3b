import { isValidEmail } from "@commons/domain";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { type EmailCredentials, useSignInEmail } from "../api/sign-in.ts";
import { useAuthError } from "../hooks/use-auth-error.ts";

/** `forgotPassword` renders the way to reset a forgotten password beside the password label, given what was typed. */
export function EmailSignInForm({ onSignedIn, forgotPassword }: { onSignedIn: () => void; forgotPassword?: (email: string) => ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  const signIn = useSignInEmail();
  const failure = useAuthError();
  const { register, handleSubmit, formState, control } = useForm<EmailCredentials>({ defaultValues: { email: "", password: "" } });
  const email = useWatch({ control, name: "email" });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      onSignedIn();
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure.message ? <Alert>{failure.message}</Alert> : null}
      <FormField id="login-email" label={t("auth.email")} error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.emailPlaceholder")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="login-email-message"
          {...register("email", {
            validate: (value) =>
              !value.trim()
                ? tShared("validation.required", { field: "field.email" })
                : isValidEmail(value.trim()) || tShared("validation.email.invalid", {}),
          })}
        />
      </FormField>
      <FormField id="login-password" label={t("auth.password")} error={errors.password?.message} aside={forgotPassword?.(email.trim())}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="login-password-message"
          {...register("password", { validate: (value) => Boolean(value) || tShared("validation.required", { field: "field.password" }) })}
        />
      </FormField>
      <Button type="submit" size="lg" loading={signIn.isPending} className="mt-1 w-full">
        {t("auth.signIn")}
      </Button>
    </form>
  );
}
