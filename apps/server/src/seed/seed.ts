import { hashPassword } from "better-auth/crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  accounts,
  eventAdmins,
  eventQuestions,
  events,
  organizationMembers,
  organizations,
  registrationAnswers,
  registrations,
  ticketTypes,
  users,
} from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import { notify } from "../modules/notifications/notifications.service.ts";
import { newTicketCode } from "../modules/registrations/ticket-token.ts";
import { DEMO_ACCOUNTS, type DemoAccount } from "./demo-accounts.ts";
import { demoEvents } from "./demo-events.ts";
import { seedDemoVolunteers } from "./demo-volunteers.ts";
import { seedDemoParticipants } from "./demo-participants.ts";
import { seedDemoFeedback } from "./demo-feedback.ts";
import { seedDemoHackathon } from "./demo-hackathon.ts";
import { seedDemoChallenge } from "./demo-challenge.ts";
import { seedDemoLevelHistory } from "./demo-levels.ts";
import { seedDemoVotesAndJudging, seedPastHackathon } from "./demo-hackathon-results.ts";
import { seedDemoCertificates } from "./demo-certificates.ts";
import { DEMO_MARKER_SLUG, DEMO_MEMBERS, DEMO_ORGS, DEMO_PROFILES } from "./demo-people.ts";

type UserKey = DemoAccount["key"];
// Any constant works; it only has to be the same in every process that seeds this database.
const SEED_LOCK_KEY = 0x636f6d6d;
const MINUTE = 60_000;

async function alreadySeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, DEMO_MARKER_SLUG)).limit(1);
  return rows.length > 0;
}

/**
 * Demo organisations, people and events for a fresh installation. Idempotent: it does nothing once the
 * marker organisation exists, and it runs in one transaction behind an advisory lock, so two processes
 * starting together seed once and a failure leaves nothing half-made.
 */
