import { isPlaceholderEmail, type Locale, translate } from "@commons/domain";
import { and, asc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventInvites, eventQuestions, registrationAnswers, registrations, ticketTypes, users } from "../../db/schema/index.ts";
import { formatInZone, toCsv, zoneColumnLabel } from "./csv.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

function answerText(answer: unknown): string {
  if (Array.isArray(answer)) return answer.map(String).join("; ");
  return answer === null || answer === undefined ? "" : String(answer);
}

/**
 * GET /api/events/{id}/registrations/export (canManageRegistrations): every registration with the
 * contact fields the person gave and one column per question. Archived questions that were answered
 * keep their column, so an edit never loses an answer from the export.
 */
export async function exportRegistrationsCsv(db: Db, actorId: string, eventId: string, locale: Locale) {
  const { event } = await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const [rows, questions] = await Promise.all([
    db
      .select({
        id: registrations.id,
        name: users.name,
        username: users.username,
        email: users.email,
        phone: users.phoneNumber,
        wechat: users.wechatId,
        role: users.userRoleString,
        work: users.currentWorkOn,
        status: registrations.status,
        ticketType: ticketTypes.name,
        registeredAt: registrations.registeredAt,
        checkedInAt: registrations.checkedInAt,
        inviteCode: eventInvites.code,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(ticketTypes, eq(ticketTypes.id, registrations.ticketTypeId))
      .leftJoin(eventInvites, eq(eventInvites.id, registrations.inviteId))
      .where(eq(registrations.eventId, eventId))
      .orderBy(asc(registrations.registeredAt), asc(registrations.id)),
    db
      .selectDistinct({
        id: eventQuestions.id,
        question: eventQuestions.question,
        archivedAt: eventQuestions.archivedAt,
        sortOrder: eventQuestions.sortOrder,
      })
      .from(eventQuestions)
      .leftJoin(registrationAnswers, eq(registrationAnswers.questionId, eventQuestions.id))
      .where(and(eq(eventQuestions.eventId, eventId), or(isNull(eventQuestions.archivedAt), isNotNull(registrationAnswers.id))))
      .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id)),
  ]);
  // Live questions first in their order, then the removed ones that still carry answers.
  const columns = [...questions.filter((q) => !q.archivedAt), ...questions.filter((q) => q.archivedAt)];
  const answers = new Map<string, string>();
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = await db
      .select({ registrationId: registrationAnswers.registrationId, questionId: registrationAnswers.questionId, answer: registrationAnswers.answer })
      .from(registrationAnswers)
      .where(inArray(registrationAnswers.registrationId, ids.slice(i, i + 1000)));
    for (const a of chunk) answers.set(`${a.registrationId}:${a.questionId}`, answerText(a.answer));
  }

  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(locale, key, params);
  const header = [
    t("console.csv.name"),
    t("console.csv.username"),
    t("console.csv.email"),
    t("console.csv.phone"),
    t("console.csv.wechat"),
    t("console.csv.role"),
    t("console.csv.currentWork"),
    t("console.csv.status"),
    t("console.csv.ticketType"),
    t("console.csv.registeredAt", { zone: zoneColumnLabel(event.timezone, rows.map((r) => r.registeredAt)) }),
    t("console.csv.checkedInAt", { zone: zoneColumnLabel(event.timezone, rows.map((r) => r.checkedInAt)) }),
    t("console.csv.inviteCode"),
    ...columns.map((q) => (q.archivedAt ? t("console.csv.archivedQuestion", { question: q.question }) : q.question)),
  ];
  const body = rows.map((r) => [
    r.name,
    r.username,
    // A chat-app or phone account's generated address is not a way to reach the person.
    isPlaceholderEmail(r.email) ? "" : r.email,
    r.phone,
    r.wechat,
    r.role,
    r.work,
    t(`console.registrationStatus.${r.status}`),
    r.ticketType,
    formatInZone(r.registeredAt, event.timezone),
    formatInZone(r.checkedInAt, event.timezone),
    r.inviteCode,
    ...columns.map((q) => answers.get(`${r.id}:${q.id}`) ?? ""),
  ]);
  return { csv: toCsv(header, body), title: event.title };
}
