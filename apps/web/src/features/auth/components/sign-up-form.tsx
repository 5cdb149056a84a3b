import { checkPasswordLength, isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@commons/domain";
import Check from "lucide-react/icons/check";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { type SignUpInput, useSignUpEmail } from "../api/sign-up.ts";
import { useAuthError } from "../hooks/use-auth-error.ts";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const signUp = useSignUpEmail();
  const failure = useAuthError();
  const { register, handleSubmit, formState, control, setError } = useForm<SignUpInput>({
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: "password" });
  const length = [...password].length;
  const lengthOk = checkPasswordLength(password) === null;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await signUp.mutateAsync({ name: values.name.trim(), email: values.email.trim(), password: values.password });
      onSignedUp();
    } catch (error) {
      failure.report(error);
      // The server names the field when it can (taken email, weak password); show it there too.
      const details = isApiError(error) ? error.details : [];
      for (const detail of details) {
        if (detail.field === "name" || detail.field === "email" || detail.field === "password") {
          setError(detail.field, { message: detail.message });
        }
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure.message ? <Alert>{failure.message}</Alert> : null}
      <FormField id="signup-name" label={t("auth.name")} error={errors.name?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          placeholder={t("auth.namePlaceholder")}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby="signup-name-message"
          {...register("name", { validate: (value) => Boolean(value.trim()) || tShared("validation.required", { field: "field.name" }) })}
        />
      </FormField>
      <FormField id="signup-email" label={t("auth.email")} error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.emailPlaceholder")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="signup-email-message"
          {...register("email", {
            validate: (value) =>
              !value.trim()
                ? tShared("validation.required", { field: "field.email" })
                : isValidEmail(value.trim()) || tShared("validation.email.invalid", {}),
          })}
        />
      </FormField>
      <FormField
        id="signup-password"
        label={t("auth.password")}
        error={errors.password?.message}
        hint={
          <span className={cn("inline-flex items-center gap-1.5", lengthOk ? "text-emerald-600" : "text-slate-500")}>
            {lengthOk ? <Check className="size-3.5" aria-hidden /> : null}
            {t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, length })}
          </span>
        }
      >
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="signup-password-message"
          {...register("password", {
            validate: (value) => {
              const problem = checkPasswordLength(value);
              return problem ? tShared(problem.key, problem.params) : true;
            },
          })}
        />
      </FormField>
      <Button type="submit" size="lg" loading={signUp.isPending} className="mt-1 w-full">
        {t("auth.createAccount")}
      </Button>
    </form>
  );
}
