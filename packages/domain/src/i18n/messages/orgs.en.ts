import type { orgsMessagesZh } from "./orgs.zh.ts";

export const orgsMessagesEn: Record<keyof typeof orgsMessagesZh, string> = {
  "orgs.saved": "Organisation saved",
  "orgs.editForbidden": "Only the organisation's owners and admins can edit it",
  "orgs.name.required": "Enter the organisation's name",
  "orgs.name.invalid": "The organisation's name is not valid",
  "orgs.name.tooLong": "The organisation's name can be at most {max} characters",
  "orgs.description.invalid": "The description is not valid",
  "orgs.description.tooLong": "The description can be at most {max} characters",
  "orgs.logo.invalid": "Upload an image as the organisation's logo",
  "orgs.logo.notYours": "You can only use an image you uploaded yourself as the logo",
  "orgs.logo.missing": "The logo image no longer exists; please upload it again",
};
