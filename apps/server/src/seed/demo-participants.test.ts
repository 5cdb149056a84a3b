import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestApp, type TestApp, type TestClient } from "../test/test-app.ts";
import { seedDemoContent } from "./seed.ts";

const PASSWORD = "commons-demo-2025";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  await seedDemoContent(t.db, createLogger("silent"));
});
afterAll(() => t.close());

async function signIn(email: string): Promise<TestClient> {
  const c = t.client();
  const res = await c.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return c;
}

async function meetupIds(c: TestClient) {
  const upcoming = (await c.get("/api/events")).json.data.events.find((e: { title: string }) => e.title.includes("第 42 期"));
  const past = (await c.get("/api/events?when=past")).json.data.events.find((e: { title: string }) => e.title.includes("第 41 期"));
  return { upcoming: upcoming.id as string, past: past.id as string };
}

describe("demo participants (docs/product/people.md#participants)", () => {
  it("gives both meetups approved participants with roles and projects, wang.fang and zhao.lei on both", async () => {
    const wang = await signIn("wang.fang@example.com");
    const ids = await meetupIds(wang);
    for (const id of [ids.upcoming, ids.past]) {
      const list = (await wang.get(`/api/events/${id}/participants`)).json.data;
      expect(list.total).toBeGreaterThanOrEqual(4);
      const names = list.participants.map((p: { name: string }) => p.name);
      expect(names).toEqual(expect.arrayContaining(["王芳", "赵磊"]));
      expect(list.participants.filter((p: { projects: unknown[] }) => p.projects.length > 0).length).toBeGreaterThanOrEqual(3);
      expect(list.participants.some((p: { userRoleString: string | null; bio: string | null }) => p.userRoleString && p.bio)).toBe(true);
      // wang.fang and zhao.lei start with no marks at all (the e2e makes them).
      expect((await wang.get(`/api/events/${id}/participant-interests`)).json.data).toEqual({ interestedIn: [], interestedBy: [] });
    }
  });

  it("has one mutual pair on the past meetup, with its notices", async () => {
    const sophie = await signIn("sophie.martin@example.com");
    const { past } = await meetupIds(sophie);
    const mine = (await sophie.get(`/api/events/${past}/participant-interests`)).json.data;
    expect(mine.interestedBy).toHaveLength(1);
    expect(mine.interestedBy[0].user.name).toBe("陈雨");
    expect(mine.interestedBy[0].contact.wechatId).toBe("chenyu_rs");
    const notes = (await sophie.get("/api/notifications")).json.data.notifications;
    expect(notes.some((n: { type: string; body: string }) => n.type === "mutualInterest" && n.body.includes("陈雨"))).toBe(true);
  });

  it("uses only screenshots that ship with the web app", async () => {
    const rows = await t.db.select({ screenshots: schema.projects.screenshots }).from(schema.projects);
    const urls = rows.flatMap((r) => r.screenshots);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/demo\/[a-z-]+\.(png|svg)$/);
      expect(existsSync(new URL(`../../../web/public${url}`, import.meta.url)), url).toBe(true);
    }
  });
});