export async function seedDemoContent(db: Db, log: Logger, now = new Date()): Promise<void> {
  if (await alreadySeeded(db)) {
    log.debug("demo content already present");
    return;
  }
  // Someone may have signed up with a demo address; never touch a real account.
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const clash = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails)).limit(1);
  if (clash.length > 0) {
    log.warn({ email: clash[0]?.email }, "demo seed skipped: a demo email already belongs to an account");
    return;
  }
  // Hash outside the transaction: scrypt is slow and the lock should be held briefly.
  const hashes = new Map(await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.key, await hashPassword(a.password)] as const)));

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await alreadySeeded(tx as unknown as Db)) return false;

    const ids = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, crypto.randomUUID()])) as Record<UserKey, string>;
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a, i) => ({
        id: ids[a.key],
        name: a.name,
        email: a.email,
        emailVerified: true,
        phoneNumberVerified: Boolean(DEMO_PROFILES[a.key].phoneNumber),
        ...DEMO_PROFILES[a.key],
        createdAt: new Date(now.getTime() - (90 - i * 10) * 24 * 60 * MINUTE),
      })),
    );
    // better-auth's email sign-in reads the "credential" account; accountId is the user id by its convention.
    await tx.insert(accounts).values(
      DEMO_ACCOUNTS.map((a) => ({
        id: crypto.randomUUID(),
        accountId: ids[a.key],
        providerId: "credential",
        userId: ids[a.key],
        password: hashes.get(a.key)!,
      })),
    );

    const orgIds = { builders: crypto.randomUUID(), aiMakers: crypto.randomUUID() };
    await tx.insert(organizations).values([
      { id: orgIds.builders, ...DEMO_ORGS.builders },
      { id: orgIds.aiMakers, ...DEMO_ORGS.aiMakers },
    ]);
    await tx
      .insert(organizationMembers)
      .values(DEMO_MEMBERS.map((m) => ({ organizationId: orgIds[m.org], userId: ids[m.user], role: m.role })));

    const eventIds: string[] = [];
    for (const spec of demoEvents(now, ids)) {
      const eventId = crypto.randomUUID();
      eventIds.push(eventId);
      // Seats held = APPROVED + PENDING, the same count the capacity guard keeps (events.seatsTaken).
      const holding = spec.registrations.filter((r) => r.status === "APPROVED" || r.status === "PENDING");
      await tx.insert(events).values({
        ...spec.event,
        id: eventId,
        organizerId: ids[spec.organizer],
        organizationId: spec.organization ? orgIds[spec.organization] : null,
        seatsTaken: holding.length,
        approvedCount: spec.registrations.filter((r) => r.status === "APPROVED").length,
      });
      const ticketIds = spec.tickets.map(() => crypto.randomUUID());
      if (spec.tickets.length) {
        await tx.insert(ticketTypes).values(
          spec.tickets.map((t, i) => ({
            ...t,
            id: ticketIds[i],
            eventId,
            currentQuantity: holding.filter((r) => r.ticket === i).length,
          })),
        );
      }
      const questionIds = spec.questions.map(() => crypto.randomUUID());
      if (spec.questions.length) {
        await tx.insert(eventQuestions).values(spec.questions.map((q, i) => ({ ...q, id: questionIds[i], eventId })));
      }
      if (spec.admins.length) {
        await tx.insert(eventAdmins).values(
          spec.admins.map((key) => ({ eventId, userId: ids[key], canEditEvent: true, canManageRegistrations: true, canCheckIn: true })),
        );
      }
      for (const [i, r] of spec.registrations.entries()) {
        const at = new Date(Math.min(now.getTime(), spec.event.startTime.getTime()) - (2 * 24 * 60 - i * 97) * MINUTE);
        const [reg] = await tx
          .insert(registrations)
          .values({
            eventId,
            userId: ids[r.user],
            status: r.status,
            ticketTypeId: r.ticket === undefined ? null : ticketIds[r.ticket],
            allowDigitalCardDisplay: spec.event.askDigitalCardConsent ? r.user !== "zhao" : null,
            registeredAt: at,
            statusChangedAt: at,
            checkedInAt: r.checkedIn ? new Date(spec.event.startTime.getTime() + (i + 1) * 3 * MINUTE) : null,
            // Approved people hold a ticket code, so their check-in QR works in the demo.
            ticketCode: r.status === "APPROVED" ? newTicketCode() : null,
          })
          .returning({ id: registrations.id });
        const answers = Object.entries(r.answers ?? {});
        if (reg && answers.length) {
          await tx
            .insert(registrationAnswers)
            .values(answers.map(([q, answer]) => ({ registrationId: reg.id, questionId: questionIds[Number(q)]!, answer })));
        }
      }
    }

    await seedDemoLevelHistory(tx as unknown as Db, ids, now);
    await seedDemoVolunteers(tx as unknown as Db, ids, { upcoming: eventIds[0]!, past: eventIds[1]! });
    await seedDemoFeedback(tx as unknown as Db, demoEvents(now, ids), eventIds, ids);

    for (const a of DEMO_ACCOUNTS) {
      await notify(tx as unknown as Db, {
        userId: ids[a.key],
        type: "welcome",
        link: `/u/${DEMO_PROFILES[a.key].username}`,
        createdAt: new Date(now.getTime() - 7 * 24 * 60 * MINUTE),
      });
    }
    // Members of the organiser's community hear about the new meetup (subscriptions, later, do this for real).
    const meetup = demoEvents(now, ids)[0]!;
    for (const key of ["wang", "zhao"] as const) {
      await notify(tx as unknown as Db, {
        userId: ids[key],
        type: "hostPublished",
        params: { host: DEMO_ORGS.builders.name, event: meetup.event.title },
        link: `/events/${eventIds[0]}`,
        createdAt: new Date(now.getTime() - 5 * 24 * 60 * MINUTE),
      });
    }
    await seedDemoParticipants(tx as unknown as Db, ids, eventIds, now);
    const hackathonAt = demoEvents(now, ids).findIndex((spec) => spec.event.type === "HACKATHON");
    await seedDemoHackathon(tx as unknown as Db, ids.chen, eventIds[hackathonAt]!, now);
    const challengeAt = demoEvents(now, ids).findIndex((spec) => spec.event.type === "BUILDING_PUBLIC");
    await seedDemoChallenge(tx as unknown as Db, ids, eventIds[challengeAt]!, now);
    // docs/product/hackathons.md#results: votes and two judges (lin, sophie) on it, and a past hackathon in RESULTS.
    await seedDemoVotesAndJudging(tx as unknown as Db, eventIds[hackathonAt]!, [ids.lin, ids.sophie], now);
    await seedPastHackathon(tx as unknown as Db, ids, now);
    // docs/product/certificates.md: the challenge's finishers and the past meetup's attendees hold certificates.
    await seedDemoCertificates(tx as unknown as Db, { challenge: eventIds[challengeAt]!, pastMeetup: eventIds[1]! });
    return true;
  });
  if (seeded) log.info({ accounts: DEMO_ACCOUNTS.length, events: demoEvents(now, {} as Record<UserKey, string>).length }, "demo content seeded");
}
