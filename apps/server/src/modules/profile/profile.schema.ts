import { z } from "@hono/zod-openapi";
import { PREFERRED_CONTACTS, PROFILE_COMPLETION_FIELDS } from "@commons/domain";
import { instant } from "../../lib/openapi.ts";

/** The signed-in person's own profile. A placeholder email (phone / chat-app login) is answered as null. */
export const profileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    bio: z.string().nullable(),
    userRoleString: z.string().nullable(),
    currentWorkOn: z.string().nullable(),
    lifeStatus: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    wechatId: z.string().nullable(),
    preferredContact: z.enum(PREFERRED_CONTACTS).nullable(),
    showWechat: z.boolean(),
    showEmail: z.boolean(),
    skills: z.array(z.string()),
    membershipLevel: z.string(),
    creatorLevel: z.string().nullable(),
    mentorLevel: z.string().nullable(),
    contributorLevel: z.string().nullable(),
    createdAt: instant(),
    /** False for a phone-code account: it has no password, so settings offers no password change. */
    hasPassword: z.boolean(),
  })
  .openapi("Profile");

export type Profile = z.infer<typeof profileSchema>;

export const profileCompletionSchema = z.object({
  profile: profileSchema,
  missingFields: z.array(z.enum(PROFILE_COMPLETION_FIELDS)),
  isComplete: z.boolean(),
});
