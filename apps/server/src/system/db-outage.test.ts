// Issue 6, item 6: "A database that goes away yields 503 from /healthz and clean errors from the API,
// not a crash. Service resumes when it comes back." The real server (main.ts) talks to PostgreSQL
// through a TCP relay; cutting the relay refuses new connections and kills the open ones, as a
// failover or a partition would.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventInput } from "../modules/event-console/console-test-kit.ts";
import { type RunningProcess, startProcess } from "./server-process.ts";
import { adminUrl, freshPostgres, productionEnv, SERVER_ENTRY } from "./system-kit.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

const UNAVAILABLE = {
  zh: "服务暂时不可用，请稍后重试",
  en: "The service is temporarily unavailable, please try again later",
};

let store: Awaited<ReturnType<typeof freshPostgres>>;
let proxy: TcpProxy;
let server: RunningProcess;
let cookie = "";

interface Answer {
  status: number;
  headers: Headers;
  json: any;
}

async function call(method: string, path: string, opts: { body?: unknown; locale?: "zh" | "en" } = {}): Promise<Answer> {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      origin: server.url,
      "accept-language": opts.locale ?? "zh",
      ...(cookie ? { cookie } : {}),
      ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json };
}

const createEvent = (title: string) => call("POST", "/api/events", { body: eventInput({ title }) });

function expectUnavailable(res: Answer, locale: "zh" | "en") {
  expect(res.status, JSON.stringify(res.json)).toBe(503);
  expect(res.json).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE[locale], error: UNAVAILABLE[locale] });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res.json.retryAfter).toBe(Number(res.headers.get("retry-after")));
}

const alive = () => server.child.exitCode === null && server.child.signalCode === null;

beforeAll(async () => {
  store = await freshPostgres("outage");
  const target = new URL(adminUrl());
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(store.url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  server = await startProcess({
    entry: SERVER_ENTRY,
    env: productionEnv(randomBytes(24).toString("hex"), { DATABASE_URL: viaProxy.toString() }),
    readyPath: "/healthz",
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await store?.drop();
});

describe("PostgreSQL goes away and comes back", () => {
  it("answers 503 while it is away, never 500, stays up, and serves again when it is back", async () => {
    // Up: a read, a sign-up and a signed-in write all work.
    expect((await call("GET", "/healthz")).status).toBe(200);
    expect((await call("GET", "/api/events")).status).toBe(200);
    const email = `outage-${randomBytes(4).toString("hex")}@example.com`;
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "断线测试", email, password: "correct-horse-battery-9" }),
    });
    expect(signUp.status).toBe(200);
    // A sign-up signs nobody in (it answers a taken address alike, ADR 0031): the session comes from signing in.
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "correct-horse-battery-9" }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    expect((await createEvent("断线之前")).status).toBe(201);

    // Cut while writes (each one transaction) are in flight: they finish or fail cleanly.
    const burst = Array.from({ length: 8 }, (_, i) => createEvent(`断线瞬间 ${i}`));
    await proxy.cut();
    for (const res of await Promise.all(burst)) expect([201, 503], JSON.stringify(res.json)).toContain(res.status);

    const health = await call("GET", "/healthz");
    expect(health.status).toBe(503);
    expect(health.json).toMatchObject({ status: "error", database: "down" });
    expectUnavailable(await call("GET", "/api/events", { locale: "zh" }), "zh");
    expectUnavailable(await call("GET", "/api/events", { locale: "en" }), "en");
    expectUnavailable(await call("GET", "/api/profile", { locale: "en" }), "en");
    expectUnavailable(await createEvent("断线期间"), "zh");
    expectUnavailable(await call("POST", "/api/profile/update", { body: { city: "杭州" }, locale: "en" }), "en");
    // better-auth's own routes too: a sign-in that cannot reach the database is not a wrong password,
    // and a code that cannot be queued is not a bad number.
    expectUnavailable(await call("POST", "/api/auth/sign-in/email", { body: { email, password: "correct-horse-battery-9" } }), "zh");
    expectUnavailable(await call("POST", "/api/auth/phone-number/send-otp", { body: { phoneNumber: "+8613800138000" }, locale: "en" }), "en");
    // Long enough for the background message worker to have polled against the missing database.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await call("GET", "/healthz")).status).toBe(503);
    expect(alive()).toBe(true);

    await proxy.restore();
    const deadline = Date.now() + 10_000;
    let back = await call("GET", "/healthz");
    while (back.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await call("GET", "/healthz");
    }
    expect(back.status).toBe(200);
    expect((await call("GET", "/api/events")).status).toBe(200);
    const after = await createEvent("断线之后");
    expect(after.status).toBe(201);
    expect(alive()).toBe(true);

    // The message worker, which met the outage while polling, sends again: a sign-in code goes out.
    expect((await call("POST", "/api/auth/phone-number/send-otp", { body: { phoneNumber: "+8613800138000" } })).status).toBe(200);

    // Read straight from PostgreSQL, not via the proxy: the write made after the outage is stored, and
    // the code was delivered.
    const direct = new pg.Client({ connectionString: store.url });
    await direct.connect();
    try {
      const { rows } = await direct.query("select title from events where id = $1", [after.json.data.event.id]);
      expect(rows).toEqual([{ title: "断线之后" }]);
      const sent = async () => (await direct.query("select status from message_jobs where channel = 'sms'")).rows.map((r) => r.status);
      const until = Date.now() + 10_000;
      while ((await sent()).join() !== "sent" && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await sent()).toEqual(["sent"]);
    } finally {
      await direct.end();
    }
  });

  it("survives the administrator terminating its connections (57P01), as a failover does", async () => {
    const admin = new pg.Client({ connectionString: store.url });
    await admin.connect();
    try {
      const burst = Array.from({ length: 8 }, (_, i) => createEvent(`终止连接 ${i}`));
      const { rows } = await admin.query(
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      expect(rows[0].n).toBeGreaterThan(0);
      for (const res of await Promise.all(burst)) expect([201, 503], JSON.stringify(res.json)).toContain(res.status);
    } finally {
      await admin.end();
    }
    // The pool drops the dead connections and opens new ones: the very next requests are served.
    expect((await call("GET", "/healthz")).status).toBe(200);
    expect((await createEvent("终止之后")).status).toBe(201);
    expect(alive()).toBe(true);
  });
});
