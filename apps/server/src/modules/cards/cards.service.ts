import { CARDS_LIST_LIMIT, isPlaceholderEmail, profilePathOf, type DigitalCard, type DigitalCards } from "@commons/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { assertCanSeeParticipants, loadParticipantsAccess } from "../participants/participants-access.ts";

// docs/product/people.md#digital-cards

// Only these columns are read: the phone number can never reach a card by accident.
const cardColumns = {
  userId: users.id,
  name: users.name,
  username: users.username,
  image: users.image,
  userRoleString: users.userRoleString,
  currentWorkOn: users.currentWorkOn,
  bio: users.bio,
  skills: users.skills,
  wechatId: users.wechatId,
  showWechat: users.showWechat,
  email: users.email,
  showEmail: users.showEmail,
};

type CardRow = {
  userId: string;
  name: string;
  username: string | null;
  image: string | null;
  userRoleString: string | null;
  currentWorkOn: string | null;
  bio: string | null;
  skills: string[];
  wechatId: string | null;
  showWechat: boolean;
  email: string;
  showEmail: boolean;
};

function toCard(row: CardRow, contactsShown: boolean, viewerId: string | null): DigitalCard {
  return {
    userId: row.userId,
    name: row.name,
    username: row.username,
    image: row.image,
    userRoleString: row.userRoleString,
    currentWorkOn: row.currentWorkOn,
    bio: row.bio,
    skills: row.skills,
    profilePath: profilePathOf({ id: row.userId, username: row.username }),
    // Design rule 4: a contact method only as its owner chose to show it, and (ours) only to the people of the event.
    wechatId: contactsShown && row.showWechat && row.wechatId ? row.wechatId : null,
    email: contactsShown && row.showEmail && !isPlaceholderEmail(row.email) ? row.email : null,
    isMine: row.userId === viewerId,
  };
}

/**
 * The cards of an event: one per APPROVED registrant who consented, in registration order (then id, so
 * the order is stable). Who may see them is the participants rule (403 otherwise).
 */
export async function listCards(db: Db, eventId: string, viewerId: string | null): Promise<DigitalCards> {
  const access = await loadParticipantsAccess(db, eventId, viewerId);
  assertCanSeeParticipants(access);
  // Ours: even when participants are PUBLIC, contact methods are for the event's own people only.
  const contactsShown = access.isApprovedRegistrant || access.isManager;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()` })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, access.eventId), eq(registrations.status, "APPROVED"), eq(registrations.allowDigitalCardDisplay, true)))
    .orderBy(asc(registrations.registeredAt), asc(registrations.id))
    .limit(CARDS_LIST_LIMIT);
  return {
    cards: rows.map((row) => toCard(row, contactsShown, viewerId)),
    total: Number(rows[0]?.total ?? 0),
    contactsShown,
  };
}

/**
 * The caller changes their own consent, at any time and in any status but CANCELLED (a cancelled person
 * gives it again when they register again). The card list reads the column directly, so the change
 * shows on the next read.
 */
export async function setCardConsent(db: Db, eventId: string, userId: string, allow: boolean) {
  const access = await loadParticipantsAccess(db, eventId, userId);
  const [row] = await db
    .update(registrations)
    .set({ allowDigitalCardDisplay: allow })
    .where(and(eq(registrations.eventId, access.eventId), eq(registrations.userId, userId), ne(registrations.status, "CANCELLED")))
    .returning({ id: registrations.id, allowDigitalCardDisplay: registrations.allowDigitalCardDisplay });
  if (!row) throw notFound("cards.noRegistration");
  return { registrationId: row.id, allowDigitalCardDisplay: row.allowDigitalCardDisplay ?? allow };
}
