import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import type { EventQuestion as RegistrationQuestion } from "@commons/domain";
import { ChoiceCard } from "./choice-card.tsx";
import { FieldGroup } from "./field-group.tsx";

interface QuestionFieldProps {
  question: RegistrationQuestion;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  onBlur?: () => void;
  error?: string;
}

/** One organiser question: short text, long text, one choice (radios) or several (checkboxes). */
export function QuestionField({ question, value, onChange, onBlur, error }: QuestionFieldProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const id = `reg-q-${question.id}`;
  const options = question.options ?? [];

  if (question.type === "SINGLE_CHOICE" || question.type === "MULTIPLE_CHOICE") {
    const multiple = question.type === "MULTIPLE_CHOICE";
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <FieldGroup
        id={id}
        legend={question.question}
        description={question.description ?? (multiple ? t("reg.question.multipleHint") : undefined)}
        required={question.required}
        error={error}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <ChoiceCard
              key={option}
              type={multiple ? "checkbox" : "radio"}
              name={id}
              value={option}
              checked={chosen.includes(option)}
              invalid={Boolean(error)}
              onChange={(checked) => {
                if (!multiple) return onChange(option);
                onChange(checked ? [...chosen, option] : chosen.filter((item) => item !== option));
              }}
            >
              {option}
            </ChoiceCard>
          ))}
        </div>
      </FieldGroup>
    );
  }

  const text = typeof value === "string" ? value : "";
  const common = {
    id,
    value: text,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-message`,
    placeholder: t("reg.question.placeholder"),
  } as const;
  return (
    <FormField id={id} label={question.question} hint={question.description ?? undefined} error={error} required={question.required}>
      {question.type === "TEXTAREA" ? (
        <Textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
