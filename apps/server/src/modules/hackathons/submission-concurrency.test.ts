import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { approve, body, insertHackathon, insertProject, membersOf, submissionsOf } from "./submission-test-kit.ts";
import { submitProject } from "./submissions-write.service.ts";
import { submissionCreateSchema } from "@commons/domain";

// docs/product/hackathons.md#teams: one team per person per hackathon, whatever the interleaving. PGlite has
// one connection and hides races, so the race runs on PostgreSQL (TEST_DATABASE_URL, as in CI) with a pool of
// real connections; on PGlite the same invariant is checked sequentially (as volunteer-concurrency.test.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SUBMITTERS = onPostgres ? 20 : 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

async function bulkUsers(n: number, prefix: string): Promise<{ id: string; name: string }[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const id = crypto.randomUUID();
    return { id, name: `${prefix}${i}`, email: `${id}@load.example.com` };
  });
  await t.db.insert(users).values(rows);
  return rows;
}

async function runAll<T>(tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  if (onPostgres) return Promise.allSettled(tasks.map((task) => task()));
  const out: PromiseSettledResult<T>[] = [];
  for (const task of tasks) out.push(await task().then((value) => ({ status: "fulfilled", value }) as const, (reason) => ({ status: "rejected", reason }) as const));
  return out;
}

const reasons = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as { key?: string }).key ?? String(r.reason));

const input = (projectId: string, team: string[]) => submissionCreateSchema.parse(body(projectId, team));

describe(`team seats under ${onPostgres ? "concurrent (PostgreSQL)" : "sequential (PGlite)"} load`, () => {
  it(`${SUBMITTERS} simultaneous submissions naming the same teammate: exactly one team has them, the rest are refused by name and leave nothing`, async () => {
    const host = await insertUser(t.db);
    const eventId = await insertHackathon(t.db, host.id);
    const [teammate] = await bulkUsers(1, "抢手队友");
    const submitters = await bulkUsers(SUBMITTERS, "队长");
    await approve(t.db, eventId, teammate!.id, ...submitters.map((s) => s.id));
    const projects = await Promise.all(submitters.map((s) => insertProject(t.db, s.id)));
    const results = await runAll(submitters.map((s, i) => () => submitProject(t.db, eventId, s.id, input(projects[i]!, [teammate!.id]))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(new Set(reasons(results))).toEqual(new Set(["hackathons.team.alreadyOnTeam"]));
    const refusal = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!.reason as { params: Record<string, string> };
    expect(refusal.params.name).toBe("抢手队友0");
    expect(await submissionsOf(t.db, eventId)).toHaveLength(1);
    const seats = await membersOf(t.db, eventId);
    expect(seats.filter((m) => m.userId === teammate!.id)).toHaveLength(1);
    expect(seats).toHaveLength(2);
  });

  it("one person's simultaneous identical submissions end in one submission, every request answered with it", async () => {
    const host = await insertUser(t.db);
    const eventId = await insertHackathon(t.db, host.id);
    const [me, mate] = await bulkUsers(2, "重复提交");
    await approve(t.db, eventId, me!.id, mate!.id);
    const projectId = await insertProject(t.db, me!.id);
    const results = await runAll(Array.from({ length: 15 }, () => () => submitProject(t.db, eventId, me!.id, input(projectId, [mate!.id]))));
    expect(reasons(results)).toEqual([]);
    const values = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof submitProject>>>).value);
    expect(values.filter((v) => v.created)).toHaveLength(1);
    expect(new Set(values.map((v) => v.submission.id)).size).toBe(1);
    expect(await submissionsOf(t.db, eventId)).toHaveLength(1);
    expect(await membersOf(t.db, eventId)).toHaveLength(2);
  });

  it("two teams naming each other's submitter at once: no deadlock, exactly one team forms", async () => {
    const host = await insertUser(t.db);
    const eventId = await insertHackathon(t.db, host.id);
    const pairs = onPostgres ? 10 : 3;
    for (let i = 0; i < pairs; i++) {
      const [a, b] = await bulkUsers(2, `互相${i}-`);
      await approve(t.db, eventId, a!.id, b!.id);
      const [pa, pb] = await Promise.all([insertProject(t.db, a!.id), insertProject(t.db, b!.id)]);
      const results = await runAll([() => submitProject(t.db, eventId, a!.id, input(pa, [b!.id])), () => submitProject(t.db, eventId, b!.id, input(pb, [a!.id]))]);
      expect(results.filter((r) => r.status === "fulfilled"), JSON.stringify(reasons(results))).toHaveLength(1);
      expect(reasons(results)[0]).toMatch(/^hackathons\.(submit|team)\.alreadyOnTeam$/);
    }
    expect(await submissionsOf(t.db, eventId)).toHaveLength(pairs);
    expect(await membersOf(t.db, eventId)).toHaveLength(pairs * 2);
  });
});
