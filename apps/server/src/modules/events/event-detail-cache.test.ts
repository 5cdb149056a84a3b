import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import type { EventDetail } from "@commons/domain";
import { SharedReadCache } from "../../lib/shared-read-cache.ts";
import { PUBLIC_DETAIL_TTL_MS, type RenderedDetail, renderDetail } from "./event-detail-cache.ts";

describe("SharedReadCache", () => {
  const detail = (title: string) => renderDetail({ id: "e1", title } as EventDetail);

  it("reuses a load within the TTL, shares concurrent misses, and reloads after expiry or invalidation", async () => {
    let clock = 0;
    let loads = 0;
    const cache = new SharedReadCache<RenderedDetail>(1000, 2000, () => clock);
    const load = async () => detail(`v${++loads}`);
    const [a, b] = await Promise.all([cache.get("e1", load), cache.get("e1", load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(a.body).toBe(JSON.stringify({ success: true, data: { id: "e1", title: "v1" } }));
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.peek("e1")).toBe(a);
    clock = 999;
    expect((await cache.get("e1", load)).data.title).toBe("v1");
    clock = 1000;
    expect(cache.peek("e1")).toBeUndefined();
    expect((await cache.get("e1", load)).data.title).toBe("v2");
    cache.invalidate("e1");
    expect((await cache.get("e1", load)).data.title).toBe("v3");
  });

  it("drops a whole group at once, and keeps no more than its bound", async () => {
    const cache = new SharedReadCache<string>(1000, 3, () => 0);
    await Promise.all(["a:1", "a:2", "b:1"].map((key) => cache.get(key, async () => key, key.slice(0, 1))));
    cache.invalidate("a");
    expect([cache.peek("a:1"), cache.peek("a:2"), cache.peek("b:1")]).toEqual([undefined, undefined, "b:1"]);
    await Promise.all(["c", "d", "e"].map((key) => cache.get(key, async () => key)));
    expect(["b:1", "c", "d", "e"].map((key) => cache.peek(key))).toEqual([undefined, "c", "d", "e"]);
  });

  it("never caches a failure, and with TTL 0 always loads", async () => {
    const cache = new SharedReadCache<RenderedDetail>(1000, 2000, () => 0);
    await expect(cache.get("e1", async () => Promise.reject(new Error("missing")))).rejects.toThrow("missing");
    expect((await cache.get("e1", async () => detail("found"))).data.title).toBe("found");
    let loads = 0;
    const off = new SharedReadCache<RenderedDetail>(0);
    await off.get("e1", async () => detail(`v${++loads}`));
    await off.get("e1", async () => detail(`v${++loads}`));
    expect(loads).toBe(2);
    expect(off.peek("e1")).toBeUndefined();
  });
});

describe("the signed-out payload in a running app", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Outside tests the cache is on; this suite runs the app as development does.
    t = await createTestApp({ RATE_LIMIT: "off", NODE_ENV: "development" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is reused for a moment, never for signed-in viewers, and dropped at once by a like", async () => {
    const host = await insertUser(t.db);
    const id = await insertEvent(t.db, host.id, { title: "原标题" });
    const anon = () => t.client().get(`/api/events/${id}`);
    expect((await anon()).json.data.title).toBe("原标题");
    await t.db.update(events).set({ title: "新标题" }).where(eq(events.id, id));
    // Within the TTL a visitor may still see the old title; a signed-in viewer never does.
    expect((await anon()).json.data.title).toBe("原标题");
    const me = await signedIn(t);
    expect((await me.client.get(`/api/events/${id}`)).json.data.title).toBe("新标题");
    await me.client.post(`/api/events/${id}/like`);
    const fresh = (await anon()).json.data;
    expect(fresh).toMatchObject({ title: "新标题", likeCount: 1 });
    await t.db.update(events).set({ title: "第三个标题" }).where(eq(events.id, id));
    await new Promise((r) => setTimeout(r, PUBLIC_DETAIL_TTL_MS + 50));
    expect((await anon()).json.data.title).toBe("第三个标题");
  });
});
