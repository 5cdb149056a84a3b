// ADR 0047: the server's test apps hash passwords cheaply; an app built as main.ts builds it (no overrides) hashes
// with better-auth's scrypt whatever its environment says, and the cheap hash is reachable from tests only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { buildDeps } from "../../build-deps.ts";
import { accounts } from "../../db/schema/index.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../lib/logger.ts";
import { serverDir } from "../../server-dir.ts";
import { createTestApp, TEST_ORIGIN, TestClient, type TestApp } from "../../test/test-app.ts";
import { TEST_HASH_PREFIX } from "../../test/test-password-hashing.ts";

const password = "correct-horse-battery-9";
// better-auth's scrypt: a 16-byte salt and a 64-byte key, in hex.
const SCRYPT_HASH = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "commons-hashing-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedHash(userId: string): Promise<string> {
  const [row] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row?.password ?? "";
}

describe("password hashing", () => {
  it("is scrypt in an app built as main.ts builds it, in every NODE_ENV and whatever else the environment holds", async () => {
    for (const NODE_ENV of ["production", "development", "test"]) {
      // Every variable the process has, plus any a deployment might set thinking it chose a hash.
      const env = loadEnv({
        ...process.env,
        NODE_ENV,
        PUBLIC_URL: TEST_ORIGIN,
        DATA_DIR: dataDir,
        REDIS_URL: "",
        PASSWORD_HASH: "test",
        PASSWORD_HASHING: "cheap",
        TEST_PASSWORD_HASHING: "true",
      });
      const deps = buildDeps({ ...env, REDIS_URL: undefined }, t.deps.database, createLogger("silent"));
      try {
        const client = new TestClient(createApp(deps), "en");
        const { email, userId } = await client.signUp({ password });
        const hash = await storedHash(userId);
        expect(hash, NODE_ENV).toMatch(SCRYPT_HASH);
        expect(await verifyPassword({ hash, password })).toBe(true);
        expect(await verifyPassword({ hash, password: `${password}x` })).toBe(false);
        // And that app signs in with it, and refuses a wrong password.
        expect((await new TestClient(createApp(deps), "en").post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
        expect((await new TestClient(createApp(deps), "en").post("/api/auth/sign-in/email", { email, password: `${password}x` })).status).toBe(401);
      } finally {
        await deps.close();
      }
    }
  });

  it("is the cheap one in the test apps, and still refuses a wrong password", async () => {
    const client = t.client();
    const { email, userId } = await client.signUp({ password });
    const hash = await storedHash(userId);
    expect(hash.startsWith(TEST_HASH_PREFIX)).toBe(true);
    expect(hash).not.toContain(password);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: `${password}x` })).status).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("is imported by no file outside the tests, so the server's bundle cannot hold it", () => {
    const src = path.join(serverDir, "src");
    const importers = readdirSync(src, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith(`test${path.sep}`))
      .filter((file) => /\bfrom\s+["'][^"']*test-password-hashing/.test(readFileSync(path.join(src, file), "utf8")));
    expect(importers).toEqual([]);
  });
});
