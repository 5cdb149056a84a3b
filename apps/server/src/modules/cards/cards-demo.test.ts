import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts.ts";
import { seedDemoContent } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The demo's past meetup has a card gallery worth opening (docs/product/people.md#digital-cards).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, createLogger("silent"));
});
afterAll(() => t.close());

describe("demo cards", () => {
  it("gives the past meetup's consenting attendees full cards, some with contact methods", async () => {
    const wang = DEMO_ACCOUNTS.find((a) => a.key === "wang")!;
    const client = t.client();
    expect((await client.post("/api/auth/sign-in/email", { email: wang.email, password: wang.password })).status).toBe(200);
    const list = await client.get("/api/events?when=past");
    const past = list.json.data.events.find((e: { title: string }) => e.title.includes("第 41 期"));
    expect(past).toBeTruthy();
    const res = await client.get(`/api/events/${past.id}/cards`);
    expect(res.status).toBe(200);
    const cards = res.json.data.cards as { name: string; bio: string | null; skills: string[]; wechatId: string | null; email: string | null }[];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.map((c) => c.name)).not.toContain("赵磊");
    for (const card of cards) expect(card.bio && card.skills.length > 0, card.name).toBeTruthy();
    expect(cards.some((c) => c.wechatId) && cards.some((c) => c.email)).toBe(true);
    // A visitor sees no cards (registrants only, the default).
    expect((await t.client().get(`/api/events/${past.id}/cards`)).status).toBe(403);
  });
});
