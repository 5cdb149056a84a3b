import { isPlaceholderEmail, REGISTRATIONS_PAGE_SIZE, type RegistrationsQuery } from "@commons/domain";
import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventQuestions, registrationAnswers, registrations, users } from "../../db/schema/index.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import { escapeLike } from "../events/events.service.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

/**
 * GET /api/events/{id}/registrations for the organiser and admins with canManageRegistrations: every
 * status, with answers and the attendee's contact fields (they registered with this organiser).
 */
export async function listRegistrations(db: Db, actorId: string, eventId: string, query: RegistrationsQuery) {
  await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const conditions: (SQL | undefined)[] = [eq(registrations.eventId, eventId)];
  if (query.status) conditions.push(eq(registrations.status, query.status));
  if (query.ticketTypeId) conditions.push(eq(registrations.ticketTypeId, query.ticketTypeId));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(or(sql`${users.name} ilike ${like}`, sql`${users.username} ilike ${like}`, sql`${users.email} ilike ${like}`, sql`${users.phoneNumber} ilike ${like}`));
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        registration: registrations,
        user: { ...userSummaryColumns, email: users.email, phoneNumber: users.phoneNumber, wechatId: users.wechatId },
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(REGISTRATIONS_PAGE_SIZE)
      .offset((query.page - 1) * REGISTRATIONS_PAGE_SIZE),
    db.select({ total: count() }).from(registrations).innerJoin(users, eq(users.id, registrations.userId)).where(where),
  ]);
  const ids = rows.map((r) => r.registration.id);
  const answers = ids.length
    ? await db
        .select({ registrationId: registrationAnswers.registrationId, questionId: registrationAnswers.questionId, question: eventQuestions.question, answer: registrationAnswers.answer })
        .from(registrationAnswers)
        .innerJoin(eventQuestions, eq(eventQuestions.id, registrationAnswers.questionId))
        .where(inArray(registrationAnswers.registrationId, ids))
        .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id))
    : [];
  const total = Number(totalRow?.total ?? 0);
  return {
    registrations: rows.map(({ registration: r, user }) => ({
      id: r.id,
      status: r.status,
      ticketTypeId: r.ticketTypeId,
      projectId: r.projectId,
      allowDigitalCardDisplay: r.allowDigitalCardDisplay,
      note: r.note,
      registeredAt: r.registeredAt.toISOString(),
      statusChangedAt: r.statusChangedAt.toISOString(),
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      user: { ...user, email: isPlaceholderEmail(user.email) ? null : user.email },
      answers: answers
        .filter((a) => a.registrationId === r.id)
        .map((a) => ({ questionId: a.questionId, question: a.question, answer: a.answer as string | string[] })),
    })),
    pagination: { page: query.page, pageSize: REGISTRATIONS_PAGE_SIZE, total, totalPages: Math.ceil(total / REGISTRATIONS_PAGE_SIZE) },
  };
}
