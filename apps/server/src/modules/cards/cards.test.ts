import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { addEventAdmin, insertEvent, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { cardsOf, consentPath, registerWithConsent } from "./cards-test-kit.ts";

// docs/product/people.md#digital-cards: who has a card, what it shows, and to whom.

type Person = { client: TestClient; userId: string; email: string };
type Card = { userId: string; name: string; wechatId: string | null; email: string | null; isMine: boolean; profilePath: string; skills: string[] };

let t: TestApp;
let host: Person, admin: Person, first: Person, second: Person, silent: Person, unasked: Person, pending: Person, stranger: Person;
let eventId: string;
const t0 = Date.now() - 86_400_000;
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  [host, admin, first, second, silent, unasked, pending, stranger] = (await Promise.all(
    Array.from({ length: 8 }, (_, i) => signedIn(t, "zh", { name: `人${i}` })),
  )) as Person[] as [Person, Person, Person, Person, Person, Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId, { title: "名片活动", askDigitalCardConsent: true });
  await addEventAdmin(t.db, eventId, admin.userId);
  // Registered out of name order, so the order can only come from registration time.
  await registerWithConsent(t.db, eventId, second.userId, "APPROVED", true, at(2));
  await registerWithConsent(t.db, eventId, first.userId, "APPROVED", true, at(1));
  await registerWithConsent(t.db, eventId, silent.userId, "APPROVED", false, at(3));
  await registerWithConsent(t.db, eventId, unasked.userId, "APPROVED", null, at(4));
  await registerWithConsent(t.db, eventId, pending.userId, "PENDING", true, at(5));
  await setUser(t.db, first.userId, {
    username: "first-card",
    userRoleString: "设计师",
    currentWorkOn: "配色工具",
    bio: "喜欢把复杂的流程做得简单的设计师。",
    skills: ["Figma", "React"],
    wechatId: "first_wx",
    showWechat: true,
    showEmail: true,
    phoneNumber: "+8613800138111",
  });
  // Chose nothing to show: no contact method may appear, whatever they filled in.
  await setUser(t.db, second.userId, { username: null, wechatId: "second_wx", showWechat: false, showEmail: false, phoneNumber: "+8613800138222" });
});
afterAll(() => t.close());

const cards = async (client: TestClient, id = eventId) => (await client.get(cardsOf(id))).json.data.cards as Card[];

