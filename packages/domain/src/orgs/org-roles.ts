/** A member's role in an organisation; OWNER and ADMIN may edit it and host events for it. */
export const ORG_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
