import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import { buildDeps, type DepsOverrides } from "../build-deps.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { loadEnv } from "../env.ts";
import { syncVolunteerCatalogue } from "../modules/volunteers/volunteer-catalogue-sync.ts";
import { createLogger } from "../lib/logger.ts";
import { onAdmin } from "./migrated-template.ts";
import { checkResponses } from "./response-contract.ts";
import { testPasswordHashing } from "./test-password-hashing.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * The real app on a real, freshly migrated database of its own: PGlite in memory by default, or a new
 * PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set.
 */
export async function createTestApp(overrides: Record<string, string> = {}, deps: DepsOverrides = {}) {
  // Files the app stores (certificates' pictures, ADR 0043) go to a directory of its own, removed on close,
  // unless the test names one (the uploads tests read theirs).
  const ownDataDir = overrides.DATA_DIR ? null : mkdtempSync(join(tmpdir(), "commons-test-"));
  const env = loadEnv({
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_ORIGIN,
    REDIS_URL: "",
    TRUSTED_PROXY: "true",
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...overrides,
  });
  const { database, drop } = await freshDatabase(env.TEST_DATABASE_URL);
  await database.migrate();
  // As main.ts does at every start: the reference data that is not a migration.
  await syncVolunteerCatalogue(database.db);
  // Passwords hashed cheaply (ADR 0047): scrypt was a third of the suite's CPU. password-hashing.test.ts proves
  // an app built as main.ts builds it still uses scrypt.
  const built = buildDeps({ ...env, REDIS_URL: overrides.REDIS_URL || undefined }, database, createLogger(process.env.TEST_LOG_LEVEL ?? "silent"), {
    passwordHashing: testPasswordHashing,
    ...deps,
  });
  const app = checkResponses(createApp(built));
  return {
    app,
    deps: built,
    db: database.db,
    /** A browser-like client with its own cookie jar. */
    client: (locale: "zh" | "en" = "zh") => new TestClient(app, locale),
    async close() {
      await built.close();
      await database.close();
      await drop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A database of this test app's own. When the run's global setup (migrated-template.ts) migrated a
 * template, it is a copy of it: on PostgreSQL `create database … template`, on PGlite the dumped data
 * directory loaded into a new in-memory instance. Otherwise an empty one, which the caller migrates.
 */
async function freshDatabase(adminUrl: string | undefined): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!adminUrl) return { database: createDatabase({ dataDir: "memory://", loadDataDir: migratedPglite() }), drop: async () => {} };
  const name = `commons_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = inject("migratedTemplateDatabase");
  await onAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: createDatabase({ url: url.toString(), poolSize: 30 }),
    drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The migrated PGlite data directory, read once per test file. */
let pgliteDump: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = inject("migratedPgliteDump");
  if (file && !pgliteDump) pgliteDump = new Blob([readFileSync(file)]);
  return pgliteDump;
}

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client is its own "address" (via the trusted-proxy header), as separate browsers would be. */
  readonly ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`;
  constructor(
    private app: AppLike,
    public locale: "zh" | "en",
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      headers: {
        origin: TEST_ORIGIN,
        "accept-language": this.locale,
        "x-forwarded-for": this.ip,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    };
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [k = "", ...v] = pair.split("=");
      const value = v.join("=");
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(k);
      else this.cookies.set(k, value);
    }
    // The bytes as sent: a compressed answer is not decoded in process, and some tests decode it themselves.
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text, bytes };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body ?? {}, headers);
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body ?? {});
  delete = (path: string, body?: unknown) => this.request("DELETE", path, body);

  /** Signs up a fresh account and keeps its session cookie. */
  async signUp(fields: Partial<{ name: string; email: string; password: string }> = {}) {
    const email = fields.email ?? `u${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await this.post("/api/auth/sign-up/email", {
      name: fields.name ?? "测试用户",
      email,
      password: fields.password ?? "correct-horse-battery-9",
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    // Sign-up signs nobody in (it answers a taken address alike, ADR 0031): the page signs in next, so do we.
    const signedIn = await this.post("/api/auth/sign-in/email", { email, password: fields.password ?? "correct-horse-battery-9" });
    if (signedIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signedIn.status} ${signedIn.text}`);
    return { email, userId: signedIn.json.user.id as string };
  }
}
