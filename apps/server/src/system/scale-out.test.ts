// Issue 6, item 7: two server processes on one PostgreSQL and one Redis, behind a round-robin proxy,
// behave as one server: sessions made on one work on the other, rate limits are one budget, the
// flash-sale invariant holds across both, and a freed seat is handed on exactly once.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/client.ts";
import { API_RATE_LIMITS } from "../lib/rate-limit-policy.ts";
import { execOf, populateFlashSale, saleFigures, send, type Answer, type Exec, type FlashSale } from "./flash-sale-kit.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";
import { startProcess, type RunningProcess } from "./server-process.ts";
import { freshPostgres, productionEnv, SERVER_ENTRY } from "./system-kit.ts";

const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const SECRET = `system-secret-${randomBytes(16).toString("hex")}`;
const run = randomBytes(4).toString("hex");
// Every caller comes from its own documentation-prefix address (RFC 3849) that carries the run, so this
// run's Redis counters never meet another run's and can be deleted by pattern afterwards.
const ipPrefix = `2001:db8:${run.slice(0, 4)}:${run.slice(4)}:`;
const address = (n: number) => `${ipPrefix}:${n.toString(16)}`;

const SALE = { people: 160, capacity: 40, connections: 32, doubleClickers: 20, cancellers: 8 };
const saleEventId = `scale-${run}`;
const likedEventId = `scale-liked-${run}`;
/** The last person populated is kept out of the sale: the rate-limit test spends their budget. */
const limitedPerson = SALE.people;

let store: Awaited<ReturnType<typeof freshPostgres>>;
let database: Database;
let exec: Exec;
let proxy: RoundRobinProxy;
let a: RunningProcess;
let b: RunningProcess;
let redis: Redis;
let sale: FlashSale;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

beforeAll(async () => {
  store = await freshPostgres("scale");
  // Servers must know the public URL (the proxy's) before they start: better-auth checks Origin against it.
  proxy = await startRoundRobinProxy();
  const env = productionEnv(SECRET, {
    DATABASE_URL: store.url,
    DATABASE_POOL_SIZE: "10",
    REDIS_URL,
    RATE_LIMIT: "on",
    TRUSTED_PROXY: "true",
    PUBLIC_URL: proxy.url,
  });
  // Both start at once on the empty database, as replicas do on a first deploy: both migrate it.
  const start = () => startProcess({ entry: SERVER_ENTRY, env, readyPath: "/healthz", timeoutMs: 90_000 });
  const started = await Promise.allSettled([start(), start()]);
  const up = started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  if (up.length < 2) {
    await Promise.all(up.map((s) => s.stop()));
    throw (started.find((r) => r.status === "rejected") as PromiseRejectedResult).reason;
  }
  [a, b] = up as [RunningProcess, RunningProcess];
  proxy.targets.push(a.url, b.url);
  database = createDatabase({ url: store.url, poolSize: 2 });
  exec = execOf(database);
  sale = await populateFlashSale(exec, {
    run,
    secret: SECRET,
    people: SALE.people + 1,
    events: [
      { id: saleEventId, capacity: SALE.capacity },
      { id: likedEventId, capacity: 10 },
    ],
  });
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
});

afterAll(async () => {
  agent.destroy();
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  if (redis) {
    // Only this run's counters: its addresses, its people and its accounts all carry the run id.
    for (const pattern of [`rl:*${ipPrefix}*`, `rl:*${run}*`]) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0");
    }
    await redis.quit();
  }
  await database?.close();
  await store?.drop();
});

