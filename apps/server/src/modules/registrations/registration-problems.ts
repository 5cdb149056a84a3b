import { type FieldError, type Locale, type MessageKey, type MessageParams, translate } from "@commons/domain";
import { AppError } from "../../lib/errors.ts";

/**
 * A 422 naming every problem. Each detail is worded here, in the caller's language, because details
 * carry their own params (a country, a question), which the generic envelope cannot pass per detail.
 * The main message is `mainKey`, else the first problem's, so a form that shows only one line still says what is wrong.
 */
export function problemsError(
  locale: Locale,
  problems: readonly { field: string; key: MessageKey; params: MessageParams }[],
  mainKey?: MessageKey,
): AppError {
  const first = problems[0];
  const details: FieldError[] = problems.map((p) => ({
    field: p.field,
    message: translate(locale, p.key, { field: `field.${p.field.split(".")[0]}`, ...p.params }),
  }));
  if (mainKey || !first) return new AppError(422, "VALIDATION_ERROR", mainKey ?? "error.validation", {}, details);
  return new AppError(422, "VALIDATION_ERROR", first.key, { field: `field.${first.field.split(".")[0]}`, ...first.params }, details);
}
