import { createHmac, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { ERROR_CODES } from "@commons/domain";
import { afterAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { COMPLETE_PROFILE, nextPhone } from "../modules/registrations/registration-test-kit.ts";
import { setUser } from "./fixtures.ts";
import { type Cast, makeCast, makeWorld, PASSWORD, settledMailMark } from "./api-world.ts";
import { hintsFor } from "./fuzz-hints.ts";
import { badRequests, type BadRequest } from "./bad-input/bad-requests.ts";
import { declaredKeys } from "./bad-input/schema-values.ts";
import { type DbWatch, watchDatabase } from "./db-watch.ts";
import { type JsonSchema, loadOperations, type Operation } from "./openapi-operations.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test-app.ts";

// Issue 6 item 4, design rule 11: every operation of /api/openapi.json (GET included) gets FUZZ_RUNS
// (default 100) generated bad requests (bad-input/), each sent as the owner of the fixture world
// (so signing in is not what refuses it) and anonymously. For every answer:
// - never a 5xx;
// - every 4xx is the envelope { success: false, error, message, code } with a known code;
// - every validation failure (422, VALIDATION_ERROR) has `details` naming fields the request had or the
//   route declares;
// - a refused request (any non-2xx) wrote no row (row triggers, db-watch.ts) and sent no mail or SMS, and
//   a route whose every answer was a refusal left each table's checksum as it was.
// Rate limits are switched off (RATE_LIMIT=off) rather than spreading cases over addresses: this suite is
// about input, and 429s would hide what the handlers do with it. The rate limits have their own tests.

// 25 cases per operation and caller, over four shards (fuzz-N.app.test.ts): the cases are random (a new seed
// each run), so coverage grows across runs, and the loop keeps its time (ADRs 0028, 0042: the fuzzer was a
// third of the server suite at 50); FUZZ_RUNS=1000 for a deep run by hand.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const KNOWN_CODES = new Set<string>(ERROR_CODES);
/** Longer than this, a text value must be refused unless its schema declares a larger maxLength. */
const UNDECLARED_MAX = 5_000;

/** Tables a refusal may write to, with the reason; everything else must stay untouched. */
const REFUSAL_MAY_WRITE: Record<string, { tables: string[]; why: string }> = {
  "POST /api/auth/phone-number/verify": {
    tables: ["verifications"],
    why: "a wrong code counts against the code's attempts (better-auth keeps the count in its verification row), which is what stops guessing",
  },
};

/**
 * The suite for one shard of the document's operations (every `shards`-th, from `shard`): the fuzz-N.app.test.ts
 * files each run one, so that the server suite's two workers share the fuzzer's time instead of one worker
 * carrying all of it (ADR 0028). The app is made at collection time, so that each operation is its own test.
 */
export async function fuzzShard(shard: number, shards: number): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "commons-fuzz-"));
  const t = await createTestApp({ RATE_LIMIT: "off", DATA_DIR: dataDir });
  const cast: Cast = await makeCast(t);
  const watch = await watchDatabase(t.db);
  const { operations, resolve } = await loadOperations(t.client());
  const mine = operations.filter((_, i) => i % shards === shard - 1);
  const ctx: Ctx = {
    t,
    cast,
    watch,
    resolve,
    extraDetailFields: extraDetailFields(operations, resolve),
    totals: { cases: 0, requests: 0, accepted: 0, ms: 0 },
    byRoute: [],
    undetailed: new Map(),
  };

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  defineSuite(ctx, mine, operations.length, `${shard}/${shards}`);
}

type Resolve = Awaited<ReturnType<typeof loadOperations>>["resolve"];

/** What one shard's cases share. */
interface Ctx {
  t: TestApp;
  cast: Cast;
  watch: DbWatch;
  resolve: Resolve;
  /** Fields a 422 may name beyond the request's own, with the reason. */
  extraDetailFields: Record<string, { fields: string[]; why: string }>;
  totals: { cases: number; requests: number; accepted: number; ms: number };
  byRoute: string[];
  /** Refusals without `details`, by route (FUZZ_VERBOSE): which 400s name no field. */
  undetailed: Map<string, Set<string>>;
}

