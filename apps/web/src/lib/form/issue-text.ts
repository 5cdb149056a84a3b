import { isMessageKey, type Locale, localiseIssues } from "@commons/domain";
import { i18n, type TranslationKey } from "@/lib/i18n.ts";

/** A zod issue as the domain's localiser reads it (kept structural, so the web needs no zod import). */
export type SchemaIssue = Parameters<typeof localiseIssues>[0][number];

/**
 * A schema issue in the reader's language. The domain's localiser words the domain's keys and zod's
 * generic issues exactly as the server's 422 does (one text for both sides). A rule only a form has
 * ("the two passwords differ") names a key of the web catalog, filled from the issue's params.
 */
export function issueText(issue: SchemaIssue, locale: Locale): string {
  const { message } = issue;
  if (message && !isMessageKey(message) && i18n.exists(message)) {
    const params: Record<string, string | number> = {};
    const raw = (issue as { params?: Record<string, unknown> }).params ?? {};
    for (const [name, value] of Object.entries(raw)) if (typeof value === "string" || typeof value === "number") params[name] = value;
    return i18n.t(message as TranslationKey, params);
  }
  return localiseIssues([issue], locale)[0]?.message ?? message;
}
