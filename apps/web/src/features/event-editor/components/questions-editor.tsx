import { QUESTION_TYPES, QUESTIONS_MAX_COUNT } from "@commons/domain";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import MessageSquareText from "lucide-react/icons/message-square-text";
import Trash2 from "lucide-react/icons/trash-2";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { emptyQuestion, isChoiceType } from "../hooks/event-form-values.ts";
import { EditorSection } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm } from "./form-helpers.ts";
import { InlineSwitch, OwnedListEmpty, OwnedListFooter } from "./owned-list-parts.tsx";
import { QuestionOptionsEditor } from "./question-options-editor.tsx";
import "@/i18n/parts/console.ts";

/**
 * Registration questions edited in place. Moving or editing a row keeps its id; a removed row is left
 * out and the server archives it, so answers already given survive (design rule 7).
 */
export function QuestionsEditor({ form }: { form: EventForm }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { control, register, formState, setValue, getValues } = form;
  const { fields, append, remove, swap } = useFieldArray({ control, name: "questions", keyName: "key" });
  const rows = useWatch({ control, name: "questions" });
  const err = (path: string) => errorAt(formState.errors, path);

  return (
    <EditorSection id="section-questions" title={t("console.editor.section.questions")} description={t("console.editor.section.questionsHint")}>
      {fields.length === 0 ? <OwnedListEmpty icon={MessageSquareText}>{t("console.questions.empty")}</OwnedListEmpty> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const row = rows[index] ?? field;
          const base = `questions.${index}`;
          const id = (name: string) => `question-${index}-${name}`;
          const choice = isChoiceType(row.type);
          return (
            <li key={field.key} data-testid="question-row" data-question-id={row.id ?? ""} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <div className="mb-3 flex items-center justify-between gap-2">
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("console.questions.number", { n: index + 1 })}</span>
                <div className="flex items-center gap-0.5">
                  <Button variant="ghost" size="icon-sm" aria-label={t("console.questions.moveUp")} disabled={index === 0} onClick={() => swap(index, index - 1)}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("console.questions.moveDown")}
                    disabled={index === fields.length - 1}
                    onClick={() => swap(index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={t("console.questions.remove")} onClick={() => remove(index)}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
                <FormField id={id("question")} label={t("console.questions.text")} error={err(`${base}.question`)} required>
                  <Input
                    id={id("question")}
                    placeholder={t("console.questions.textPlaceholder")}
                    {...ariaFor(id("question"), err(`${base}.question`))}
                    {...register(`questions.${index}.question`)}
                  />
                </FormField>
                <FormField id={id("type")} label={t("console.questions.type")} error={err(`${base}.type`)}>
                  <Select
                    id={id("type")}
                    {...register(`questions.${index}.type`, {
                      // A choice question starts with two empty options to fill in.
                      onChange: (event: { target: { value: string } }) => {
                        const next = event.target.value as (typeof QUESTION_TYPES)[number];
                        if (isChoiceType(next) && getValues(`questions.${index}.options`).length === 0) {
                          setValue(`questions.${index}.options`, ["", ""], { shouldDirty: true });
                        }
                      },
                    })}
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`console.questions.type.${type}`)}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
              <FormField id={id("description")} label={t("console.questions.description")} error={err(`${base}.description`)} className="mt-4">
                <Input id={id("description")} {...ariaFor(id("description"), err(`${base}.description`))} {...register(`questions.${index}.description`)} />
              </FormField>
              {choice ? (
                <div className="mt-4">
                  <FormField id={id("options")} label={t("console.questions.options")} error={err(`${base}.options`) ?? firstOptionError(formState.errors, index)}>
                    <Controller
                      control={control}
                      name={`questions.${index}.options`}
                      render={({ field: f }) => (
                        <QuestionOptionsEditor idPrefix={id("options")} value={f.value} onChange={f.onChange} invalid={Boolean(err(`${base}.options`))} />
                      )}
                    />
                  </FormField>
                </div>
              ) : null}
              <InlineSwitch control={control} name={`questions.${index}.required`} label={t("console.questions.required")} className="mt-4" />
            </li>
          );
        })}
      </ol>
      <OwnedListFooter
        error={err("questions")}
        addLabel={t("console.questions.add")}
        atLimit={fields.length >= QUESTIONS_MAX_COUNT}
        onAdd={() => append(emptyQuestion())}
      />
    </EditorSection>
  );
}

/** An error on one option ("questions.0.options.2") is shown under the options list. */
function firstOptionError(errors: EventForm["formState"]["errors"], index: number): string | undefined {
  const options = errors.questions?.[index]?.options;
  if (!Array.isArray(options)) return undefined;
  for (const item of options) if (item?.message) return item.message;
  return undefined;
}