function extraDetailFields(operations: Operation[], resolve: Resolve): Ctx["extraDetailFields"] {
  const update = operations.find((o) => o.key === "POST /api/profile/update");
  const profileKeys = declaredKeys(update?.body?.content["application/json"]?.schema, resolve);
  return {
    "POST /api/events/{id}/register": {
      fields: profileKeys,
      why: "an incomplete profile: details name the profile fields still to fill (registration's profile requirements)",
    },
    "PUT /api/uploads/put/{purpose}/{owner}/{name}": { fields: ["contentType"], why: "the Content-Type header is the field at fault, also when it is missing" },
  };
}

/**
 * A session of the owner's straight into the table, with better-auth's signed cookie: the fuzzer sends
 * its own requests (no cookie jar to overwrite), and sign-out cases each need a session to end.
 */
async function ownerSessionCookie({ t, cast }: Ctx): Promise<string> {
  const ctx = await t.deps.auth.$context;
  const token = randomBytes(24).toString("base64url");
  await t.db.insert(sessions).values({
    id: crypto.randomUUID(),
    token,
    userId: cast.owner.userId,
    expiresAt: new Date(Date.now() + ctx.sessionConfig.expiresIn * 1000),
  });
  const signature = createHmac("sha256", ctx.secret).update(token).digest("base64");
  return `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

interface Answer {
  status: number;
  text: string;
}

async function send({ t }: Ctx, op: Operation, req: BadRequest, cookie: string | null): Promise<Answer> {
  const url = `${TEST_ORIGIN}${req.path}${req.query ? `?${req.query}` : ""}`;
  const res = await t.app.request(url, {
    method: op.method,
    headers: { origin: TEST_ORIGIN, "x-forwarded-for": "203.0.113.77", ...req.headers, ...(cookie ? { cookie } : {}) },
    body: req.body as RequestInit["body"],
  });
  return { status: res.status, text: await res.text() };
}

/** What is wrong with one answer (nothing, when it is a success or a proper refusal). */
function problemsOf({ resolve, extraDetailFields }: Ctx, op: Operation, req: BadRequest, res: Answer): string[] {
  if (res.status >= 500) return [`answered ${res.status}`];
  if (res.status < 400) return [];
  let json: { success?: unknown; error?: unknown; message?: unknown; code?: unknown; details?: unknown };
  try {
    json = JSON.parse(res.text);
  } catch {
    return [`a ${res.status} that is not JSON: ${res.text.slice(0, 120)}`];
  }
  const problems: string[] = [];
  if (json.success !== false) problems.push("success is not false");
  for (const key of ["error", "message"] as const) if (typeof json[key] !== "string" || !json[key]) problems.push(`no ${key}`);
  if (typeof json.code !== "string" || !KNOWN_CODES.has(json.code)) problems.push(`unknown code ${String(json.code)}`);
  if (res.status === 422 || json.code === "VALIDATION_ERROR") {
    const details = json.details as { field?: unknown; message?: unknown }[] | undefined;
    if (!Array.isArray(details) || details.length === 0) problems.push("a validation failure without details");
    else {
      const known = new Set([
        "body",
        ...req.sentKeys,
        ...op.parameters.map((p) => p.name),
        ...Object.values(op.body?.content ?? {}).flatMap((c) => declaredKeys(c.schema, resolve)),
        ...(extraDetailFields[op.key]?.fields ?? []),
        // A header may be the field at fault (a raw upload's Content-Type is its "contentType").
        ...Object.keys(req.headers).map((h) => h.replace(/-(\w)/g, (_, ch: string) => ch.toUpperCase())),
      ]);
      for (const d of details) {
        if (typeof d.field !== "string" || !d.field || typeof d.message !== "string" || !d.message)
          problems.push(`a detail without field or message: ${JSON.stringify(d)}`);
        else if (!namesKnownField(d.field, known)) problems.push(`details name "${d.field}", which the request neither sent nor the route declares`);
        else if (/\bfield\.\w/.test(d.message)) problems.push(`a detail whose message shows an untranslated label: ${d.message}`);
      }
    }
  }
  return problems;
}

/** The largest text a schema lets through (through anyOf/oneOf), or UNDECLARED_MAX when it declares none. */
function maxTextOf(resolve: Resolve, schema: JsonSchema | undefined): number {
  const s = resolve(schema);
  if (!s) return UNDECLARED_MAX;
  const members = s.anyOf ?? s.oneOf;
  if (members?.length) return Math.max(...members.map((m) => maxTextOf(resolve, m)));
  return s.maxLength ?? UNDECLARED_MAX;
}

/** Design rule 11: over-long text is refused. Lists the declared fields of an accepted request that were over their limit. */
const codePoints = (text: string) => [...text].length;

function overlong(resolve: Resolve, op: Operation, req: BadRequest): string[] {
  const found: string[] = [];
  const walk = (value: unknown, schema: JsonSchema | undefined, path: string) => {
    const s = resolve(schema);
    if (!s) return;
    if (typeof value === "string") {
      const max = maxTextOf(resolve, s);
      // Limits count characters (code points), as zod 4 does: "😀" is one character and two UTF-16 units.
      const length = codePoints(value);
      if (length > max) found.push(`${path || "body"} (${length} characters, limit ${max === UNDECLARED_MAX ? "undeclared" : max})`);
      return;
    }
    for (const member of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(value, member, path);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, s.items, `${path}.${i}`));
    else if (value && typeof value === "object" && s.properties) {
      for (const [k, v] of Object.entries(value)) if (Object.hasOwn(s.properties, k)) walk(v, s.properties[k], path ? `${path}.${k}` : k);
    }
  };
  walk(req.json, op.body?.content["application/json"]?.schema, "");
  for (const p of op.parameters.filter((x) => x.in === "query")) {
    const v = req.queryValues[p.name];
    if (v !== undefined && codePoints(v) > maxTextOf(resolve, p.schema)) found.push(`?${p.name} (${codePoints(v)} characters)`);
  }
  return [...new Set(found)];
}

const short = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}…(${s.length} chars)` : s);
function describeRequest(op: Operation, req: BadRequest): string {
  const body =
    req.body === undefined ? "" : typeof req.body === "string" ? short(req.body) : req.body instanceof FormData ? "<form>" : `<${req.body.length} bytes>`;
  return `${op.method} ${short(req.path)}${req.query ? `?${short(req.query)}` : ""} [${req.note}] ${JSON.stringify(req.headers).slice(0, 200)} ${body}`;
}

