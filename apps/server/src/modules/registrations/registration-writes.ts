import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { events, registrationAnswers, registrations, ticketTypes } from "../../db/schema/index.ts";
import { releaseSeat } from "./capacity-guard.ts";
import type { RegistrationRow } from "./registration-view.ts";
import { newTicketCode } from "./ticket-token.ts";

/** What a person asked for, already validated; `reuseId` is their CANCELLED row, reused instead of inserting. */
export interface RegistrationWrite {
  eventId: string;
  userId: string;
  ticketTypeId: string | null;
  projectId: string | null;
  allowDigitalCardDisplay: boolean | null;
  inviteId: string | null;
  reuseId: string | null;
  /** Non-blank answers by question id. */
  answers: ReadonlyMap<string, string | string[]>;
}

/** Thrown when something changed between reading and writing (a seat freed, a reused row moved): read again. */
export const RETRY = new Error("registration changed concurrently; retry");

type Status = "APPROVED" | "PENDING" | "WAITLISTED";
type Kind = "insert" | "reuse";

// RETURNING with the schema's property names; `toRow` then maps values as drizzle would (timestamps arrive as text).
const columns = Object.entries(getTableColumns(registrations));
const returning = sql.join(
  columns.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
  sql`, `,
);

function toRow(raw: Record<string, unknown>): RegistrationRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) row[key] = raw[key] === null || raw[key] === undefined ? null : column.mapFromDriverValue(raw[key]);
  return row as RegistrationRow;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The `reg` and `ans` CTEs: INSERT (or, for a CANCELLED row, UPDATE back to life) of the registration
 * when `condition` holds, and its answers. Taken at clock_timestamp(), so the queue order is the order
 * seats were decided in; a fresh registeredAt also puts someone who comes back at the end of the
 * waitlist, which is fair.
 */
function registrationCtes(kind: Kind, condition: SQL): SQL {
  const write =
    kind === "reuse"
      ? sql`update ${registrations} set status = ${p("status")}::registration_status, ticket_type_id = ${p("ticketTypeId")}::text,
          project_id = ${p("projectId")}::text, allow_digital_card_display = ${p("allowDigitalCardDisplay")}::boolean, invite_id = ${p("inviteId")}::text,
          note = null, registered_at = clock_timestamp(), status_changed_at = clock_timestamp(), checked_in_at = null, checked_in_by = null,
          ticket_code = ${p("ticketCode")}::text
        where id = ${p("reuseId")}::text and status = 'CANCELLED' and ${condition}
        returning ${returning}`
      : sql`insert into ${registrations} (id, event_id, user_id, status, ticket_type_id, project_id, allow_digital_card_display, invite_id, registered_at, status_changed_at, ticket_code)
        select ${p("id")}::text, ${p("eventId")}::text, ${p("userId")}::text, ${p("status")}::registration_status, ${p("ticketTypeId")}::text, ${p("projectId")}::text,
          ${p("allowDigitalCardDisplay")}::boolean, ${p("inviteId")}::text, clock_timestamp(), clock_timestamp(), ${p("ticketCode")}::text
        where ${condition}
        returning ${returning}`;
  return sql`reg as (${write}), ans as (
      insert into ${registrationAnswers} (id, registration_id, question_id, answer)
      select gen_random_uuid()::text, reg.id, a.key, a.value from reg, jsonb_each(${p("answers")}::jsonb) a)`;
}

// The capacity guard's conditional UPDATEs (event seat, then ticket type) and the registration, as one statement.
const tookSeat = sql`exists (select 1 from seat) and (${p("ticketTypeId")}::text is null or exists (select 1 from ticket))`;
const seatStatement = (kind: Kind) =>
  preparedSql(
    `register_seat_${kind}`,
    sql`with seat as (
      update ${events} set seats_taken = seats_taken + 1, approved_count = approved_count + ${p("approvedDelta")}::int
      where id = ${p("eventId")}::text and (max_attendees is null or seats_taken < max_attendees)
      returning id
    ), ticket as (
      update ${ticketTypes} set current_quantity = current_quantity + 1
      where id = ${p("ticketTypeId")}::text and event_id = ${p("eventId")}::text and (max_quantity is null or current_quantity < max_quantity)
        and exists (select 1 from seat)
      returning id
    ), ${registrationCtes(kind, tookSeat)}
    select exists (select 1 from seat) as "tookEventSeat", reg.* from (select 1) as one left join reg on true`,
  );
