import { z } from "zod";

/** The small public card of a person used in lists (organiser, participants, members). Never contact data. */
export const userSummarySchema = z
  .strictObject({
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
  .meta({ id: "UserSummary" });
export type UserSummary = z.infer<typeof userSummarySchema>;
