import { z } from "zod";
import { SITE_ROLES } from "../levels/level-grants.ts";
import { PREFERRED_CONTACTS, PROFILE_COMPLETION_FIELDS } from "../profile/profile.ts";
import { instant } from "./envelope.ts";

/** The signed-in person's own profile. A placeholder email (phone / chat-app login) is answered as null. */
export const profileSchema = z
  .strictObject({
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
    siteRole: z.enum(SITE_ROLES).nullable().meta({ description: "ADMIN for community admins (docs/decisions/0041-site-admins.md); never settable through the profile" }),
    hasPassword: z.boolean().meta({ description: "False for a phone-code account: it has no password to change" }),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/profile` and `POST /api/profile/update`. */
export const profileResultSchema = z.strictObject({ user: profileSchema });

/** `GET /api/user/profile`: the profile with the fields the completion hint still asks for. */
export const profileCompletionSchema = z.strictObject({
  profile: profileSchema,
  missingFields: z.array(z.enum(PROFILE_COMPLETION_FIELDS)),
  isComplete: z.boolean(),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;
