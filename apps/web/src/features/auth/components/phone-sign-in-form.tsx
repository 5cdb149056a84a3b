import { type Locale, type PhoneSignIn, phoneCodeRequestSchema, phoneSignInSchema } from "@commons/domain";
import { type FormEvent, useEffect, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { PhoneInput } from "@/components/phone-input.tsx";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { controlAria } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useSendPhoneOtp, useVerifyPhoneOtp } from "../api/phone-otp.ts";
import { reportAuthFailure } from "../hooks/auth-failure.ts";

/** How long before another code may be requested; the server's own limit is the real guard. */
const RESEND_SECONDS = 60;

/** The boxes: the number as PhoneInput gives it (E.164 once valid, what was typed otherwise) and the code. */
interface PhoneSignInValues {
  phoneNumber: string;
  code: string;
}

/**
 * Two actions on one form: "send code" checks only the number (the domain's phone rules) and asks for
 * an SMS; signing in checks the number and the code (`phoneSignInSchema`) and verifies them.
 */
export function PhoneSignInForm({ locale, onSignedIn }: { locale: Locale; onSignedIn: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const form = useAppForm<PhoneSignInValues, PhoneSignIn>({ defaultValues: { phoneNumber: "", code: "" }, schema: phoneSignInSchema });
  const phoneNumber = useWatch({ control: form.control, name: "phoneNumber" });
  // Once a code was asked for (or a sign-in tried), the number's problem shows without the typing pause.
  const [attempted, setAttempted] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const sendOtp = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  // PhoneInput words the number's problems itself; the form only keeps a refused number from being sent.
  const phoneBlocked = attempted && !phoneCodeRequestSchema.safeParse({ phoneNumber }).success;
  const phoneError = form.formState.errors.phoneNumber;
  const phoneServerError = phoneError?.type === "server" ? phoneError.message : undefined;
  const codeError = form.fieldError("code");

  // Asking for a code checks the number only; the code is the sign-in's to check.
  const requestCode = async () => {
    setAttempted(true);
    form.setFormError(null);
    if (!(await form.trigger("phoneNumber", { shouldFocus: true }))) return;
    const { phoneNumber } = phoneCodeRequestSchema.parse({ phoneNumber: form.getValues("phoneNumber") });
    try {
      await sendOtp.mutateAsync(phoneNumber);
      setCodeSentTo(phoneNumber);
      setCooldown(RESEND_SECONDS);
      toast.success(t("auth.codeSent"));
    } catch (error) {
      reportAuthFailure(form, error);
    }
  };

  // The schema hands over the number as E.164 and the code trimmed.
  const signIn = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      reportAuthFailure(form, error);
    }
  });
  const submit = (event: FormEvent) => {
    setAttempted(true);
    void signIn(event);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="login-phone">{t("auth.phone")}</Label>
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <PhoneInput
              ref={field.ref}
              id="login-phone"
              locale={locale}
              value={field.value}
              required
              showErrorNow={attempted}
              messageId="login-phone-message"
              onBlur={field.onBlur}
              onChange={(value) => {
                field.onChange(value);
                // The server's word was about the number it was sent; a new number waits for a new answer.
                if (phoneServerError) form.clearErrors("phoneNumber");
              }}
            />
          )}
        />
        {phoneServerError ? (
          <p id="login-phone-message" role="alert" className="text-[13px] text-red-600">
            {phoneServerError}
          </p>
        ) : null}
      </div>
      <FormField id="login-code" label={t("auth.code")} error={codeError}>
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <Input
                ref={field.ref}
                id="login-code"
                name={field.name}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ""))}
                onBlur={field.onBlur}
                placeholder={t("auth.codePlaceholder")}
                {...controlAria("login-code", codeError)}
                className="tracking-widest"
              />
            )}
          />
          <Button
            variant="outline"
            className="h-10 min-w-28"
            disabled={cooldown > 0 || phoneBlocked}
            loading={sendOtp.isPending}
            onClick={() => void requestCode()}
          >
            {cooldown > 0 ? t("auth.resendIn", { seconds: cooldown }) : codeSentTo ? t("auth.resendCode") : t("auth.sendCode")}
          </Button>
        </div>
      </FormField>
      <Button type="submit" size="lg" loading={verify.isPending} disabled={!codeSentTo} className="mt-1 w-full">
        {t("auth.signIn")}
      </Button>
      <p className="text-center text-xs text-slate-500">{t("auth.phoneAutoSignUp")}</p>
    </form>
  );
}
