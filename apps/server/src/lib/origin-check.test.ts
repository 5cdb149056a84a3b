import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const DEV_SERVER = "http://localhost:5173";
const SECRET = "origin-test-secret-0123456789-abcdefghij";

// Issue 26 item 6: the development server's origin was trusted for signed-in writes in production too.
describe("trusted origins for signed-in writes", () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: "production", AUTH_SECRET: SECRET });
    development = await createTestApp({ NODE_ENV: "development" });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
  });

  it("production refuses a signed-in write from http://localhost:5173 and accepts PUBLIC_URL", async () => {
    const c = production.client("en");
    await c.signUp();
    const foreign = await c.post("/api/auth/sign-out", {}, { origin: DEV_SERVER });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("FORBIDDEN");
    expect(production.deps.trustedOrigins).toEqual(["http://localhost:3000"]);
    const own = await c.post("/api/auth/sign-out", {});
    expect(own.status).toBe(200);
  });

  it("development still trusts the Vite dev server", async () => {
    const c = development.client("en");
    await c.signUp();
    const dev = await c.post("/api/auth/sign-out", {}, { origin: DEV_SERVER });
    expect(dev.status).toBe(200);
  });
});
