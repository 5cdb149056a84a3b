import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, registrations } from "../../db/schema/index.ts";
import { checkIn } from "../registrations/checkin.service.ts";
import { newTicketCode } from "../registrations/ticket-token.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { saveCertificateSettings } from "./certificate-manage.service.ts";
import { certificatesOf } from "./certificates-test-kit.ts";

// docs/product/certificates.md#attendance under load. On PostgreSQL (TEST_DATABASE_URL) the requests really race on a
// pool of connections; on PGlite they run one after the other and the same invariants hold. Every checked-in
// attendee ends with exactly one certificate: scans of the same ticket at once issue one, and the organiser turning
// the setting on while the door is scanning misses nobody (the check-in reads the setting under a share lock).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PEOPLE = onPostgres ? 40 : 8;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

/** An event opening within the hour (check-in open) with `n` APPROVED attendees holding door codes. */
async function doorWorld(n: number, attendanceCertificates: boolean) {
  const organizer = await insertUser(t.db);
  const eventId = await insertEvent(t.db, organizer.id, { startTime: new Date(Date.now() + HOUR), endTime: new Date(Date.now() + 3 * HOUR), attendanceCertificates });
  const people = await Promise.all(Array.from({ length: n }, () => insertUser(t.db)));
  const codes = people.map(() => newTicketCode());
  await t.db.insert(registrations).values(people.map((p, i) => ({ eventId, userId: p.id, status: "APPROVED" as const, ticketCode: codes[i] })));
  return { organizerId: organizer.id, eventId, people, codes };
}

const perUser = (rows: { userId: string }[]) => rows.reduce((m, r) => m.set(r.userId, (m.get(r.userId) ?? 0) + 1), new Map<string, number>());

describe(`attendance certificates under ${onPostgres ? "concurrent (PostgreSQL)" : "sequential (PGlite)"} check-ins`, () => {
  it("three scans of each ticket at once: one check-in and exactly one certificate per person", async () => {
    const { organizerId, eventId, people, codes } = await doorWorld(PEOPLE, true);
    const scans = codes.flatMap((code) => [0, 1, 2].map(() => checkIn(t.deps, organizerId, eventId, { code })));
    const answers = await Promise.all(scans);
    expect(answers.filter((a) => !a.alreadyCheckedIn)).toHaveLength(PEOPLE);
    const counts = perUser(await certificatesOf(t.db, eventId));
    expect(people.map((p) => counts.get(p.id))).toEqual(people.map(() => 1));
  });

  it("turning the setting on while everyone is being scanned misses nobody and issues nobody twice", async () => {
    const { organizerId, eventId, people, codes } = await doorWorld(PEOPLE, false);
    const half = Math.floor(PEOPLE / 2);
    // Half are already in before the setting exists; the other half are scanned while it is turned on.
    for (const code of codes.slice(0, half)) await checkIn(t.deps, organizerId, eventId, { code });
    const racing = [
      ...codes.slice(half).map((code) => () => checkIn(t.deps, organizerId, eventId, { code })),
      () => saveCertificateSettings(t.db, organizerId, eventId, { attendanceCertificates: true }),
    ];
    await Promise.all(racing.map((run) => run()));
    const counts = perUser(await certificatesOf(t.db, eventId));
    expect(people.map((p) => counts.get(p.id))).toEqual(people.map(() => 1));
    const [row] = await t.db.select({ on: events.attendanceCertificates }).from(events).where(eq(events.id, eventId));
    expect(row!.on).toBe(true);
  });
});
