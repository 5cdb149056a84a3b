import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, volunteerApplications } from "../../db/schema/index.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { decideApplication } from "./volunteer-review.service.ts";
import { applyAsVolunteer } from "./volunteers.service.ts";
import { insertRole, roleRow } from "./volunteers-test-kit.ts";

// Design rule 1 for volunteer roles. PGlite has one connection and hides races, so the full race runs on
// PostgreSQL (TEST_DATABASE_URL, as in CI) with a pool of real connections; on PGlite the same invariant is
// checked sequentially at a smaller scale (the pattern of registrations/concurrency.test.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SCALE = onPostgres ? { people: 120, seats: 7 } : { people: 15, seats: 3 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

async function bulkUsers(n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const id = crypto.randomUUID();
    return { id, name: `志愿者${i}`, email: `${id}@load.example.com` };
  });
  await t.db.insert(users).values(rows);
  return rows.map((r) => r.id);
}

async function runAll<T>(tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  if (onPostgres) return Promise.allSettled(tasks.map((task) => task()));
  const out: PromiseSettledResult<T>[] = [];
  for (const task of tasks) out.push(await task().then((value) => ({ status: "fulfilled", value }) as const, (reason) => ({ status: "rejected", reason }) as const));
  return out;
}

const reasons = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as { key?: string }).key ?? String(r.reason));

describe(`volunteer places under ${onPostgres ? "concurrent (PostgreSQL)" : "sequential (PGlite)"} load`, () => {
  it(`${SCALE.people} simultaneous applications to an auto-approved role of ${SCALE.seats}: exactly ${SCALE.seats} APPROVED, the rest refused as full`, async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertEvent(t.db, organizer.id);
    const roleId = await insertRole(t.db, eventId, { recruitCount: SCALE.seats, requireApproval: false });
    const ids = await bulkUsers(SCALE.people);
    const results = await runAll(ids.map((id) => () => applyAsVolunteer(t.db, eventId, id, { eventVolunteerRoleId: roleId, note: "我来" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(SCALE.seats);
    expect(new Set(reasons(results))).toEqual(new Set(["volunteers.roleFull"]));
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(SCALE.seats);
    const approved = await t.db.select().from(volunteerApplications).where(eq(volunteerApplications.roleId, roleId));
    expect(approved.filter((a) => a.status === "APPROVED")).toHaveLength(SCALE.seats);
  });

  it(`${SCALE.people} simultaneous approvals on a role of ${SCALE.seats}: approved never exceeds the recruit count`, async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertEvent(t.db, organizer.id);
    const roleId = await insertRole(t.db, eventId, { recruitCount: SCALE.seats, requireApproval: true });
    const ids = await bulkUsers(SCALE.people);
    const applied = await runAll(ids.map((id) => () => applyAsVolunteer(t.db, eventId, id, { eventVolunteerRoleId: roleId, note: "我来" })));
    expect(reasons(applied)).toEqual([]);
    const appIds = applied.map((r) => (r as PromiseFulfilledResult<{ id: string }>).value.id);
    const decisions = await runAll(appIds.map((id) => () => decideApplication(t.db, organizer.id, eventId, id, "APPROVED")));
    expect(decisions.filter((r) => r.status === "fulfilled")).toHaveLength(SCALE.seats);
    expect(new Set(reasons(decisions))).toEqual(new Set(["volunteers.roleFull"]));
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(SCALE.seats);
  });

  it("one person's simultaneous duplicate applications end in one application and one place", async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertEvent(t.db, organizer.id);
    const roleId = await insertRole(t.db, eventId, { recruitCount: 5, requireApproval: false });
    const [id] = await bulkUsers(1);
    const results = await runAll(Array.from({ length: 15 }, () => () => applyAsVolunteer(t.db, eventId, id!, { eventVolunteerRoleId: roleId, note: "我来" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(new Set(reasons(results))).toEqual(new Set(["volunteers.alreadyApproved"]));
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(1);
  });
});