/** One case, as the owner and then anonymously: the first problem found, or null. */
async function runCase(
  ctx: Ctx,
  op: Operation,
  req: BadRequest,
  state: { ownerCookie: string; mark: number; anyAccepted: boolean; statuses: Map<number, number> },
) {
  const { t, cast, watch, totals, undetailed } = ctx;
  totals.cases++;
  for (const who of ["owner", "anonymous"] as const) {
    // Sending what earlier requests queued updates the queue's rows (better-auth queues a code after it
    // has answered), so the mark is taken after that sending, right before this request.
    const mails = await settledMailMark(t);
    state.mark = await watch.mark();
    const res = await send(ctx, op, req, who === "owner" ? state.ownerCookie : null);
    totals.requests++;
    state.statuses.set(res.status, (state.statuses.get(res.status) ?? 0) + 1);
    const problems = problemsOf(ctx, op, req, res);
    if (process.env.FUZZ_VERBOSE && res.status >= 400 && !res.text.includes('"details"')) {
      const seen = undetailed.get(op.key) ?? new Set<string>();
      seen.add(`${res.status} ${res.text.slice(0, 140)}`);
      undetailed.set(op.key, seen);
    }
    if (res.status >= 200 && res.status < 300) {
      totals.accepted++;
      state.anyAccepted = true;
      const tooLong = overlong(ctx.resolve, op, req);
      if (tooLong.length) problems.push(`accepted over-long text in ${tooLong.join(", ")}`);
      // Sign-out ends the owner's session: the next case gets a new one.
      if (who === "owner" && op.key === "POST /api/auth/sign-out") state.ownerCookie = await ownerSessionCookie(ctx);
      // Signing out the other devices ends the session the worlds are built with: the owner signs in again.
      if (who === "owner" && op.key === "DELETE /api/user/sessions")
        await cast.owner.client.post("/api/auth/sign-in/email", { email: cast.owner.email, password: PASSWORD });
      // What it queued is sent now, before the mark: sending updates the queue's rows.
      await settledMailMark(t);
      state.mark = await watch.mark();
    } else {
      const allowed = REFUSAL_MAY_WRITE[op.key]?.tables ?? [];
      const written = await watch.changedSince(state.mark);
      const changed = written.filter((c) => !allowed.includes(c.split(":")[0]!));
      if (changed.length) problems.push(`refused with ${res.status} but wrote ${[...new Set(changed)].join(", ")}`);
      if ((await settledMailMark(t)) !== mails) problems.push(`refused with ${res.status} but sent mail or SMS`);
      // The usual refusal wrote nothing, and the mark still stands.
      if (written.length) state.mark = await watch.mark();
    }
    if (problems.length) return `${who}: ${problems.join("; ")}\n  request: ${describeRequest(op, req)}\n  answer: ${res.status} ${short(res.text)}`;
  }
  return null;
}

