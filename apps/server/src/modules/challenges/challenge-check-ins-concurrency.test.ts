import { challengeCheckInInputSchema, challengeSetupInputSchema } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeCheckIns, challengeParticipants } from "../../db/schema/index.ts";
import { insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { checkIn, deleteCheckIn } from "./challenge-check-ins.service.ts";
import { CONTENT, insertChallenge, joinAndSetUp, PLAN } from "./challenge-check-ins-test-kit.ts";
import { saveSetup } from "./challenge-setup.service.ts";

// docs/product/challenges.md#check-ins: one check-in per person per day, and a count that is the number of
// rows, whatever the interleaving. PGlite has one connection and hides races, so the race runs on PostgreSQL
// (TEST_DATABASE_URL, as in CI) with a pool of real connections; on PGlite the same invariants hold in sequence.

let t: TestApp;
let organizerId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  organizerId = (await insertUser(t.db)).id;
});
afterAll(() => t.close());

const rowsOf = (userId: string) => t.db.select().from(challengeCheckIns).where(eq(challengeCheckIns.userId, userId));
const countOf = async (userId: string) => (await t.db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, userId)))[0]!;

describe("concurrent check-ins", () => {
  it("20 at once on one day make exactly one row and a count of 1; exactly one was new, the rest edits", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    await joinAndSetUp(t.db, id, me);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => checkIn(t.deps, me.userId, id, challengeCheckInInputSchema.parse({ content: `${CONTENT} #${i}` }))),
    );
    const done = results.map((r) => (r.status === "fulfilled" ? r.value : Promise.reject(r.reason)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const edited = (await Promise.all(done)).map((r) => r.edited);
    expect(edited.filter((e) => !e)).toHaveLength(1);
    expect(await rowsOf(me.userId)).toHaveLength(1);
    expect(await countOf(me.userId)).toMatchObject({ checkInCount: 1 });
  });

  it("concurrent deletes and check-ins on different days leave the count equal to the rows", async () => {
    const start = new Date("2026-03-01T10:00:00+08:00");
    const id = await insertChallenge(t.db, organizerId, { startTime: start, config: { requiredCheckIns: 3 } });
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "APPROVED");
    await saveSetup(t.db, me.userId, id, challengeSetupInputSchema.parse({ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN }), start);
    const input = challengeCheckInInputSchema.parse({ content: CONTENT });
    const at = (day: number) => new Date(start.getTime() + (day - 1) * 86_400_000);
    const first = await Promise.all([1, 2, 3].map((day) => checkIn(t.deps, me.userId, id, input, at(day))));
    await Promise.allSettled([
      deleteCheckIn(t.deps, me.userId, first[0]!.checkIn.id, at(5)),
      deleteCheckIn(t.deps, me.userId, first[1]!.checkIn.id, at(5)),
      checkIn(t.deps, me.userId, id, input, at(4)),
      checkIn(t.deps, me.userId, id, input, at(5)),
    ]);
    const rows = await rowsOf(me.userId);
    expect(rows.map((r) => r.day).sort()).toEqual([3, 4, 5]);
    expect(await countOf(me.userId)).toMatchObject({ checkInCount: 3, isCompleted: true });
  });
});
