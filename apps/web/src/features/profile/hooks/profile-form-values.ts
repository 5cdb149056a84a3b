import { BIO_MIN_LENGTH, isMessageKey, isPlaceholderEmail, type Locale, localiseIssues, type PreferredContact, type ProfileUpdate, profileUpdateSchema, SKILL_MAX_LENGTH, SKILLS_MAX_COUNT, type Profile } from "@commons/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { tShared } from "@/lib/i18n.ts";

/** What the form edits: strings for text boxes ("" = empty), the schema decides what "" means. */
export interface ProfileFormValues {
  name: string;
  username: string;
  image: string;
  bio: string;
  userRoleString: string;
  currentWorkOn: string;
  lifeStatus: string;
  region: string;
  city: string;
  phoneNumber: string;
  email: string;
  wechatId: string;
  preferredContact: PreferredContact | "";
  showWechat: boolean;
  showEmail: boolean;
  skills: string[];
}

export type ProfileField = keyof ProfileFormValues;

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name ?? "",
    username: profile.username ?? "",
    image: profile.image ?? "",
    bio: profile.bio ?? "",
    userRoleString: profile.userRoleString ?? "",
    currentWorkOn: profile.currentWorkOn ?? "",
    lifeStatus: profile.lifeStatus ?? "",
    region: profile.region ?? "",
    city: profile.city ?? "",
    phoneNumber: profile.phoneNumber ?? "",
    // Doc 1 §5: a chat-app placeholder address is no address; show the box empty.
    email: profile.email && !isPlaceholderEmail(profile.email) ? profile.email : "",
    wechatId: profile.wechatId ?? "",
    preferredContact: profile.preferredContact ?? "",
    showWechat: profile.showWechat,
    showEmail: profile.showEmail,
    skills: profile.skills ?? [],
  };
}

/**
 * The shared `profileUpdateSchema` through zodResolver. Generic issues are worded by the domain's
 * own localiser (the server's exact messages); issues the schema names by catalog key stay keys
 * and are translated where they are shown (`fieldErrorText`).
 */
export function profileResolver(locale: Locale): Resolver<ProfileFormValues, unknown, ProfileUpdate> {
  const base = zodResolver(profileUpdateSchema, {
    error: (issue) => localiseIssues([issue as never], locale)[0]?.message,
  }) as unknown as Resolver<ProfileFormValues, unknown, ProfileUpdate>;
  return (values, context, options) => {
    // A username is optional, but once set it can only be changed, not cleared: "" means "leave it".
    const { username, ...rest } = values;
    const input = username.trim() ? values : (rest as ProfileFormValues);
    return base(input, context, options);
  };
}

// Keys the schema uses whose numbers are not carried on the issue once react-hook-form has it.
const KEY_PARAMS: Record<string, Record<string, number>> = {
  "validation.skill.tooLong": { max: SKILL_MAX_LENGTH },
  "validation.skills.tooMany": { max: SKILLS_MAX_COUNT },
  "validation.bio.tooShort": { min: BIO_MIN_LENGTH },
};

export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? tShared(message, KEY_PARAMS[message] ?? {}) : message;
}

/**
 * Only what the person changed is sent, so saving one field never rewrites (or clears) another.
 * Compared by value against what was loaded: typing a character and deleting it again is no change.
 */
export function pickChanged(parsed: ProfileUpdate, current: ProfileFormValues, loaded: ProfileFormValues): ProfileUpdate {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const field = key as ProfileField;
    if (JSON.stringify(current[field]) !== JSON.stringify(loaded[field])) changes[key] = value;
  }
  return changes as ProfileUpdate;
}

export function isProfileField(field: string): field is ProfileField {
  return [
    "name", "username", "image", "bio", "userRoleString", "currentWorkOn", "lifeStatus", "region", "city",
    "phoneNumber", "email", "wechatId", "preferredContact", "showWechat", "showEmail", "skills",
  ].includes(field);
}
