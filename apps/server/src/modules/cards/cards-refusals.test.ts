import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { CARD_CONSENT_RATE_LIMIT } from "@commons/domain";
import { consentOf, consentPath, registerWithConsent } from "./cards-test-kit.ts";

// The consent change refuses everything that is not the caller's own uncancelled registration, and bad input,
// and changes nothing when it does (docs/product/people.md#digital-cards).

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person, attendee: Person, cancelled: Person, stranger: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  [host, attendee, cancelled, stranger] = (await Promise.all(Array.from({ length: 4 }, () => signedIn(t, "en")))) as Person[] as [Person, Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId, { askDigitalCardConsent: true });
  await registerWithConsent(t.db, eventId, attendee.userId, "APPROVED", true);
  await registerWithConsent(t.db, eventId, cancelled.userId, "CANCELLED", true);
});
afterAll(() => t.close());

describe("card consent refusals", () => {
  it("asks a visitor to sign in", async () => {
    expect((await t.client().patch(consentPath(eventId), { allowDigitalCardDisplay: false })).status).toBe(401);
    expect(await consentOf(t.db, eventId, attendee.userId)).toBe(true);
  });

  it("answers 404 to someone without a registration, and never touches another person's", async () => {
    const res = await stranger.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe("You have not registered for this event");
    // The organiser has no registration either: consent is each person's own, not the organiser's to change.
    expect((await host.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false })).status).toBe(404);
    expect(await consentOf(t.db, eventId, attendee.userId)).toBe(true);
  });

  it("answers 404 for a cancelled registration (consent is given again on registering again)", async () => {
    expect((await cancelled.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false })).status).toBe(404);
    expect(await consentOf(t.db, eventId, cancelled.userId)).toBe(true);
  });

  it("answers 404 for a missing or malformed event and for someone else's draft", async () => {
    const draftId = await insertEvent(t.db, host.userId, { status: "DRAFT" });
    await registerWithConsent(t.db, draftId, attendee.userId, "APPROVED", true);
    for (const id of [crypto.randomUUID(), "nope", draftId]) {
      expect((await attendee.client.patch(consentPath(id), { allowDigitalCardDisplay: false })).status).toBe(404);
    }
    expect(await consentOf(t.db, draftId, attendee.userId)).toBe(true);
  });

  it("refuses a body without a boolean, naming the field, and changes nothing", async () => {
    for (const body of [{}, { allowDigitalCardDisplay: "no" }, { allowDigitalCardDisplay: null }, { allowDigitalCardDisplay: false, extra: 1 }]) {
      const res = await attendee.client.patch(consentPath(eventId), body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json.details)).toMatch(/allowDigitalCardDisplay|extra/);
    }
    expect(await consentOf(t.db, eventId, attendee.userId)).toBe(true);
  });

  it(`limits consent changes to ${CARD_CONSENT_RATE_LIMIT.limit} a minute per person, with Retry-After`, async () => {
    // A person of their own, so the requests of the tests above do not count against this budget.
    const flipper = await signedIn(t, "en");
    await registerWithConsent(t.db, eventId, flipper.userId, "APPROVED", true);
    for (let i = 0; i < CARD_CONSENT_RATE_LIMIT.limit; i++) {
      expect((await flipper.client.patch(consentPath(eventId), { allowDigitalCardDisplay: i % 2 === 1 })).status).toBe(200);
    }
    const limited = await flipper.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await consentOf(t.db, eventId, flipper.userId)).toBe(true);
  });
});