const seatStatements = { insert: seatStatement("insert"), reuse: seatStatement("reuse") };

/*
 * WAITLISTED only while there is no seat for this choice. The counters are read FOR SHARE: a locking
 * read waits for a transaction that holds the row (lockEvent's NO KEY UPDATE: a cancel handing seats
 * out) and then returns the row as that transaction committed it, not as this statement's snapshot had
 * it, so a seat freed a moment ago is seen and means "start again". While this statement holds SHARE,
 * such a transaction waits for it to commit, and its promotion sees this registration. Waitlisters
 * don't block each other (SHARE is shared). The ticket type's row is locked after the event's (the
 * EXISTS filter runs before the row lock), the order every other path uses.
 */
const noSeat = sql`exists (select 1 from ev) and not (
  (select ev.max_attendees is null or ev.seats_taken < ev.max_attendees from ev)
  and (${p("ticketTypeId")}::text is null or exists (select 1 from tk where tk.max_quantity is null or tk.current_quantity < tk.max_quantity)))`;
const waitlistStatement = (kind: Kind) =>
  preparedSql(
    `register_waitlist_${kind}`,
    sql`with ev as (
      select seats_taken, max_attendees from ${events} where id = ${p("eventId")}::text for share
    ), tk as (
      select current_quantity, max_quantity from ${ticketTypes}
      where id = ${p("ticketTypeId")}::text and exists (select 1 from ev) for share
    ), ${registrationCtes(kind, noSeat)}
    select * from reg`,
  );
const waitlistStatements = { insert: waitlistStatement("insert"), reuse: waitlistStatement("reuse") };

function valuesOf(w: RegistrationWrite, status: Status) {
  return {
    ...w,
    id: crypto.randomUUID(),
    status,
    ticketCode: status === "APPROVED" ? newTicketCode() : null,
    approvedDelta: status === "APPROVED" ? 1 : 0,
    answers: JSON.stringify(Object.fromEntries(w.answers)),
  };
}

async function takeSeatAndRegister(db: Db, w: RegistrationWrite, status: "APPROVED" | "PENDING") {
  const [out] = await seatStatements[w.reuseId ? "reuse" : "insert"](db, valuesOf(w, status));
  return { seat: out?.tookEventSeat === true, row: out?.id ? toRow(out) : null };
}

/**
 * Writes the registration: `wants` (APPROVED, or PENDING when approval is required) when a seat is
 * free, else WAITLISTED. `looksFull` is what the counters said a moment ago: a hint that only decides
 * which statement runs first, never the outcome.
 *
 * - A new registration without a ticket type is one autocommitted statement either way: the seat
 *   statement locks the event row only while PostgreSQL runs it (never across a round trip to this
 *   process), and the waitlist statement holds its share lock just as briefly.
 * - Otherwise (a ticket type whose counter must move with the seat, a reused row whose old answers
 *   go) the same statements run in one transaction; if the event had room but the ticket type did not,
 *   the event seat is handed back before waiting.
 * A seat freed between the two statements means RETRY: the caller reads again and starts over.
 */
export async function placeRegistration(db: Db, w: RegistrationWrite, wants: "APPROVED" | "PENDING", looksFull: boolean): Promise<RegistrationRow> {
  const joinWaitlist = async (q: Db) => {
    const [row] = await waitlistStatements[w.reuseId ? "reuse" : "insert"](q, valuesOf(w, "WAITLISTED"));
    if (!row) throw RETRY;
    return toRow(row);
  };
  if (!w.ticketTypeId && !w.reuseId) {
    if (!looksFull) {
      const { row } = await takeSeatAndRegister(db, w, wants);
      if (row) return row;
    }
    return joinWaitlist(db);
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (w.reuseId) await tx.delete(registrationAnswers).where(eq(registrationAnswers.registrationId, w.reuseId));
    if (!looksFull) {
      const { seat, row } = await takeSeatAndRegister(tx, w, wants);
      if (row) return row;
      if (seat) {
        // A reused row that changed under us, or a full ticket type: read again (the next read shows which).
        if (w.reuseId) throw RETRY;
        await releaseSeat(tx, w.eventId, null, wants === "APPROVED");
      }
    }
    return joinWaitlist(tx);
  });
}
