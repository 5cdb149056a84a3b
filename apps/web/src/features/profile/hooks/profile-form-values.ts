import { isPlaceholderEmail, type PreferredContact, type Profile, type ProfileUpdate } from "@commons/domain";

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
    // A chat-app placeholder address is no address; show the box empty
    // (docs/product/accounts-and-profile.md#placeholder-emails).
    email: profile.email && !isPlaceholderEmail(profile.email) ? profile.email : "",
    wechatId: profile.wechatId ?? "",
    preferredContact: profile.preferredContact ?? "",
    showWechat: profile.showWechat,
    showEmail: profile.showEmail,
    skills: profile.skills ?? [],
  };
}

/** The form's values as `profileUpdateSchema` reads them. */
export function profileInput(values: ProfileFormValues): Partial<ProfileFormValues> {
  // A username is optional, but once set it can only be changed, not cleared: "" means "leave it".
  const { username, ...rest } = values;
  return username.trim() ? values : rest;
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

export const PROFILE_FIELDS: readonly ProfileField[] = [
  "name", "username", "image", "bio", "userRoleString", "currentWorkOn", "lifeStatus", "region", "city",
  "phoneNumber", "email", "wechatId", "preferredContact", "showWechat", "showEmail", "skills",
];
