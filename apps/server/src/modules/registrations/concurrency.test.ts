import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { lockEvent } from "./capacity-guard.ts";
import { cancelRegistration, leaveSeat } from "./cancel.service.ts";
import { register } from "./register.service.ts";
import { addTicket, COMPLETE_PROFILE, counters } from "./registration-test-kit.ts";

// PGlite has one connection and serialises everything, which hides races (design: "Concurrency tests
// must also run against real PostgreSQL"). With TEST_DATABASE_URL the full 300-for-50 race runs on a
// pool of real connections; on PGlite the same invariant is checked at a smaller, sequential scale.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SCALE = onPostgres ? { people: 300, capacity: 50, cancel: 10 } : { people: 30, capacity: 5, cancel: 2 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

/** Many complete profiles in one statement (signing each up through the API would dominate the test). */
let phoneBase = 0;
async function bulkUsers(n: number): Promise<string[]> {
  const base = phoneBase;
  phoneBase += n;
  const rows = Array.from({ length: n }, (_, i) => {
    const id = crypto.randomUUID();
    return { id, name: `压测用户${i}`, email: `${id}@load.example.com`, phoneNumber: `+86137${String(base + i).padStart(8, "0")}`, ...COMPLETE_PROFILE };
  });
  await t.db.insert(users).values(rows);
  return rows.map((r) => r.id);
}

async function runAll<T>(tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  return onPostgres ? Promise.allSettled(tasks.map((task) => task())) : sequential(tasks);
}
async function sequential<T>(tasks: (() => Promise<T>)[]) {
  const out: PromiseSettledResult<T>[] = [];
  for (const task of tasks) out.push(await task().then((value) => ({ status: "fulfilled", value }) as const, (reason) => ({ status: "rejected", reason }) as const));
  return out;
}

describe(`capacity under ${onPostgres ? "concurrent (PostgreSQL)" : "sequential (PGlite)"} load`, () => {
  it(`${SCALE.people} registrations for ${SCALE.capacity} seats: exactly ${SCALE.capacity} APPROVED, the rest WAITLISTED; cancelling ${SCALE.cancel} promotes exactly ${SCALE.cancel}`, async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertEvent(t.db, organizer.id, { maxAttendees: SCALE.capacity });
    const ids = await bulkUsers(SCALE.people);

    const results = await runAll(ids.map((id) => () => register(t.deps, id, eventId, {}, "zh")));
    const failures = results.filter((r) => r.status === "rejected");
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    const statuses = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof register>>>).value.registration.status);
    expect(statuses.filter((s) => s === "APPROVED")).toHaveLength(SCALE.capacity);
    expect(statuses.filter((s) => s === "WAITLISTED")).toHaveLength(SCALE.people - SCALE.capacity);
    expect(await counters(t.db, eventId)).toEqual({
      seatsTaken: SCALE.capacity,
      approvedCount: SCALE.capacity,
      approved: SCALE.capacity,
      pending: 0,
      waitlisted: SCALE.people - SCALE.capacity,
      cancelled: 0,
    });

    // Duplicates of people already in: harmless retries, no new rows, no errors.
    const retries = await runAll(ids.slice(0, 20).map((id) => () => register(t.deps, id, eventId, {}, "zh")));
    expect(retries.every((r) => r.status === "fulfilled" && !r.value.created)).toBe(true);

    const approvedIds = ids.filter((_, i) => statuses[i] === "APPROVED").slice(0, SCALE.cancel);
    const cancels = await runAll(approvedIds.map((id) => () => cancelRegistration(t.deps, id, eventId)));
    expect(cancels.filter((c) => c.status === "rejected")).toEqual([]);
    expect(await counters(t.db, eventId)).toEqual({
      seatsTaken: SCALE.capacity,
      approvedCount: SCALE.capacity,
      approved: SCALE.capacity,
      pending: 0,
      waitlisted: SCALE.people - SCALE.capacity - SCALE.cancel,
      cancelled: SCALE.cancel,
    });
    // Promotion follows the queue: the promoted are the earliest waitlisted.
    const rows = await t.db.execute<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from (
        select status, row_number() over (order by registered_at, id) as place
        from registrations where event_id = ${eventId} and status in ('APPROVED', 'WAITLISTED')
      ) q where place <= ${SCALE.capacity} group by status`);
    expect((rows as unknown as { rows: { status: string; n: number }[] }).rows).toEqual([{ status: "APPROVED", n: SCALE.capacity }]);
  });

  it("concurrent duplicates of one person end in one registration, never an error", async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertEvent(t.db, organizer.id, { maxAttendees: 3 });
    const [id] = await bulkUsers(1);
    const results = await runAll(Array.from({ length: 20 }, () => () => register(t.deps, id!, eventId, {}, "zh")));
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason instanceof AppError)).toEqual([]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.created)).toHaveLength(1);
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approved: 1 });
  });

  // The race the waitlist's share lock exists for: a cancellation frees a seat (nobody waiting to take
  // it) while someone else, having just read "full", joins the waitlist. Neither may miss the other.
  // On PGlite (one connection) the late registrant simply queues behind the transaction; the outcome must match.
  it.each([
    ["the event", { maxAttendees: 1 }, null],
    ["its ticket type", { maxAttendees: 10 }, 1],
  ] as const)("a seat of %s freed while someone is joining the waitlist goes to them", async (_, eventFields, ticketMax) => {
    const organizer = await insertUser(t.db);
    const eventId = await insertEvent(t.db, organizer.id, eventFields);
    if (ticketMax) await addTicket(t.db, eventId, { maxQuantity: ticketMax });
    const [first, late] = (await bulkUsers(2)) as [string, string];
    expect((await register(t.deps, first, eventId, {}, "zh")).registration.status).toBe("APPROVED");

    let joining: ReturnType<typeof register> | undefined;
    await t.db.transaction(async (t2) => {
      const tx = t2 as unknown as Db;
      const event = (await lockEvent(tx, eventId))!;
      const [reg] = await tx.select().from(registrations).where(and(eq(registrations.eventId, eventId), eq(registrations.userId, first)));
      await leaveSeat(tx, event, reg!, "CANCELLED");
      // Still uncommitted: the late registrant reads a full event and must wait for this commit.
      joining = register(t.deps, late, eventId, {}, "zh");
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await joining!).registration.status).toBe("APPROVED");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approved: 1, waitlisted: 0, cancelled: 1 });
  });
});
