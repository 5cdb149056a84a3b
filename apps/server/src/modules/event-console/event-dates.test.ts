import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createDraft, eventInput } from "./console-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const byField = (details: { field: string; message: string }[]) => Object.fromEntries(details.map((d) => [d.field, d.message]));

// Issue 26 item 7: an event starting in year 0000 passed the schema, reached PostgreSQL and answered 500.
describe("event times outside 2000..2100", () => {
  it("creating an event that starts in year 0000 is a 422 naming startTime, never a 500", async () => {
    const { client } = await signedIn(t, "zh");
    const res = await client.post("/api/events", eventInput({ startTime: "0000-01-01T00:00:00Z" }));
    expect(res.status).toBe(422);
    expect(byField(res.json.details)).toMatchObject({ startTime: "开始时间必须在 2000 年至 2100 年之间" });
  });

  it("editing an event's end or deadline past 2100 is a 422 naming the field, in English too", async () => {
    const { client } = await signedIn(t, "en");
    const id = await createDraft(client);
    const end = await client.patch(`/api/events/${id}`, { endTime: "9999-12-31T23:59:59.999Z" });
    expect(end.status).toBe(422);
    expect(byField(end.json.details)).toMatchObject({ endTime: "End time must be between the years 2000 and 2100" });
    const deadline = await client.patch(`/api/events/${id}`, { registrationDeadline: "0001-01-01T00:00:00Z" });
    expect(deadline.status).toBe(422);
    expect(Object.keys(byField(deadline.json.details))).toContain("registrationDeadline");
  });
});
