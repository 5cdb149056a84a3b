import type { Locale, PhoneValidation } from "@commons/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { PhoneInput } from "@/components/phone-input.tsx";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { useSendPhoneOtp, useVerifyPhoneOtp } from "../api/phone-otp.ts";
import { useAuthError } from "../hooks/use-auth-error.ts";

/** How long before another code may be requested; the server's own limit is the real guard. */
const RESEND_SECONDS = 60;
const CODE_PATTERN = /^\d{4,8}$/;

export function PhoneSignInForm({ locale, onSignedIn }: { locale: Locale; onSignedIn: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [phone, setPhone] = useState("");
  const [phoneCheck, setPhoneCheck] = useState<PhoneValidation | null>(null);
  const [code, setCode] = useState("");
  // Asking for a code checks the phone; only signing in checks the code.
  const [attempted, setAttempted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const sendOtp = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const failure = useAuthError();

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const phoneValid = phoneCheck?.valid === true;

  const requestCode = async () => {
    setAttempted(true);
    failure.clear();
    if (!phoneCheck?.valid) return;
    try {
      await sendOtp.mutateAsync(phoneCheck.e164);
      setCodeSentTo(phoneCheck.e164);
      setCooldown(RESEND_SECONDS);
      toast.success(t("auth.codeSent"));
    } catch (error) {
      failure.report(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setSubmitted(true);
    failure.clear();
    if (!phoneCheck?.valid || !CODE_PATTERN.test(code.trim())) return;
    try {
      await verify.mutateAsync({ phoneNumber: phoneCheck.e164, code: code.trim() });
      onSignedIn();
    } catch (error) {
      failure.report(error);
    }
  };

  const codeError = submitted && codeSentTo && !CODE_PATTERN.test(code.trim()) ? t("auth.codeInvalid") : undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure.message ? <Alert>{failure.message}</Alert> : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="login-phone">{t("auth.phone")}</Label>
        <PhoneInput
          id="login-phone"
          locale={locale}
          value={phone}
          required
          showErrorNow={attempted}
          onChange={(value, check) => {
            setPhone(value);
            setPhoneCheck(check);
          }}
        />
      </div>
      <FormField id="login-code" label={t("auth.code")} error={codeError}>
        <div className="flex gap-2">
          <Input
            id="login-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            placeholder={t("auth.codePlaceholder")}
            aria-invalid={codeError ? true : undefined}
            aria-describedby="login-code-message"
            className="tracking-widest"
          />
          <Button
            variant="outline"
            className="h-10 min-w-28"
            disabled={cooldown > 0 || (attempted && !phoneValid)}
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
