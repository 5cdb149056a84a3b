import type { OrgUpdate } from "@commons/domain";
import type { Organization } from "../api/get-org.ts";

/** What the form edits: text boxes hold "" for empty, the logo is a stored URL or "". */
export interface OrgFormValues {
  name: string;
  description: string;
  logo: string;
}

export type OrgField = keyof OrgFormValues;
export const ORG_FIELDS: readonly OrgField[] = ["name", "description", "logo"];

export function toOrgFormValues(org: Organization): OrgFormValues {
  return { name: org.name, description: org.description ?? "", logo: org.logo ?? "" };
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