function defineSuite(ctx: Ctx, operations: Operation[], documented: number, label: string) {
  const { t, cast, watch, resolve, totals, byRoute, undetailed } = ctx;
  describe(`bad input on the operations of /api/openapi.json, shard ${label} (${RUNS} cases each, as owner and anonymous)`, () => {
    it("has operations to cover", () => {
      expect(documented).toBeGreaterThan(0);
      expect(operations.length).toBeGreaterThan(0);
    });

    for (const op of operations) {
      it(op.key, { timeout: 600_000 }, async () => {
        const started = performance.now();
        // The profile update route changes the owner's profile at random: registration needs it complete.
        await setUser(t.db, cast.owner.userId, { ...COMPLETE_PROFILE, phoneNumber: nextPhone() });
        const w = await makeWorld(t, cast);
        const hints = await hintsFor(ctx, op, w);
        const state = { ownerCookie: await ownerSessionCookie(ctx), mark: 0, anyAccepted: false, statuses: new Map<number, number>() };
        await settledMailMark(t);
        const before = await watch.fingerprint();
        state.mark = await watch.mark();

        let failure: string | null = null;
        const details = await fc.check(
          fc.asyncProperty(badRequests(op, resolve, hints), async (req) => {
            const problem = await runCase(ctx, op, req, state);
            if (problem) failure ??= problem;
            return problem === null;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        const ms = performance.now() - started;
        totals.ms += ms;
        byRoute.push(
          `${op.key}: ${[...state.statuses]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(" ")} (${Math.round(ms)} ms)`,
        );
        // fast-check's own report repeats 100 kB strings; the first problem and the seed say enough.
        if (details.failed) throw new Error(`${failure ?? details.errorInstance}\n  (replay: FUZZ_SEED=${details.seed})`);
        expect(details.numRuns).toBe(RUNS);
        // Belt and braces over the triggers: a route that accepted nothing left every table as it was.
        if (!state.anyAccepted && !REFUSAL_MAY_WRITE[op.key]) expect(await watch.fingerprint()).toEqual(before);
      });
    }

    it("reports the totals", () => {
      // Visible in the test output, for the issue note.
      console.info(
        `fuzz ${label}: ${operations.length} operations, ${totals.cases} cases, ${totals.requests} requests, ${totals.accepted} accepted, ${Math.round(totals.ms / 1000)} s`,
      );
      if (process.env.FUZZ_VERBOSE) {
        console.info(byRoute.join("\n"));
        for (const [key, seen] of undetailed) console.info(`${key}\n  ${[...seen].join("\n  ")}`);
      }
    });
  });
}

/**
 * Whether a detail's dotted path starts at a field the request sent or the route declares. A sent key
 * may itself hold a dot (the fuzzer sends "(C&.aA!"), so its whole name counts as a first segment too.
 */
function namesKnownField(field: string, known: ReadonlySet<string>): boolean {
  if (known.has(field.split(".")[0]!)) return true;
  for (const key of known) if (field === key || field.startsWith(`${key}.`)) return true;
  return false;
}