describe("GET /api/events/{id}/cards", () => {
  it("gives one card per consenting APPROVED registrant, by registration time", async () => {
    const res = await first.client.get(cardsOf(eventId));
    expect(res.status).toBe(200);
    expect(res.json.data.cards.map((c: Card) => c.userId)).toEqual([first.userId, second.userId]);
    expect(res.json.data).toMatchObject({ total: 2, contactsShown: true });
    expect(res.json.data.cards[0]).toMatchObject({
      name: "人2",
      username: "first-card",
      userRoleString: "设计师",
      currentWorkOn: "配色工具",
      bio: "喜欢把复杂的流程做得简单的设计师。",
      skills: ["Figma", "React"],
      profilePath: "/u/first-card",
      isMine: true,
    });
    // Without a username the profile path uses the id.
    expect(res.json.data.cards[1]).toMatchObject({ profilePath: `/u/${second.userId}`, isMine: false });
  });

  it("shows only the contact methods a person chose, never a phone number", async () => {
    const res = await second.client.get(cardsOf(eventId));
    const [a, b] = res.json.data.cards as Card[];
    expect(a).toMatchObject({ wechatId: "first_wx", email: first.email });
    expect(b).toMatchObject({ wechatId: null, email: null });
    expect(res.text).not.toMatch(/138001381|phone/i);
  });

  it("hides a placeholder address even when the person chose to show their email", async () => {
    await setUser(t.db, first.userId, { email: `wx_${first.userId.slice(0, 6)}@wechat.commons.invalid` });
    try {
      const [a] = await cards(second.client);
      expect(a).toMatchObject({ email: null, wechatId: "first_wx" });
    } finally {
      await setUser(t.db, first.userId, { email: first.email });
    }
  });

  it("answers 403 to those who may not see participants, per the organiser's choice", async () => {
    const status = async (client: TestClient) => (await client.get(cardsOf(eventId))).status;
    // REGISTRANTS (the default): approved registrants and managers only.
    expect(await status(t.client())).toBe(403);
    expect(await status(stranger.client)).toBe(403);
    expect(await status(pending.client)).toBe(403);
    expect(await status(silent.client)).toBe(200);
    expect(await status(host.client)).toBe(200);
    expect(await status(admin.client)).toBe(200);
    const denied = await t.client("en").get(cardsOf(eventId));
    expect(denied.json).toMatchObject({ success: false, code: "FORBIDDEN", error: "You cannot see this event's participants" });

    await t.db.update(events).set({ participantsVisibility: "ORGANISERS" }).where(eq(events.id, eventId));
    try {
      expect(await status(first.client)).toBe(403);
      expect(await status(host.client)).toBe(200);
      expect(await status(admin.client)).toBe(200);
    } finally {
      await t.db.update(events).set({ participantsVisibility: "REGISTRANTS" }).where(eq(events.id, eventId));
    }
  });

  it("under PUBLIC visibility shows cards to everyone, but contact methods only to the event's own people", async () => {
    await t.db.update(events).set({ participantsVisibility: "PUBLIC" }).where(eq(events.id, eventId));
    try {
      for (const client of [t.client(), stranger.client, pending.client]) {
        const res = await client.get(cardsOf(eventId));
        expect(res.status).toBe(200);
        expect(res.json.data.contactsShown).toBe(false);
        expect(res.json.data.cards.map((c: Card) => [c.wechatId, c.email])).toEqual([
          [null, null],
          [null, null],
        ]);
        expect(res.text).not.toContain("first_wx");
      }
      const organiser = await host.client.get(cardsOf(eventId));
      expect(organiser.json.data.contactsShown).toBe(true);
      expect(organiser.json.data.cards[0].wechatId).toBe("first_wx");
    } finally {
      await t.db.update(events).set({ participantsVisibility: "REGISTRANTS" }).where(eq(events.id, eventId));
    }
  });

  it("answers 404 for a draft (to anyone but its people), a missing id and a malformed id", async () => {
    const draftId = await insertEvent(t.db, host.userId, { status: "DRAFT", participantsVisibility: "PUBLIC" });
    expect((await stranger.client.get(cardsOf(draftId))).status).toBe(404);
    expect((await host.client.get(cardsOf(draftId))).status).toBe(200);
    expect((await t.client().get(cardsOf(crypto.randomUUID()))).status).toBe(404);
    expect((await t.client().get(cardsOf("not-an-id"))).status).toBe(404);
  });

  it("keeps waitlisted, rejected and cancelled people out even when they once consented", async () => {
    const id = await insertEvent(t.db, host.userId, { participantsVisibility: "PUBLIC" });
    for (const status of ["WAITLISTED", "REJECTED", "CANCELLED"] as const) {
      const p = await signedIn(t);
      await registerWithConsent(t.db, id, p.userId, status, true);
    }
    expect((await t.client().get(cardsOf(id))).json.data).toEqual({ cards: [], total: 0, contactsShown: false });
  });
});

describe("PATCH /api/events/{id}/my-registration/card-consent", () => {
  it("takes the caller's card off the list at once, and puts it back", async () => {
    const off = await first.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false });
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ allowDigitalCardDisplay: false });
    expect(off.json.message).toBe("你的名片已隐藏，其他参与者看不到它了");
    expect((await cards(second.client)).map((c) => c.userId)).toEqual([second.userId]);
    // The event page reads the caller's consent from their registration.
    expect((await first.client.get(`/api/events/${eventId}`)).json.data.viewer.registration.allowDigitalCardDisplay).toBe(false);

    const on = await first.client.patch(consentPath(eventId), { allowDigitalCardDisplay: true });
    expect(on.status).toBe(200);
    expect(on.json.message).toBe("其他参与者现在可以查看和下载你的名片");
    expect((await cards(second.client)).map((c) => c.userId)).toEqual([first.userId, second.userId]);
    expect((await first.client.get(`/api/events/${eventId}`)).json.data.viewer.registration.allowDigitalCardDisplay).toBe(true);
  });

  it("lets a person who was never asked opt in, and a pending one set it for later", async () => {
    expect((await unasked.client.patch(consentPath(eventId), { allowDigitalCardDisplay: true })).status).toBe(200);
    expect((await cards(second.client)).map((c) => c.userId)).toContain(unasked.userId);
    expect((await pending.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false })).status).toBe(200);
    await unasked.client.patch(consentPath(eventId), { allowDigitalCardDisplay: false });
  });
});
