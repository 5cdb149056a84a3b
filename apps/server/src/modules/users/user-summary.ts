import { z } from "@hono/zod-openapi";
import { users } from "../../db/schema/index.ts";

/** The small public card of a person used in lists (organiser, participants, members). Never contact data. */
export const userSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
    userRoleString: z.string().nullable(),
    membershipLevel: z.string(),
    creatorLevel: z.string().nullable(),
    mentorLevel: z.string().nullable(),
    contributorLevel: z.string().nullable(),
  })
  .openapi("UserSummary");

export type UserSummary = z.infer<typeof userSummarySchema>;

/** Drizzle select shape for a UserSummary; selecting only these columns keeps email and phone out by construction. */
export const userSummaryColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  image: users.image,
  userRoleString: users.userRoleString,
  membershipLevel: users.membershipLevel,
  creatorLevel: users.creatorLevel,
  mentorLevel: users.mentorLevel,
  contributorLevel: users.contributorLevel,
};
