import { CHALLENGE_REMINDER_SWEEP_MS, CHALLENGE_SETUP_STATUSES, challengeDayNumber, reminderHourReached, zonedDateKey } from "@commons/domain";
import { and, eq, gte, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckIns, challengeParticipants, events, registrations } from "../../db/schema/index.ts";
import type { PeriodicTask } from "../messaging/message-queue.ts";
import { notify } from "../notifications/notifications.service.ts";

// docs/product/challenges.md#reminders: at or after 20:00 in the event's zone on a running day, a participant
// without today's check-in (not completed, registration still live) gets one in-app reminder that day.

/**
 * One sweep at `now`: answers how many were reminded. Each event's reminders are claimed by one conditional
 * update of `last_reminded_on` (the zone's date), so two workers sweeping at once never remind anyone twice,
 * and the notices commit with the claim.
 */
export async function sendChallengeReminders(db: Db, now: Date): Promise<number> {
  const running = await db
    .select({ id: events.id, title: events.title, startTime: events.startTime, timezone: events.timezone })
    .from(events)
    .where(and(eq(events.type, "BUILDING_PUBLIC"), eq(events.status, "PUBLISHED"), lte(events.startTime, now), gte(events.endTime, now)));
  const live = sql.join(
    CHALLENGE_SETUP_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  let reminded = 0;
  for (const event of running) {
    if (!reminderHourReached(now, event.timezone)) continue;
    const today = challengeDayNumber(event.startTime, now, event.timezone);
    const dateKey = zonedDateKey(now, event.timezone);
    reminded += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const claimed = await tx
        .update(challengeParticipants)
        .set({ lastRemindedOn: dateKey })
        .where(
          and(
            eq(challengeParticipants.eventId, event.id),
            eq(challengeParticipants.isCompleted, false),
            or(isNull(challengeParticipants.lastRemindedOn), ne(challengeParticipants.lastRemindedOn, dateKey)),
            sql`exists (select 1 from ${registrations} r where r.id = ${challengeParticipants.registrationId} and r.status in (${live}))`,
            sql`not exists (select 1 from ${challengeCheckIns} c where c.registration_id = ${challengeParticipants.registrationId} and c.day = ${today})`,
          ),
        )
        .returning({ userId: challengeParticipants.userId });
      for (const { userId } of claimed) {
        await notify(tx, { userId, type: "challengeReminder", params: { event: event.title, day: today }, link: `/events/${event.id}`, createdAt: now });
      }
      return claimed.length;
    });
  }
  return reminded;
}

/** The sweep as the message queue's periodic task (build-deps.ts). */
export const challengeReminderTask = (db: Db): PeriodicTask => ({
  name: "challenge-reminders",
  everyMs: CHALLENGE_REMINDER_SWEEP_MS,
  run: (now) => sendChallengeReminders(db, now),
});
