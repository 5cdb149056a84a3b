import { QUESTION_OPTION_MAX_LENGTH, QUESTION_OPTIONS_MAX_COUNT } from "@commons/domain";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import "@/i18n/parts/console.ts";

interface QuestionOptionsEditorProps {
  idPrefix: string;
  value: string[];
  onChange: (options: string[]) => void;
  invalid?: boolean;
}

/** The choices of a single/multiple-choice question: edit, add, remove. */
export function QuestionOptionsEditor({ idPrefix, value, onChange, invalid }: QuestionOptionsEditorProps) {
  const { t } = useTranslation("ui");
  const set = (index: number, text: string) => onChange(value.map((option, i) => (i === index ? text : option)));
  return (
    <div className="flex flex-col gap-2">
      {value.map((option, index) => (
        // Options have no ids of their own (answers store the text), so position is their identity.
        <div key={index} className="flex items-center gap-2">
          <span className="w-5 shrink-0 text-right text-xs text-slate-400 tabular-nums" aria-hidden>
            {index + 1}
          </span>
          <Input
            id={`${idPrefix}-option-${index}`}
            aria-label={t("console.questions.option", { n: index + 1 })}
            aria-invalid={invalid && !option.trim() ? true : undefined}
            value={option}
            maxLength={QUESTION_OPTION_MAX_LENGTH}
            onChange={(event) => set(index, event.target.value)}
            className="h-9"
          />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("console.questions.removeOption", { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <div className="pl-7">
        <Button variant="link" size="sm" disabled={value.length >= QUESTION_OPTIONS_MAX_COUNT} onClick={() => onChange([...value, ""])}>
          <Plus aria-hidden />
          {t("console.questions.addOption")}
        </Button>
      </div>
    </div>
  );
}
