import { checkPasswordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUpSchema } from "@commons/domain";
import Check from "lucide-react/icons/check";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormInput } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { type SignUpInput, useSignUpEmail } from "../api/sign-up.ts";
import { reportAuthFailure } from "../hooks/auth-failure.ts";
import { EmailField } from "./email-field.tsx";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const signUp = useSignUpEmail();
  const form = useAppForm<SignUpInput>({ defaultValues: { name: "", email: "", password: "" }, schema: signUpSchema });
  const password = useWatch({ control: form.control, name: "password" });
  const length = [...password].length;
  const lengthOk = checkPasswordLength(password) === null;
  const [mailedTo, setMailedTo] = useState<string | null>(null);

  // The schema hands over the name and address trimmed.
  const submit = form.handleSubmit(async (values) => {
    try {
      setMailedTo(null);
      if ((await signUp.mutateAsync(values)) === "signedIn") onSignedUp();
      else setMailedTo(values.email);
    } catch (error) {
      // The server names the field when it can (taken email, weak password); show it there too.
      reportAuthFailure(form, error, { alsoAlert: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      {mailedTo ? <Alert tone="success">{t("auth.signUpCheckMailbox", { email: mailedTo })}</Alert> : null}
      <FormInput form={form} name="name" id="signup-name" label={t("auth.name")} autoComplete="name" placeholder={t("auth.namePlaceholder")} />
      <EmailField form={form} id="signup-email" />
      <FormInput
        form={form}
        name="password"
        id="signup-password"
        label={t("auth.password")}
        hint={
          <span className={cn("inline-flex items-center gap-1.5", lengthOk ? "text-emerald-600" : "text-slate-500")}>
            {lengthOk ? <Check className="size-3.5" aria-hidden /> : null}
            {t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length })}
          </span>
        }
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" loading={signUp.isPending} className="mt-1 w-full">
        {t("auth.createAccount")}
      </Button>
    </form>
  );
}
