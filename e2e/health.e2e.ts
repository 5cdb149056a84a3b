import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness.ts";

let server: TestServer | undefined;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

it("the production server starts on a fresh database and reports healthy", async () => {
  const res = await fetch(`${server!.url}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", database: "up" });
});
