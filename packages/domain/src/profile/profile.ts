import { z } from "zod";
import type { Locale } from "../i18n/locale.ts";
import type { MessageKey } from "../i18n/messages.zh.ts";
import type { MessageParams } from "../i18n/translate.ts";
import { phoneNumberSchema } from "../phone/phone-schema.ts";
import { validateFullPhone } from "../phone/validate-phone.ts";
import { isPlaceholderEmail, isValidEmail } from "./email.ts";

/** Registration asks for a bio of at least 15 characters (docs/product/registration.md#profile-requirements). */
export const BIO_MIN_LENGTH = 15;
export const BIO_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 50;
export const PROFILE_TEXT_MAX_LENGTH = 100;
export const WECHAT_ID_MAX_LENGTH = 50;
export const IMAGE_URL_MAX_LENGTH = 500;
export const SKILL_MAX_LENGTH = 30;
export const SKILLS_MAX_COUNT = 20;

export const USERNAME_PATTERN = /^[a-zA-Z0-9_-]{3,30}$/;
export const PREFERRED_CONTACTS = ["WECHAT", "EMAIL", "PHONE"] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** Length as a person counts it: code points, so an emoji or a rare CJK character counts once. */
export function textLength(text: string): number {
  return [...text].length;
}

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Optional free text where "" clears the field (stored as null, never as an empty string). */
const clearableText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

function isImageReference(value: string): boolean {
  // Our own storage serves /files/…; anything else must be an absolute http(s) URL.
  if (value.startsWith("/files/")) return !value.includes("..") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * `POST /api/profile/update`. Strict: a field this schema does not know is refused (design rule 11),
 * so a client can never write membershipLevel or emailVerified through it. The bio's 15-character
 * minimum is a registration requirement (docs/product/registration.md#profile-requirements), not a
 * save rule: people may save a short bio and finish it later.
 */
export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
  username: z.string().trim().regex(USERNAME_PATTERN, "validation.username.invalid").optional(),
  image: z
    .preprocess(
      blankToNull,
      z.string().trim().max(IMAGE_URL_MAX_LENGTH).refine(isImageReference, "validation.url.invalid").nullable(),
    )
    .optional(),
  bio: clearableText(BIO_MAX_LENGTH),
  userRoleString: clearableText(PROFILE_TEXT_MAX_LENGTH),
  currentWorkOn: clearableText(PROFILE_TEXT_MAX_LENGTH),
  lifeStatus: clearableText(PROFILE_TEXT_MAX_LENGTH),
  region: clearableText(PROFILE_TEXT_MAX_LENGTH),
  city: clearableText(PROFILE_TEXT_MAX_LENGTH),
  phoneNumber: z.preprocess(blankToNull, phoneNumberSchema.nullable()).optional(),
  email: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        // Placeholder domains belong to chat-app and phone accounts; claiming one could collide with another account.
        .refine((value) => isValidEmail(value) && !isPlaceholderEmail(value), "validation.email.invalid")
        .nullable(),
    )
    .optional(),
  wechatId: clearableText(WECHAT_ID_MAX_LENGTH),
  preferredContact: z.preprocess(blankToNull, z.enum(PREFERRED_CONTACTS).nullable()).optional(),
  showWechat: z.boolean().optional(),
  showEmail: z.boolean().optional(),
  skills: z
    .array(z.string().trim().min(1).max(SKILL_MAX_LENGTH, "validation.skill.tooLong"))
    .max(SKILLS_MAX_COUNT, "validation.skills.tooMany")
    .transform((skills) => [...new Set(skills)])
    .optional(),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/**
 * GET /api/user/profile shows a completion hint if any of these is
 * missing (docs/product/accounts-and-profile.md#profile-completeness).
 */
export const PROFILE_COMPLETION_FIELDS = ["name", "userRoleString", "currentWorkOn", "bio", "skills"] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

type MaybeText = string | null | undefined;

function isBlank(value: MaybeText): boolean {
  return value == null || value.trim() === "";
}

export function missingProfileFields(profile: {
  name?: MaybeText;
  userRoleString?: MaybeText;
  currentWorkOn?: MaybeText;
  bio?: MaybeText;
  skills?: readonly string[] | null;
}): ProfileCompletionField[] {
  return PROFILE_COMPLETION_FIELDS.filter((field) =>
    field === "skills" ? !profile.skills?.length : isBlank(profile[field]),
  );
}

/** The profile fields the registration form requires (docs/product/registration.md#profile-requirements). */
export const REGISTRATION_PROFILE_FIELDS = [
  "bio",
  "userRoleString",
  "currentWorkOn",
  "lifeStatus",
  "phoneNumber",
  "email",
] as const;
export type RegistrationProfileField = (typeof REGISTRATION_PROFILE_FIELDS)[number];

export interface RegistrationProfileProblem {
  field: RegistrationProfileField;
  key: MessageKey;
  params: MessageParams;
}

/** What stops this profile from registering, in form order; empty when it may register. */
export function missingRegistrationProfileFields(
  profile: Partial<Record<RegistrationProfileField, MaybeText>>,
  locale: Locale = "zh",
): RegistrationProfileProblem[] {
  const problems: RegistrationProfileProblem[] = [];
  const required = (field: RegistrationProfileField) =>
    problems.push({ field, key: "validation.required", params: { field: `field.${field}` } });

  const bio = profile.bio?.trim() ?? "";
  if (!bio) required("bio");
  else if (textLength(bio) < BIO_MIN_LENGTH)
    problems.push({ field: "bio", key: "validation.bio.tooShort", params: { min: BIO_MIN_LENGTH } });

  for (const field of ["userRoleString", "currentWorkOn", "lifeStatus"] as const) {
    if (isBlank(profile[field])) required(field);
  }

  const phone = validateFullPhone(profile.phoneNumber ?? "", locale);
  if (!phone.valid) problems.push({ field: "phoneNumber", key: phone.error.key, params: phone.error.params });

  // A chat-app placeholder email counts as no email at all (docs/product/accounts-and-profile.md#placeholder-emails).
  const email = profile.email?.trim() ?? "";
  if (!email || isPlaceholderEmail(email))
    problems.push({ field: "email", key: "validation.email.required", params: {} });
  else if (!isValidEmail(email)) problems.push({ field: "email", key: "validation.email.invalid", params: {} });

  return problems;
}
