import type { z } from "zod";
import type { FieldError } from "../api/envelope.ts";
import type { Locale } from "./locale.ts";
import { fieldLabel, isMessageKey, type MessageParams, translate } from "./translate.ts";
import type { MessageKey } from "./messages.zh.ts";
import { regionName } from "./region-name.ts";

/**
 * Turns zod issues into field errors in the reader's language. A schema may give a catalog key as its
 * message (e.g. `validation.email.invalid`); otherwise a generic message naming the field is built.
 */
export function localiseIssues(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    const params: MessageParams = { field: fieldLabel(String(issue.path[0] ?? "body")) };
    if (issue.message && isMessageKey(issue.message)) {
      const extra = issue as unknown as { minimum?: number | bigint; maximum?: number | bigint };
      if (extra.minimum !== undefined) params.min = Number(extra.minimum);
      if (extra.maximum !== undefined) params.max = Number(extra.maximum);
      if (issue.code === "custom") Object.assign(params, customParams(issue.params, locale));
      return { field, message: translate(locale, issue.message, params) };
    }
    return { field, message: translate(locale, genericKey(issue, params), params) };
  });
}

/**
 * A refinement can carry message params (`ctx.addIssue({ code: "custom", message: key, params })`).
 * A schema runs before the reader's language is known, so a country travels as `countryIso` and is
 * named here, in that language.
 */
function customParams(raw: Record<string, unknown> | undefined, locale: Locale): MessageParams {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (typeof value === "string" || typeof value === "number") params[name] = value;
  }
  if (typeof params.countryIso === "string") params.country = regionName(params.countryIso, locale) ?? params.countryIso;
  return params;
}

function genericKey(issue: z.core.$ZodIssue, params: MessageParams): MessageKey {
  switch (issue.code) {
    case "invalid_type":
      return isMissing(issue) ? "validation.required" : "validation.invalidType";
    case "too_small":
      params.min = Number(issue.minimum);
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "validation.required" : "validation.tooShort";
      return "validation.tooSmall";
    case "too_big":
      params.max = Number(issue.maximum);
      return issue.origin === "string" ? "validation.tooLong" : "validation.tooBig";
    case "invalid_value":
      return "validation.invalidOption";
    case "unrecognized_keys":
      params.field = issue.keys.join(", ");
      return "validation.unknownField";
    default:
      return "validation.invalid";
  }
}

/** zod 4 omits `input` from issues unless asked, so "missing" is also read from its default message. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.input !== undefined) return issue.input === null;
  return /received (undefined|null)/.test(issue.message ?? "");
}
