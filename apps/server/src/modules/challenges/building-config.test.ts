import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { createDraft, createPublished, grantAdmin } from "../event-console/console-test-kit.ts";
import { attendee } from "../registrations/registration-test-kit.ts";
import { signedIn } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { makeImage } from "../uploads/test-images.ts";
import { createUploadsTestApp, directUpload } from "../uploads/upload-test-helpers.ts";

// docs/product/challenges.md#configuration, with the real app and database.

type Person = { client: TestClient; userId: string };
let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let host: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createUploadsTestApp();
  [host, editor, viewer, stranger] = (await Promise.all([attendee(t), signedIn(t), signedIn(t), signedIn(t, "en")])) as [Person, Person, Person, Person];
});
afterAll(() => t.close());

const path = (id: string) => `/api/events/${id}/building-config`;
const stored = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;
const challenge = () => createPublished(host.client, { type: "BUILDING_PUBLIC", ticketTypes: [], questions: [] });
async function upload(client: TestClient): Promise<string> {
  const res = await directUpload(t, client, { bytes: await makeImage("png"), type: "image/png", name: "qr.png" });
  expect(res.status).toBe(201);
  return res.json.data.fileUrl as string;
}
const config = { duration: 14, requiredCheckIns: 10, setupOpen: false, isPublic: false, depositAmount: 99, refundRate: 0.5, paymentType: "WECHAT", paymentNote: "扫码付押金" };

describe("a challenge is never stored without its configuration", () => {
  it("creating a BUILDING_PUBLIC event stores the defaults; a meetup stores none", async () => {
    const id = await createDraft(host.client, { type: "BUILDING_PUBLIC" });
    expect((await stored(id)).buildingConfig).toMatchObject({ duration: 21, requiredCheckIns: 7, setupOpen: true, paymentType: "CUSTOM", paymentQRCode: null });
    expect((await stored(await createDraft(host.client))).buildingConfig).toBeNull();
  });

  it("retyping a meetup to BUILDING_PUBLIC gives it the defaults; a stored configuration survives a retype back and forth", async () => {
    const id = await createDraft(host.client, { type: "MEETUP" });
    expect((await host.client.patch(`/api/events/${id}`, { type: "BUILDING_PUBLIC" })).status).toBe(200);
    expect((await stored(id)).buildingConfig).toMatchObject({ duration: 21, requiredCheckIns: 7 });
    expect((await host.client.request("PUT", path(id), config)).status).toBe(200);
    await host.client.patch(`/api/events/${id}`, { type: "MEETUP" });
    await host.client.patch(`/api/events/${id}`, { type: "BUILDING_PUBLIC" });
    expect((await stored(id)).buildingConfig).toMatchObject({ duration: 14, requiredCheckIns: 10 });
  });
});

describe("GET/PUT /api/events/{id}/building-config", () => {
  it("saves the whole document, defaults for what is left out, and the event payload shows it at once", async () => {
    const id = await challenge();
    expect((await t.client().get(`/api/events/${id}`)).json.data.buildingConfig).toMatchObject({ duration: 21 });
    const res = await host.client.request("PUT", path(id), config);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("挑战设置已保存");
    expect(res.json.data.config).toEqual({ ...config, allowAnonymous: false, enableVoting: true, paymentQRCode: null });
    expect((await host.client.get(path(id))).json.data.config).toEqual(res.json.data.config);
    expect((await t.client().get(`/api/events/${id}`)).json.data.buildingConfig).toMatchObject({ duration: 14, requiredCheckIns: 10, setupOpen: false });
  });

  it("refuses a required count over the length on that field, in the caller's language, and stores nothing", async () => {
    const id = await challenge();
    const res = await host.client.request("PUT", path(id), { duration: 5, requiredCheckIns: 6 });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "requiredCheckIns", message: "要求打卡次数不能超过挑战天数" }]);
    expect((await stored(id)).buildingConfig).toMatchObject({ duration: 21, requiredCheckIns: 7 });
  });

  it("takes a payment QR code the caller uploaded; refuses someone else's; an editor may send the stored one back", async () => {
    const id = await challenge();
    await grantAdmin(t.db, id, editor.userId, { canEditEvent: true });
    const mine = await upload(host.client);
    const saved = await host.client.request("PUT", path(id), { paymentQRCode: mine });
    expect(saved.status).toBe(200);
    expect(saved.json.data.config.paymentQRCode).toBe(mine);
    const theirs = await upload(stranger.client);
    const refused = await editor.client.request("PUT", path(id), { paymentQRCode: theirs });
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual([{ field: "paymentQRCode", message: "收款码必须是你自己上传的图片" }]);
    const kept = await editor.client.request("PUT", path(id), { paymentQRCode: mine, paymentNote: "改了说明" });
    expect(kept.status).toBe(200);
    expect(kept.json.data.config).toMatchObject({ paymentQRCode: mine, paymentNote: "改了说明" });
  });

  it("is the organiser's and editors': a read-only admin reads but cannot save, strangers get 403, a hackathon 409", async () => {
    const id = await challenge();
    await grantAdmin(t.db, id, viewer.userId, { canCheckIn: true });
    expect((await viewer.client.get(path(id))).status).toBe(200);
    expect((await viewer.client.request("PUT", path(id), config)).status).toBe(403);
    expect((await stranger.client.get(path(id))).status).toBe(403);
    expect((await stranger.client.request("PUT", path(id), config)).status).toBe(403);
    expect((await t.client().request("PUT", path(id), config)).status).toBe(401);
    expect((await stored(id)).buildingConfig).toMatchObject({ duration: 21 });
    const hackathon = await createPublished(host.client, { type: "HACKATHON", ticketTypes: [], questions: [] });
    const res = await host.client.request("PUT", path(hackathon), config);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("这不是 Building Public 挑战活动");
  });
});
