import {
  DEFAULT_PHONE_COUNTRY_CODE,
  type Locale,
  listPhoneCountries,
  PHONE_VALIDATION_DEBOUNCE_MS,
  type PhoneValidation,
  splitE164,
  validatePhone,
} from "@commons/domain";
import { type Ref, useState } from "react";
import { tShared } from "@/lib/i18n.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { cn } from "@/lib/utils.ts";
import { CountryPicker } from "./country-picker.tsx";
import { fieldClass } from "./ui/input.tsx";

// Where several regions share a calling code, a stored number opens on the most common one.
const PREFERRED_ISO: Record<string, string> = { "+86": "CN", "+1": "US", "+44": "GB", "+7": "RU", "+61": "AU", "+39": "IT" };

function isoForCode(code: string, locale: Locale): string {
  return PREFERRED_ISO[code] ?? listPhoneCountries(locale).find((country) => country.code === code)?.iso ?? "CN";
}

interface PhoneInputProps {
  id: string;
  locale: Locale;
  /** E.164 when valid; what the person typed (with its code) otherwise; "" when empty. */
  value: string;
  onChange: (value: string, validation: PhoneValidation | null) => void;
  onBlur?: () => void;
  /** Show the problem now (after a submit attempt), not only after the typing pause. */
  showErrorNow?: boolean;
  /** Treat an empty number as an error ("请输入手机号"; docs/product/accounts-and-profile.md#country-rules). */
  required?: boolean;
  disabled?: boolean;
  /** `aria-describedby` target for the message below the field. */
  messageId?: string;
  /** The number's box, e.g. for a form to focus it when the number is refused. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * docs/product/accounts-and-profile.md#phone-input: country code picker (default +86) plus the number. The number
 * is checked by the shared validator 500 ms after typing stops, with the exact message and an example ("例如：…").
 */
export function PhoneInput({ id, locale, value, onChange, onBlur, showErrorNow, required, disabled, messageId, ref }: PhoneInputProps) {
  // Only the first value seeds the fields; afterwards the fields are the source and `value` follows them.
  const [initial] = useState(() => splitE164(value));
  const [code, setCode] = useState(initial?.countryCode ?? DEFAULT_PHONE_COUNTRY_CODE);
  const [iso, setIso] = useState(() => isoForCode(initial?.countryCode ?? DEFAULT_PHONE_COUNTRY_CODE, locale));
  const [number, setNumber] = useState(initial?.nationalNumber ?? (value && !initial ? value : ""));

  const emit = (nextCode: string, nextNumber: string) => {
    if (!nextNumber.trim()) return onChange("", null);
    const result = validatePhone(nextCode, nextNumber, locale);
    onChange(result.valid ? result.e164 : `${nextCode}${nextNumber.replace(/\D/g, "")}`, result);
  };

  const settled = useDebouncedValue(`${code}|${number}`, PHONE_VALIDATION_DEBOUNCE_MS);
  const current = `${code}|${number}`;
  const checkNow = showErrorNow || settled === current;
  const result = number.trim() ? validatePhone(code, number, locale) : null;
  const problem =
    checkNow && result && !result.valid
      ? result
      : checkNow && !result && required && showErrorNow
        ? validatePhone(code, "", locale)
        : null;
  const placeholder = validatePhone(code, "", locale);
  const example = placeholder.valid ? "" : placeholder.example;

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex">
        <CountryPicker
          locale={locale}
          iso={iso}
          code={code}
          disabled={disabled}
          invalid={Boolean(problem)}
          onChange={(country) => {
            setIso(country.iso);
            setCode(country.code);
            emit(country.code, number);
          }}
        />
        <input
          ref={ref}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          disabled={disabled}
          placeholder={example}
          aria-invalid={problem ? true : undefined}
          aria-describedby={messageId}
          onBlur={onBlur}
          onChange={(event) => {
            setNumber(event.target.value);
            emit(code, event.target.value);
          }}
          className={cn(fieldClass, "h-10 rounded-l-none tabular-nums")}
        />
      </div>
      {problem && !problem.valid ? (
        <p id={messageId} role="alert" className="text-[13px] text-red-600">
          {tShared(problem.error.key, problem.error.params)}
          <span className="ml-2 text-slate-500">{tShared("phone.example", { example: problem.example })}</span>
        </p>
      ) : null}
    </div>
  );
}
