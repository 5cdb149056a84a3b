import type { ApiFailure, ApiSuccess, FieldError, Locale } from "@commons/domain";
import { fieldLabel, isMessageKey, translate } from "@commons/domain";
import type { AppError } from "./errors.ts";

export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function failure(err: AppError, locale: Locale): ApiFailure {
  const message = translate(locale, err.key, err.params);
  const details: FieldError[] | undefined = err.details?.map((d) => ({
    field: d.field,
    // Details created by services carry catalog keys; localise them at the edge like the main message.
    message: isMessageKey(d.message) ? translate(locale, d.message, { field: fieldLabel(d.field), ...err.params }) : d.message,
  }));
  const body: ApiFailure = { success: false, error: message, message, code: err.code };
  if (details?.length) body.details = details;
  return body;
}
