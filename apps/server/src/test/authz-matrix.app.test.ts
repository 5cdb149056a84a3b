import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, type CallerName, type Cast, makeCast, makeWorld, PASSWORD, settledMailMark } from "./api-world.ts";
import { type Ctx, type Entry, MATRIX, type Res } from "./authz-matrix-entries.ts";
import { type DbWatch, watchDatabase } from "./db-watch.ts";
import { loadOperations, MUTATING_METHODS } from "./openapi-operations.ts";
import { createTestApp, type TestApp, type TestClient } from "./test-app.ts";

// Issue 6 item 3, design rule 3: every mutating route of /api/openapi.json, called by four callers —
// anonymous, an unrelated signed-in user, an admin of another event, and the owner — each on a fresh
// fixture world. Refusals must be 401/403/404 and change nothing in the database; the owner's call must
// succeed (so the refusals are real refusals, not a broken request). A mutating route in the document
// without an entry here fails the suite by name.
//
// The console's own matrix (modules/event-console/authz-matrix.test.ts) goes further for its routes: it
// also tries an admin of the same event lacking the one flag each route needs, and the console's reads.

let t: TestApp;
let cast: Cast;
let watch: DbWatch;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "commons-authz-"));
  t = await createTestApp({ RATE_LIMIT: "off", DATA_DIR: dataDir });
  cast = await makeCast(t);
  watch = await watchDatabase(t.db);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A browser for the caller: a fresh one for anonymous; a new session of the same account when asked. */
async function browserOf(who: CallerName, fresh: boolean): Promise<TestClient> {
  if (who === "anonymous") return t.client();
  if (!fresh) return cast.callers[who];
  const c = t.client();
  const res = await c.post("/api/auth/sign-in/email", { email: cast[who].email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return c;
}

/** Runs a call that must be refused, and proves the refusal changed nothing at all. */
async function expectRefused(label: string, call: () => Promise<Res>, statuses: number[]) {
  // Messages queued by earlier calls are sent first: sending them updates their queue rows.
  const mails = await settledMailMark(t);
  const mark = await watch.mark();
  const before = await watch.fingerprint();
  const res = await call();
  expect(statuses, `${label} answered ${res.status}: ${res.text.slice(0, 300)}`).toContain(res.status);
  expect(res.json, `${label}: the error envelope`).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String), error: expect.any(String) });
  expect(await watch.changedSince(mark), `${label} changed rows`).toEqual([]);
  expect(await watch.fingerprint(), `${label} changed the database`).toEqual(before);
  expect(await settledMailMark(t), `${label} sent mail or SMS`).toBe(mails);
}

function expectAllowed(label: string, res: Res, statuses?: number[]) {
  if (statuses) expect(statuses, `${label} answered ${res.status}: ${res.text.slice(0, 300)}`).toContain(res.status);
  else expect(res.status >= 200 && res.status < 300, `${label} answered ${res.status}: ${res.text.slice(0, 300)}`).toBe(true);
}

describe("authorisation matrix over every mutating route of /api/openapi.json", () => {
  it("has an entry for every mutating operation the document lists, and none for operations it does not", async () => {
    const { operations } = await loadOperations(t.client());
    const mutating = operations.filter((o) => MUTATING_METHODS.has(o.method)).map((o) => o.key);
    const missing = mutating.filter((k) => !(k in MATRIX));
    const stale = Object.keys(MATRIX).filter((k) => !mutating.includes(k));
    expect(missing.map((k) => `add a matrix entry for ${k} (apps/server/src/test/authz-matrix.app.test.ts)`)).toEqual([]);
    expect(stale.map((k) => `the matrix entry ${k} names no operation of /api/openapi.json`)).toEqual([]);
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (entry.access !== "owner") expect(entry.why, `${key}: say why a ${entry.access} route is open`).toBeTruthy();
    }
    expect(mutating.length).toBe(Object.keys(MATRIX).length);
    const by = (a: Entry["access"]) => Object.values(MATRIX).filter((e) => e.access === a).length;
    console.info(`authz matrix: ${mutating.length} mutating operations (${by("owner")} owner, ${by("self")} self, ${by("public")} public)`);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it(`${key} (${entry.access})`, async () => {
      const w = await makeWorld(t, cast);
      await entry.prepare?.(w);
      const ctx = async (who: CallerName): Promise<Ctx> => ({ t, cast, w, who, c: await browserOf(who, entry.freshSession ?? false) });

      // Aimed at the owner's draft, a non-owner finds nothing and changes nothing.
      if (entry.onDraft) {
        for (const who of CALLERS.filter((c) => c !== "owner")) {
          const x = await ctx(who);
          const status = who === "anonymous" && entry.access === "self" ? 401 : 404;
          await expectRefused(`${key} on the draft as ${who}`, () => entry.onDraft!(x), [status]);
        }
      }

      for (const who of CALLERS) {
        const x = await ctx(who);
        const label = `${key} as ${who}`;
        const exact = entry.expect?.[who];
        const refusedHere = entry.access === "owner" ? who !== "owner" : entry.access === "self" && who === "anonymous" && !exact;
        if (refusedHere) {
          const statuses = exact ?? (who === "anonymous" ? [401] : (entry.refused ?? [403, 404]));
          await expectRefused(label, () => entry.call(x), statuses);
        } else if (exact && entry.access === "self" && who === "anonymous") {
          // A documented anonymous outcome of a self route: it must still change nothing.
          const mark = await watch.mark();
          expectAllowed(label, await entry.call(x), exact);
          expect(await watch.changedSince(mark), `${label} changed rows`).toEqual([]);
        } else {
          expectAllowed(label, await entry.call(x), exact);
        }
      }
    });
  }
});
