import { z } from "zod";
import { isOwnFileUrl } from "../event-editor/event-input.ts";
import { IMAGE_URL_MAX_LENGTH } from "../profile/profile.ts";

// The specification shows organisations only as they are read (id, name, logo, slug, and the organisation
// page; docs/product/accounts-and-profile.md#organisations); how organisers edit them is ours. Limits are ours too: a
// name fits a card title, a description a few paragraphs of plain text (the page renders it as text, never as HTML).
export const ORG_NAME_MAX_LENGTH = 60;
export const ORG_DESCRIPTION_MAX_LENGTH = 2000;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * `PATCH /api/orgs/{slug}`: any subset of the fields an owner or admin edits. Strict, so a client can
 * never change the slug (links stay valid), the members or anything else through it. Every message is a
 * catalog key: the generic `field.name` label is a person's name, not an organisation's.
 */
export const orgUpdateSchema = z.strictObject({
  name: z
    .string({ error: (issue) => (issue.input == null ? "orgs.name.required" : "orgs.name.invalid") })
    .trim()
    .min(1, "orgs.name.required")
    .max(ORG_NAME_MAX_LENGTH, "orgs.name.tooLong")
    .optional(),
  /** "" or null clears it. */
  description: z
    .preprocess(
      blankToNull,
      z.string("orgs.description.invalid").trim().max(ORG_DESCRIPTION_MAX_LENGTH, "orgs.description.tooLong").nullable(),
    )
    .optional(),
  /** One of the caller's own uploads (the server checks whose); "" or null removes the logo. */
  logo: z
    .preprocess(
      blankToNull,
      z.string("orgs.logo.invalid").trim().max(IMAGE_URL_MAX_LENGTH, "orgs.logo.invalid").refine(isOwnFileUrl, "orgs.logo.invalid").nullable(),
    )
    .optional(),
});

export type OrgUpdate = z.output<typeof orgUpdateSchema>;
export type OrgUpdateInput = z.input<typeof orgUpdateSchema>;
