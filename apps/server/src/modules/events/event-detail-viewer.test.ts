import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostSubscriptions, organizations } from "../../db/schema/index.ts";
import { addEventAdmin, insertEvent, insertRegistration, insertUser, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { syncEventCounters } from "./event-test-kit.ts";

// Issue 3: what GET /api/events/{id} adds — the viewer block, contact rules, counters and the ETag.

let t: TestApp;
let host: { client: TestClient; userId: string; email: string };
let orgId: string;
let eventId: string;
const HOST_EMAIL = "host-private@viewer.example";
const HOST_PHONE = "+8613700001234";
const PENDING_MARK = "待审核的张三";
const REJECTED_MARK = "被拒绝的李四";

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  host = await signedIn(t, "zh", { name: "主办人", email: HOST_EMAIL });
  await setUser(t.db, host.userId, { phoneNumber: HOST_PHONE, wechatId: "host_wx", city: "上海", bio: "做社区十年", preferredContact: "WECHAT" });
  const [org] = await t.db.insert(organizations).values({ slug: "viewer-org", name: "上海开发者", description: "一个社区" }).returning();
  orgId = org!.id;
  eventId = await insertEvent(t.db, host.userId, {
    organizationId: orgId,
    maxAttendees: 3,
    organizerContact: "微信 host_wx",
    externalUrl: null,
    requireProjectSubmission: true,
    askDigitalCardConsent: true,
    type: "HACKATHON",
    // A stored configuration is read whole: defaults filled around what was saved, the stage from the times.
    hackathonConfig: { settings: { maxTeamSize: 3 } },
    registrationSuccessInfo: "进群二维码",
    registrationSuccessImage: "/files/success.png",
    registrationPendingInfo: "请耐心等待",
    registrationPendingImage: "/files/pending.png",
  });
  const pending = await insertUser(t.db, { name: PENDING_MARK, email: "pending@viewer.example", phoneNumber: "+8613700005555" });
  const rejected = await insertUser(t.db, { name: REJECTED_MARK, email: "rejected@viewer.example" });
  const approved = await insertUser(t.db, { name: "已通过的王五" });
  await insertRegistration(t.db, eventId, pending.id, "PENDING");
  await insertRegistration(t.db, eventId, rejected.id, "REJECTED");
  await insertRegistration(t.db, eventId, approved.id, "APPROVED");
  await syncEventCounters(t.db, eventId);
});
afterAll(async () => {
  await t.close();
});

const detail = async (c: TestClient, id = eventId) => (await c.get(`/api/events/${id}`)).json.data;

describe("the public payload", () => {
  it("carries the new fields and leaks no contact data or non-approved registrant", async () => {
    const res = await t.client().get(`/api/events/${eventId}`);
    expect(res.status).toBe(200);
    const e = res.json.data;
    expect(e).toMatchObject({
      organizer: { id: host.userId, city: "上海", bio: "做社区十年" },
      organization: { id: orgId, slug: "viewer-org", description: "一个社区" },
      externalUrl: null,
      requireProjectSubmission: true,
      askDigitalCardConsent: true,
      hackathonConfig: { settings: { maxTeamSize: 3, allowSolo: true, requireProject: false }, voting: { judgeWeight: 0.7, publicWeight: 0.3 } },
      buildingConfig: null,
      registrationCount: 1,
      seatsTaken: 2,
      isFull: false,
      organizerContact: "微信 host_wx",
      contactMethods: { email: null, wechatId: null, preferredContact: "WECHAT" },
      likeCount: 0,
      registrationSuccessInfo: null,
      registrationSuccessImage: null,
      registrationPendingInfo: null,
      registrationPendingImage: null,
      viewer: null,
    });
    for (const secret of [HOST_EMAIL, HOST_PHONE, PENDING_MARK, REJECTED_MARK, "pending@viewer.example", "+8613700005555", "rejected@viewer.example"]) {
      expect(res.text).not.toContain(secret);
    }
  });

  it("shows email and WeChat only as the organiser chose, a placeholder email never, the phone never", async () => {
    await setUser(t.db, host.userId, { showEmail: true, showWechat: true });
    const shown = await t.client().get(`/api/events/${eventId}`);
    expect(shown.json.data.contactMethods).toEqual({ email: HOST_EMAIL, wechatId: "host_wx", preferredContact: "WECHAT" });
    expect(shown.text).not.toContain(HOST_PHONE);

    const phoneOnly = await insertUser(t.db, { email: "x1@phone.commons.invalid", showEmail: true });
    const e2 = await insertEvent(t.db, phoneOnly.id);
    expect((await detail(t.client(), e2)).contactMethods.email).toBeNull();
    await setUser(t.db, host.userId, { showEmail: false, showWechat: false });
  });

  it("hides organizerContact for external events and says isFull once seats are taken", async () => {
    const ext = await insertEvent(t.db, host.userId, { isExternalEvent: true, externalUrl: "https://elsewhere.example/e/1", organizerContact: "13800000000" });
    expect(await detail(t.client(), ext)).toMatchObject({ organizerContact: null, externalUrl: "https://elsewhere.example/e/1" });
    const full = await insertEvent(t.db, host.userId, { maxAttendees: 1 });
    await insertRegistration(t.db, full, (await insertUser(t.db)).id, "PENDING");
    await syncEventCounters(t.db, full);
    expect(await detail(t.client(), full)).toMatchObject({ seatsTaken: 1, isFull: true, registrationCount: 0 });
  });
});

