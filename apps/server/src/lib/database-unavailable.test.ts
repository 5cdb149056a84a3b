import { once } from "node:events";
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { buildDeps } from "../build-deps.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { loadEnv } from "../env.ts";
import { freePort } from "../system/server-process.ts";
import { createTestApp, TestClient } from "../test/test-app.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import { createLogger } from "./logger.ts";

const failureOf = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error("expected a failure");
    },
    (err: unknown) => err,
  );

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, also when Drizzle wraps it", async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    expect(isDatabaseUnavailable(await failureOf(() => client.connect()))).toBe(true);
    const database = createDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` });
    const wrapped = await failureOf(() => database.db.execute(sql`select 1`));
    expect(wrapped).toHaveProperty("cause");
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    await database.close();
  });

  it("recognises a connection the server drops", async () => {
    const server = createServer((socket) => socket.destroy());
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as { port: number };
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const err = await failureOf(() => client.connect());
    expect((err as Error).message).toMatch(/^Connection terminated/);
    expect(isDatabaseUnavailable(err)).toBe(true);
    server.close();
  });

  it("leaves bugs and refused statements alone", async () => {
    const t = await createTestApp();
    try {
      const row = { id: "dup", name: "重复", email: "dup@example.com", emailVerified: false };
      await t.db.insert(users).values(row);
      const duplicate = await failureOf(() => t.db.insert(users).values(row));
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      expect(isDatabaseUnavailable(await failureOf(() => t.db.execute(sql`select * from no_such_table`)))).toBe(false);
      expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe("the app on a database it cannot reach", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let deps: ReturnType<typeof buildDeps>;

  beforeAll(async () => {
    database = createDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    const env = loadEnv({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000", REDIS_URL: "" });
    deps = buildDeps({ ...env, REDIS_URL: undefined }, database, createLogger("silent"));
    app = createApp(deps);
  });
  afterAll(async () => {
    await deps.close();
    await database.close();
  });

  it("answers /healthz 503 and the API 503 with Retry-After, in the caller's language", async () => {
    const health = await new TestClient(app, "zh").get("/healthz");
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: "error", database: "down" });
    expect(health.headers.get("retry-after")).toBe("5");
    for (const [locale, message] of [
      ["zh", "服务暂时不可用，请稍后重试"],
      ["en", "The service is temporarily unavailable, please try again later"],
    ] as const) {
      const res = await new TestClient(app, locale).get("/api/events");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.json).toEqual({ success: false, error: message, message, code: "SERVICE_UNAVAILABLE", retryAfter: 5 });
    }
    // better-auth's routes as well: its own exception handling would have made this a bare 500.
    const signIn = await new TestClient(app, "en").post("/api/auth/sign-in/email", { email: "a@example.com", password: "correct-horse-battery-9" });
    expect(signIn.status).toBe(503);
    expect(signIn.json.code).toBe("SERVICE_UNAVAILABLE");
  });
});
