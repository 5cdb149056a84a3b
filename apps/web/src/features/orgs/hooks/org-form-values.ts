import {
  isMessageKey,
  type Locale,
  localiseIssues,
  ORG_DESCRIPTION_MAX_LENGTH,
  ORG_NAME_MAX_LENGTH,
  type OrgUpdate,
  orgUpdateSchema,
} from "@commons/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { tShared } from "@/lib/i18n.ts";
import type { Organization } from "../api/get-org.ts";

/** What the form edits: text boxes hold "" for empty, the logo is a stored URL or "". */
export interface OrgFormValues {
  name: string;
  description: string;
  logo: string;
}

export type OrgField = keyof OrgFormValues;
const ORG_FIELDS: readonly OrgField[] = ["name", "description", "logo"];

export function toOrgFormValues(org: Organization): OrgFormValues {
  return { name: org.name, description: org.description ?? "", logo: org.logo ?? "" };
}

/** The shared `orgUpdateSchema`, so the form refuses exactly what the server would. */
export function orgResolver(locale: Locale): Resolver<OrgFormValues, unknown, OrgUpdate> {
  return zodResolver(orgUpdateSchema, {
    error: (issue) => localiseIssues([issue as never], locale)[0]?.message,
  }) as unknown as Resolver<OrgFormValues, unknown, OrgUpdate>;
}

// The schema's keys whose numbers are not carried on the issue once react-hook-form has it.
const KEY_PARAMS: Record<string, Record<string, number>> = {
  "orgs.name.tooLong": { max: ORG_NAME_MAX_LENGTH },
  "orgs.description.tooLong": { max: ORG_DESCRIPTION_MAX_LENGTH },
};

export function orgFieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? tShared(message, KEY_PARAMS[message] ?? {}) : message;
}

/** Only what the person changed is sent: saving the name never re-sends (or clears) the logo. */
export function pickOrgChanges(parsed: OrgUpdate, current: OrgFormValues, loaded: OrgFormValues): OrgUpdate {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const field = key as OrgField;
    if (current[field] !== loaded[field]) changes[key] = value;
  }
  return changes as OrgUpdate;
}

export function isOrgField(field: string): field is OrgField {
  return (ORG_FIELDS as readonly string[]).includes(field);
}
