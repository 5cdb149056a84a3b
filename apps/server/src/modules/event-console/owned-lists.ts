import type { MessageKey, QuestionInput, TicketTypeInput } from "@commons/domain";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventQuestions, registrationAnswers, ticketTypes } from "../../db/schema/index.ts";
import { fieldsError } from "./event-values.ts";

// An event's ticket types and questions are updated in place (design rule 7): an item with an id
// updates that row, an item without one is added, a row left out is deactivated (ticket type) or
// archived (question). Nothing is deleted, so registrations keep their ticket type and answers survive.

type Problem = { field: string; message: MessageKey };

/** The list's order is the display order: sortOrder first, then position, stored as 0, 1, 2, … */
function inDisplayOrder<T extends { sortOrder: number }>(items: readonly T[]): { item: T; index: number; position: number }[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sortOrder - b.item.sortOrder || a.index - b.index)
    .map((entry, position) => ({ ...entry, position }));
}

/**
 * Runs inside the event's transaction (the event row is locked). Answers whether any ticket type can
 * now take more people than before, so the caller hands the new seats to the waitlist.
 */
export async function syncTicketTypes(tx: Db, eventId: string, items: readonly TicketTypeInput[]): Promise<{ capacityGrew: boolean }> {
  const existing = await tx.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).for("update");
  const byId = new Map(existing.map((row) => [row.id, row]));
  const problems: Problem[] = [];
  let belowSold: { name: string; sold: number } | undefined;
  items.forEach((item, i) => {
    if (!item.id) return;
    const row = byId.get(item.id);
    if (!row) problems.push({ field: `ticketTypes.${i}.id`, message: "console.error.ticketTypeNotInEvent" });
    else if (item.maxQuantity !== null && item.maxQuantity < row.currentQuantity) {
      problems.push({ field: `ticketTypes.${i}.maxQuantity`, message: "console.error.ticketBelowSold" });
      belowSold ??= { name: item.name, sold: row.currentQuantity };
    }
  });
  if (problems.length) throw fieldsError(problems, belowSold ?? {});

  let capacityGrew = false;
  const kept: string[] = [];
  for (const { item, position } of inDisplayOrder(items)) {
    const values = {
      name: item.name,
      description: item.description ?? null,
      priceCents: item.priceCents,
      maxQuantity: item.maxQuantity,
      isActive: item.isActive,
      sortOrder: position,
    };
    const row = item.id ? byId.get(item.id) : undefined;
    if (!row) {
      const [added] = await tx.insert(ticketTypes).values({ ...values, eventId }).returning({ id: ticketTypes.id });
      kept.push(added!.id);
      continue;
    }
    kept.push(row.id);
    const raised = row.maxQuantity !== null && (item.maxQuantity === null || item.maxQuantity > row.maxQuantity);
    if (raised || (!row.isActive && item.isActive)) capacityGrew = true;
    // Conditional even under the lock: a quantity can never be set below the seats it already holds.
    await tx
      .update(ticketTypes)
      .set(values)
      .where(
        and(
          eq(ticketTypes.id, row.id),
          item.maxQuantity === null ? undefined : sql`${ticketTypes.currentQuantity} <= ${item.maxQuantity}`,
        ),
      );
  }
  await tx
    .update(ticketTypes)
    .set({ isActive: false })
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.isActive, true), notInArray(ticketTypes.id, kept.length ? kept : [""])));
  return { capacityGrew };
}

/** Runs inside the event's transaction. A question someone already answered keeps its type. */
export async function syncQuestions(tx: Db, eventId: string, items: readonly QuestionInput[]): Promise<void> {
  const existing = await tx.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId)).for("update");
  const byId = new Map(existing.map((row) => [row.id, row]));
  const retyped = items.filter((item) => item.id && byId.get(item.id) && byId.get(item.id)!.type !== item.type).map((item) => item.id!);
  const answered = new Set(
    retyped.length
      ? (
          await tx
            .selectDistinct({ questionId: registrationAnswers.questionId })
            .from(registrationAnswers)
            .where(inArray(registrationAnswers.questionId, retyped))
        ).map((r) => r.questionId)
      : [],
  );
  const problems: Problem[] = [];
  items.forEach((item, i) => {
    if (!item.id) return;
    if (!byId.has(item.id)) problems.push({ field: `questions.${i}.id`, message: "console.error.questionNotInEvent" });
    else if (answered.has(item.id)) problems.push({ field: `questions.${i}.type`, message: "console.error.questionTypeLocked" });
  });
  if (problems.length) throw fieldsError(problems);

  const kept: string[] = [];
  for (const { item, position } of inDisplayOrder(items)) {
    const values = {
      question: item.question,
      description: item.description ?? null,
      type: item.type,
      options: item.options,
      required: item.required,
      sortOrder: position,
      // Listing an archived question again brings it back, with its old answers.
      archivedAt: null,
    };
    if (item.id) {
      kept.push(item.id);
      await tx.update(eventQuestions).set(values).where(and(eq(eventQuestions.id, item.id), eq(eventQuestions.eventId, eventId)));
    } else {
      const [added] = await tx.insert(eventQuestions).values({ ...values, eventId }).returning({ id: eventQuestions.id });
      kept.push(added!.id);
    }
  }
  await tx
    .update(eventQuestions)
    .set({ archivedAt: new Date() })
    .where(
      and(
        eq(eventQuestions.eventId, eventId),
        isNull(eventQuestions.archivedAt),
        notInArray(eventQuestions.id, kept.length ? kept : [""]),
      ),
    );
}