describe("the viewer block", () => {
  it("tells a signed-in viewer their like, bookmark, subscription and registration", async () => {
    const me = await signedIn(t);
    expect((await detail(me.client)).viewer).toEqual({ liked: false, bookmarked: false, subscribed: false, registration: null, canSeeParticipants: false, isJudge: false });
    expect((await me.client.post(`/api/events/${eventId}/like`)).status).toBe(201);
    expect((await me.client.post(`/api/user/events/${eventId}/bookmark`)).status).toBe(201);
    // The page's host is the organisation: following only the organiser does not count here.
    await t.db.insert(hostSubscriptions).values({ userId: me.userId, hostUserId: host.userId });
    expect((await detail(me.client)).viewer).toMatchObject({ liked: true, bookmarked: true, subscribed: false });
    await t.db.insert(hostSubscriptions).values({ userId: me.userId, organizationId: orgId });
    const e = await detail(me.client);
    expect(e.viewer).toMatchObject({ liked: true, bookmarked: true, subscribed: true });
    expect(e.likeCount).toBe(1);

    // Without an organisation the organiser is the host.
    const solo = await insertEvent(t.db, host.userId);
    expect((await detail(me.client, solo)).viewer.subscribed).toBe(true);
  });

  it("shows success info to approved viewers and admins, pending info to pending viewers and admins", async () => {
    const approved = await signedIn(t);
    const pending = await signedIn(t);
    const waitlisted = await signedIn(t);
    const admin = await signedIn(t);
    await insertRegistration(t.db, eventId, approved.userId, "APPROVED");
    await insertRegistration(t.db, eventId, pending.userId, "PENDING");
    await insertRegistration(t.db, eventId, waitlisted.userId, "WAITLISTED");
    await addEventAdmin(t.db, eventId, admin.userId);
    await syncEventCounters(t.db, eventId);

    const a = await detail(approved.client);
    expect(a).toMatchObject({ registrationSuccessInfo: "进群二维码", registrationSuccessImage: "/files/success.png", registrationPendingInfo: null });
    expect(a.viewer.registration).toMatchObject({ status: "APPROVED", ticketTypeId: null, checkedInAt: null });
    expect(a.viewer.registration.registeredAt).toMatch(/Z$/);
    const p = await detail(pending.client);
    expect(p).toMatchObject({ registrationSuccessInfo: null, registrationPendingInfo: "请耐心等待", registrationPendingImage: "/files/pending.png" });
    expect(p.viewer.registration.status).toBe("PENDING");
    expect(await detail(waitlisted.client)).toMatchObject({ registrationSuccessInfo: null, registrationPendingInfo: null });
    for (const c of [admin.client, host.client]) {
      expect(await detail(c)).toMatchObject({ isEventAdmin: true, registrationSuccessInfo: "进群二维码", registrationPendingInfo: "请耐心等待" });
    }
  });
});

describe("caching", () => {
  it("answers a strong ETag, private no-cache, Vary: Cookie, and 304 to a matching If-None-Match", async () => {
    const first = await t.client().get(`/api/events/${eventId}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("vary")).toMatch(/cookie/i);
    expect(first.headers.get("content-type")).toMatch(/application\/json/);

    const again = await t.client().get(`/api/events/${eventId}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await t.client().get(`/api/events/${eventId}`, { "if-none-match": `"other", W/${etag}` })).status).toBe(304);
    expect((await t.client().get(`/api/events/${eventId}`, { "if-none-match": '"stale"' })).status).toBe(200);

    // Any change to what the viewer would see changes the tag.
    const liker = await signedIn(t);
    await liker.client.post(`/api/events/${eventId}/like`);
    const changed = await t.client().get(`/api/events/${eventId}`, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    // Someone else's view of the same event carries another tag (their viewer block differs).
    expect((await liker.client.get(`/api/events/${eventId}`)).headers.get("etag")).not.toBe(changed.headers.get("etag"));
  });

  it("compresses the payload for a client that takes it, each coding with its own tag, and revalidates across codings", async () => {
    const long = await insertEvent(t.db, host.userId, { richContent: `<p>${"活动介绍，欢迎来玩。".repeat(150)}</p>` });
    const raw = async (headers: Record<string, string>, client = t.client()) => {
      const { headers: resHeaders, status, bytes } = await client.get(`/api/events/${long}`, headers);
      return { res: { headers: resHeaders, status }, bytes };
    };
    const plain = await raw({});
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    const json = plain.bytes.toString();
    expect(JSON.parse(json).data.id).toBe(long);
    expect(plain.res.headers.get("vary")).toBe("Cookie, Accept-Encoding");

    const br = await raw({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("content-length")).toBe(String(br.bytes.length));
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const gz = await raw({ "accept-encoding": "gzip" });
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString()).toBe(json);
    // A coding the client refuses with q=0 is not used.
    expect((await raw({ "accept-encoding": "br;q=0, gzip" })).res.headers.get("content-encoding")).toBe("gzip");

    const tags = [plain, br, gz].map((r) => r.res.headers.get("etag")!);
    expect(new Set(tags).size).toBe(3);
    expect(tags[1]).toBe(`${tags[0]!.slice(0, -1)}-br"`);
    // Whichever coding a client stored, it decoded the same body: its tag revalidates under any coding.
    for (const tag of tags) {
      const again = await raw({ "accept-encoding": "br", "if-none-match": tag });
      expect(again.res.status).toBe(304);
      expect(again.res.headers.get("etag")).toBe(tags[1]);
      // A 304 names the coding's variant but carries no body, so no coding or length of its own.
      expect(again.res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      expect(again.res.headers.get("content-encoding")).toBeNull();
      expect(again.bytes.length).toBe(0);
    }
    // A signed-in viewer's own payload is compressed too.
    const me = await signedIn(t);
    const mine = await raw({ "accept-encoding": "br" }, me.client);
    expect(mine.res.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(mine.bytes).toString()).data.viewer).toMatchObject({ liked: false });
  });
});