/** A JSON request to one server (or the proxy), as a browser on `ip` at the public origin sends it. */
async function call(base: string, method: string, path: string, opts: { ip: number; cookie?: string; body?: unknown }) {
  const res = await fetch(base + path, {
    method,
    headers: {
      origin: proxy.url,
      "x-forwarded-for": address(opts.ip),
      "accept-language": "en",
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

type Reg = { id: string; status: string };
const registrationOf = (answer: Answer) => (JSON.parse(answer.body) as { data: { registration: Reg } }).data.registration;

function registerAt(base: string, person: number): Promise<Answer> {
  return send(agent, new URL(`${base}/api/events/${saleEventId}/register`), {
    cookie: sale.cookies[person],
    headers: { "x-forwarded-for": address(1000 + person) },
    keepBody: true,
  });
}

function cancelAt(base: string, person: number): Promise<Answer> {
  return send(agent, new URL(`${base}/api/events/${saleEventId}/register`), {
    method: "DELETE",
    cookie: sale.cookies[person],
    headers: { "x-forwarded-for": address(1000 + person), origin: proxy.url },
    keepBody: true,
  });
}

/** Runs `tasks`, `connections` at a time. */
async function pooled<T>(tasks: (() => Promise<T>)[], connections: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

describe("two server processes behind a round-robin proxy", () => {
  it("both started at once on an empty database, and each answers", async () => {
    const health = await Promise.all([a, b].map((s) => fetch(`${s.url}/healthz`)));
    expect(health.map((r) => r.status)).toEqual([200, 200]);
  });

  it("a session signed in on process A works on process B, and signing out on B ends it on A", async () => {
    const email = `scale-${run}@example.com`;
    const password = "plum-orbit-lantern-42";
    const signUp = await call(a.url, "POST", "/api/auth/sign-up/email", { ip: 1, body: { name: "Scale Out", email, password } });
    expect(signUp.status).toBe(200);
    const signIn = await call(a.url, "POST", "/api/auth/sign-in/email", { ip: 1, body: { email, password } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((l) => l.includes("session_token"))!.split(";")[0]!;

    const onB = await call(b.url, "GET", "/api/auth/get-session", { ip: 1, cookie });
    expect(onB.json?.user?.email).toBe(email);
    const profileOnB = await call(b.url, "GET", "/api/profile", { ip: 1, cookie });
    expect(profileOnB.status).toBe(200);
    expect(profileOnB.json.data.user.email).toBe(email);

    expect((await call(b.url, "POST", "/api/auth/sign-out", { ip: 1, cookie, body: {} })).status).toBe(200);
    expect((await call(a.url, "GET", "/api/auth/get-session", { ip: 1, cookie })).json).toBeNull();
    expect((await call(a.url, "GET", "/api/profile", { ip: 1, cookie })).status).toBe(401);
  });

  it(`counts one person's likes on both processes against one budget of ${API_RATE_LIMITS.engagementPerCaller.limit} a minute`, async () => {
    const { limit } = API_RATE_LIMITS.engagementPerCaller;
    const cookie = sale.cookies[limitedPerson];
    // Alternate processes and like/unlike: each process alone sees half the budget.
    for (let i = 0; i < limit; i++) {
      const liking = i % 2 === 0;
      const res = await call(liking ? a.url : b.url, liking ? "POST" : "DELETE", `/api/events/${likedEventId}/like`, { ip: 2, cookie });
      expect(res.status).toBe(liking ? 201 : 200);
    }
    for (const server of [a, b]) {
      const limited = await call(server.url, "POST", `/api/events/${likedEventId}/like`, { ip: 2, cookie });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS" });
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(API_RATE_LIMITS.engagementPerCaller.windowSeconds);
      expect(limited.json.retryAfter).toBe(retryAfter);
    }
  });

  it(`${SALE.people} people register through the proxy for ${SALE.capacity} seats: exactly ${SALE.capacity} APPROVED, the rest WAITLISTED, one row each`, async () => {
    const hitsBefore = [...proxy.hits];
    // The first few double-click: the same POST reaches both processes at the same moment.
    const tasks = Array.from({ length: SALE.people }, (_, person) => async () =>
      person < SALE.doubleClickers ? Promise.all([registerAt(a.url, person), registerAt(b.url, person)]) : [await registerAt(proxy.url, person)],
    );
    const answers = await pooled(tasks, SALE.connections);

    const refused = answers.flat().filter((r) => r.status !== 200 && r.status !== 201);
    expect(refused.map((r) => `${r.status} ${r.body.slice(0, 200)}`)).toEqual([]);
    const twins = answers.filter((pair) => pair.length === 2).map((pair) => pair.map(registrationOf));
    expect(twins.filter(([x, y]) => x!.id !== y!.id)).toEqual([]);
    const statuses = answers.map((pair) => registrationOf(pair[0]!).status);
    expect(statuses.filter((s) => s === "APPROVED")).toHaveLength(SALE.capacity);
    expect(statuses.filter((s) => s === "WAITLISTED")).toHaveLength(SALE.people - SALE.capacity);

    expect(await saleFigures(exec, saleEventId)).toEqual({
      byStatus: { APPROVED: SALE.capacity, WAITLISTED: SALE.people - SALE.capacity },
      duplicates: 0,
      seatsTaken: SALE.capacity,
      approvedCount: SALE.capacity,
      ticketCodes: SALE.capacity,
    });
    const viaProxy = proxy.hits.map((n, i) => n - (hitsBefore[i] ?? 0));
    // Round robin: each process took half of what went through the proxy.
    expect(Math.abs(viaProxy[0]! - viaProxy[1]!)).toBeLessThanOrEqual(1);
    const doubles = answers.filter((pair) => pair.length === 2).flat();
    console.log(
      `[scale-out] flash sale: ${SALE.people} people (${SALE.doubleClickers} posting to both processes at once: ` +
        `${doubles.filter((r) => r.status === 201).length} created, ${doubles.filter((r) => r.status === 200).length} answered with the same row), ` +
        `proxy sent ${viaProxy.join(" / ")} to A / B → ${SALE.capacity} APPROVED, ${SALE.people - SALE.capacity} WAITLISTED, counters ${SALE.capacity}/${SALE.capacity}`,
    );
  });

  it(`${SALE.cancellers} approved people cancel on both processes at once: exactly ${SALE.cancellers} promotions, the earliest waitlisted, each notified once`, async () => {
    const rows = async () =>
      (await exec(`select user_id, status::text as status from registrations where event_id = $1 order by registered_at, id`, [saleEventId])).rows.map((r) => ({
        userId: String(r.user_id),
        status: String(r.status),
      }));
    const before = await rows();
    const personOf = (userId: string) => sale.userIds.indexOf(userId);
    const cancellers = before.filter((r) => r.status === "APPROVED").slice(0, SALE.cancellers).map((r) => personOf(r.userId));
    const nextInLine = before.filter((r) => r.status === "WAITLISTED").slice(0, SALE.cancellers).map((r) => r.userId);

    const answers = await Promise.all(cancellers.map((person) => Promise.all([cancelAt(a.url, person), cancelAt(b.url, person)])));
    expect(answers.flat().map((r) => r.status)).toEqual(answers.flat().map(() => 200));
    expect(new Set(answers.flat().map((r) => registrationOf(r).status))).toEqual(new Set(["CANCELLED"]));

    const after = await rows();
    const promoted = after.filter((r) => r.status === "APPROVED" && before.find((x) => x.userId === r.userId)!.status === "WAITLISTED").map((r) => r.userId);
    expect(promoted.sort()).toEqual([...nextInLine].sort());
    expect(await saleFigures(exec, saleEventId)).toEqual({
      byStatus: { APPROVED: SALE.capacity, WAITLISTED: SALE.people - SALE.capacity - SALE.cancellers, CANCELLED: SALE.cancellers },
      duplicates: 0,
      seatsTaken: SALE.capacity,
      approvedCount: SALE.capacity,
      ticketCodes: SALE.capacity,
    });
    const notices = (
      await exec(`select user_id, count(*)::int as n from notifications where type = 'registrationPromoted' and link = $1 group by user_id`, [`/events/${saleEventId}`])
    ).rows.map((r) => [String(r.user_id), Number(r.n)]);
    expect(Object.fromEntries(notices)).toEqual(Object.fromEntries(nextInLine.map((id) => [id, 1])));
    console.log(
      `[scale-out] ${SALE.cancellers} cancellations sent to A and B at once (${answers.flat().length} DELETEs) → ${promoted.length} promoted, ` +
        `${notices.length} people notified once each, counters ${SALE.capacity}/${SALE.capacity}`,
    );
  });
});
