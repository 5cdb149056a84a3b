import { users } from "../../db/schema/index.ts";

/** Drizzle select shape for the domain's UserSummary; selecting only these columns keeps email and phone out by construction. */
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
