import {
  isPlaceholderEmail,
  missingProfileFields,
  PREFERRED_CONTACTS,
  type PreferredContact,
  type ProfileUpdate,
} from "@commons/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accounts, users } from "../../db/schema/index.ts";
import { AppError, fieldError, unauthorized } from "../../lib/errors.ts";
import { type ProfileFiles, profileImageFor } from "./profile-image.ts";
import type { Profile } from "@commons/domain";

type UserRow = typeof users.$inferSelect;

/** `passwordSet`: whether the account has a password (a phone-code account has none to change). */
export function toProfile(u: UserRow, passwordSet: boolean): Profile {
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    // A generated placeholder address is "no email" to the person and to
    // every form (docs/product/accounts-and-profile.md#placeholder-emails).
    email: isPlaceholderEmail(u.email) ? null : u.email,
    emailVerified: isPlaceholderEmail(u.email) ? false : u.emailVerified,
    image: u.image,
    phoneNumber: u.phoneNumber,
    bio: u.bio,
    userRoleString: u.userRoleString,
    currentWorkOn: u.currentWorkOn,
    lifeStatus: u.lifeStatus,
    region: u.region,
    city: u.city,
    wechatId: u.wechatId,
    preferredContact: (PREFERRED_CONTACTS as readonly string[]).includes(u.preferredContact ?? "")
      ? (u.preferredContact as PreferredContact)
      : null,
    showWechat: u.showWechat,
    showEmail: u.showEmail,
    skills: u.skills,
    membershipLevel: u.membershipLevel,
    creatorLevel: u.creatorLevel,
    mentorLevel: u.mentorLevel,
    contributorLevel: u.contributorLevel,
    createdAt: u.createdAt.toISOString(),
    siteRole: u.siteRole === "ADMIN" ? "ADMIN" : null,
    hasPassword: passwordSet,
  };
}

async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // A session whose user was deleted is no session at all.
  if (!row) throw unauthorized();
  return row;
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [user, passwordSet] = await Promise.all([loadUser(db, userId), hasPassword(db, userId)]);
  return toProfile(user, passwordSet);
}

export async function getProfileCompletion(db: Db, userId: string) {
  const profile = await getProfile(db, userId);
  const missingFields = missingProfileFields(profile);
  return { profile, missingFields, isComplete: missingFields.length === 0 };
}

const taken = (field: "username" | "email" | "phoneNumber") =>
  new AppError(409, "CONFLICT", TAKEN_KEYS[field], {}, [{ field, message: TAKEN_KEYS[field] }]);
const TAKEN_KEYS = { username: "error.usernameTaken", email: "error.emailTaken", phoneNumber: "error.phoneTaken" } as const;

/**
 * Applies a validated partial update. Identity fields (username, email, phone) must stay unique and
 * must never leave the account without a way to sign in; a new email is unverified until confirmed.
 */
export async function updateProfile(db: Db, files: ProfileFiles, userId: string, input: ProfileUpdate): Promise<Profile> {
  const [current, passwordSet] = await Promise.all([loadUser(db, userId), hasPassword(db, userId)]);
  const { username, email, phoneNumber, image, ...plain } = input;
  const patch: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  }

  if (image !== undefined) patch.image = image === null ? null : await profileImageFor(files, userId, current.image, image);

  if (username !== undefined) {
    // Handles are case-insensitive in URLs (/u/{username}), so they are stored lower-case: one spelling each.
    const handle = username.toLowerCase();
    if (handle !== current.username) {
      if (await exists(db, userId, sql`lower(${users.username}) = ${handle}`)) throw taken("username");
      patch.username = handle;
    }
  }

  if (email !== undefined) {
    if (email === null) {
      // A placeholder may stay a placeholder; a real address is how the person signs in and is notified.
      if (!isPlaceholderEmail(current.email)) throw fieldError("email", "validation.email.required");
    } else {
      const address = email.toLowerCase();
      if (address !== current.email.toLowerCase()) {
        if (await exists(db, userId, sql`lower(${users.email}) = ${address}`)) throw taken("email");
        patch.email = address;
        patch.emailVerified = false;
      }
    }
  }

  if (phoneNumber !== undefined && phoneNumber !== current.phoneNumber) {
    if (phoneNumber === null) {
      // A phone-only account (no password) would be locked out without its number.
      if (!passwordSet) throw fieldError("phoneNumber", "phone.empty");
    } else if (await exists(db, userId, eq(users.phoneNumber, phoneNumber))) {
      throw taken("phoneNumber");
    }
    patch.phoneNumber = phoneNumber;
    patch.phoneNumberVerified = false;
  }

  if (Object.keys(patch).length === 0) return toProfile(current, passwordSet);
  patch.updatedAt = new Date();
  try {
    const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
    return toProfile(row ?? current, passwordSet);
  } catch (err) {
    // Two people claiming the same handle at once: the unique index decides, the loser gets the same 409.
    const field = uniqueViolationField(err);
    if (field) throw taken(field);
    throw err;
  }
}

async function exists(db: Db, userId: string, condition: ReturnType<typeof sql>) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

async function hasPassword(db: Db, userId: string) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return rows.length > 0;
}

function uniqueViolationField(err: unknown): "username" | "email" | "phoneNumber" | null {
  const e = err as { code?: string; constraint?: string; message?: string; cause?: unknown };
  const source = e.code === "23505" ? e : (e.cause as typeof e | undefined);
  if (source?.code !== "23505") return null;
  const text = `${source.constraint ?? ""} ${source.message ?? ""}`;
  if (text.includes("username")) return "username";
  if (text.includes("email")) return "email";
  if (text.includes("phone")) return "phoneNumber";
  return null;
}
