import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, insertRegistration, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { feedbackOf, feedbackRows, past } from "./feedback-test-kit.ts";

// PGlite has one connection and serialises everything, which hides races; with TEST_DATABASE_URL (CI) the
// requests really run at once on a pool of PostgreSQL connections (as modules/registrations/concurrency.test.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TRIES = onPostgres ? 20 : 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

describe(`double POST ${onPostgres ? "at once (PostgreSQL)" : "(PGlite)"}`, () => {
  it(`${TRIES} POSTs of one person's feedback store exactly one row: one 201, the rest 409`, async () => {
    const host = await signedIn(t);
    const me = await signedIn(t);
    const eventId = await insertEvent(t.db, host.userId, past());
    await insertRegistration(t.db, eventId, me.userId, "APPROVED");
    const results = await Promise.all(Array.from({ length: TRIES }, (_, i) => me.client.post(feedbackOf(eventId), { rating: (i % 5) + 1 })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: TRIES - 1 }, () => 409)]);
    expect(await feedbackRows(t.db, eventId, me.userId)).toBe(1);
  });
});
