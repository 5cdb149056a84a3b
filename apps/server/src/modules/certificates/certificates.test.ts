import { certificateNumber } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, notifications, organizations } from "../../db/schema/index.ts";
import { grantAdmin } from "../event-console/console-test-kit.ts";
import { insertEvent, insertUser, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { certificatesOf, issueOne } from "./certificates-test-kit.ts";

// docs/product/certificates.md, with the real app and database: the holder's list and view, the public awards list
// and verification by number (and what they never carry), the one name correction, revoke and restore, and who
// may do each.

type Person = { client: TestClient; userId: string; email: string };
let t: TestApp;
let host: Person;
let editor: Person;
let checker: Person;
let holder: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, editor, checker, holder, stranger] = await Promise.all([signedIn(t), signedIn(t), signedIn(t), signedIn(t, "zh", { name: "王小明" }), signedIn(t, "en")]);
});
afterAll(() => t.close());

/** An event of the host's (hosted as a community) with one award certificate of the holder's. */
async function world() {
  const [org] = await t.db.insert(organizations).values({ slug: `c-${crypto.randomUUID().slice(0, 8)}`, name: "上海独立开发者社区" }).returning();
  const eventId = await insertEvent(t.db, host.userId, { title: "春季黑客松", type: "HACKATHON", organizationId: org!.id });
  await grantAdmin(t.db, eventId, editor.userId, { canEditEvent: true });
  await grantAdmin(t.db, eventId, checker.userId, { canCheckIn: true });
  const cert = await issueOne(t.db, eventId, holder.userId);
  return { eventId, ...cert };
}

const revoke = (c: TestClient, id: string, reason = "作品抄袭") => c.post(`/api/certificates/${id}/revoke`, { reason });

describe("the holder's certificates", () => {
  it("lists them newest first with the name fixed at issue, the community's name and the score out of 10", async () => {
    const { eventId, id, number } = await world();
    const later = await issueOne(t.db, eventId, holder.userId, { awardLevel: "SECOND", awardName: "最佳技术奖" }, new Date(Date.now() + 60_000));
    await setUser(t.db, holder.userId, { name: "改过的名字" });
    const res = await holder.client.get("/api/user/certificates");
    expect(res.status).toBe(200);
    const mine = res.json.data.filter((c: { eventId: string }) => c.eventId === eventId);
    expect(mine.map((c: { id: string }) => c.id)).toEqual([later.id, id]);
    const first = mine.find((c: { id: string }) => c.id === id);
    expect(first).toMatchObject({
      number,
      source: "AWARD",
      status: "VALID",
      recipientName: "王小明",
      eventTitle: "春季黑客松",
      eventType: "HACKATHON",
      awardLevel: "FIRST",
      awardName: "评委大奖",
      score: 8.46,
      organizationName: "上海独立开发者社区",
      canCorrectName: true,
      canRevoke: false,
      revokeReason: null,
    });
    expect(number).toBe(certificateNumber(id));
    expect((await t.client().get("/api/user/certificates")).status).toBe(401);
    await setUser(t.db, holder.userId, { name: "王小明" });
  });

  it("shows a certificate by id to its holder and the event's managers, and answers 404 to anyone else", async () => {
    const { id } = await world();
    expect((await holder.client.get(`/api/certificates/${id}`)).json.data).toMatchObject({ id, canCorrectName: true, canRevoke: false });
    expect((await host.client.get(`/api/certificates/${id}`)).json.data).toMatchObject({ id, canCorrectName: false, canRevoke: true });
    expect((await checker.client.get(`/api/certificates/${id}`)).json.data).toMatchObject({ canRevoke: false });
    const hidden = await stranger.client.get(`/api/certificates/${id}`);
    expect([hidden.status, hidden.json.error]).toEqual([404, "Certificate not found"]);
    expect((await stranger.client.get(`/api/certificates/${crypto.randomUUID()}`)).json.error).toBe("Certificate not found");
    expect((await t.client().get(`/api/certificates/${id}`)).status).toBe(401);
  });
});

describe("PATCH /api/certificates/{id}/recipient-name", () => {
  it("lets the holder correct the name once; the second time is 409 with the reason", async () => {
    const { id, number } = await world();
    const first = await holder.client.patch(`/api/certificates/${id}/recipient-name`, { recipientName: "  王晓明 " });
    expect([first.status, first.json.message]).toEqual([200, "证书上的姓名已更新"]);
    expect(first.json.data).toMatchObject({ recipientName: "王晓明", nameCorrected: true, canCorrectName: false });
    const second = await holder.client.patch(`/api/certificates/${id}/recipient-name`, { recipientName: "别的名字" });
    expect([second.status, second.json.error]).toEqual([409, "证书上的姓名只能修改一次，你已经修改过了"]);
    expect((await t.client().get(`/api/certificates/by-number/${number}`)).json.data.recipientName).toBe("王晓明");
  });

  it("refuses an empty or too long name naming the field, and anyone but the holder", async () => {
    const { id } = await world();
    const empty = await holder.client.patch(`/api/certificates/${id}/recipient-name`, { recipientName: "  " });
    expect([empty.status, empty.json.details?.[0]?.field, empty.json.details?.[0]?.message]).toEqual([422, "recipientName", "证书姓名不能为空"]);
    const long = await stranger.client.patch(`/api/certificates/${id}/recipient-name`, { recipientName: "x".repeat(61) });
    expect(long.json.details?.[0]?.message).toBe("Name on the certificate can have at most 60 characters");
    expect((await stranger.client.patch(`/api/certificates/${id}/recipient-name`, { recipientName: "偷名" })).status).toBe(404);
    expect((await host.client.patch(`/api/certificates/${id}/recipient-name`, { recipientName: "主办改名" })).status).toBe(403);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, id));
    expect([row!.recipientName, row!.nameCorrectedAt]).toEqual(["王小明", null]);
  });
});

describe("revoke and restore", () => {
  it("keeps the record; verification then says REVOKED; revoking again changes nothing; restoring brings it back", async () => {
    const { id, number, eventId } = await world();
    const res = await revoke(host.client, id);
    expect([res.status, res.json.message]).toEqual([200, "证书已撤销"]);
    expect(res.json.data).toMatchObject({ status: "REVOKED", revokeReason: "作品抄袭", revokedAt: expect.any(String) });
    const again = await revoke(editor.client, id, "另一个原因");
    expect(again.json.data).toMatchObject({ revokeReason: "作品抄袭", revokedAt: res.json.data.revokedAt });
    const verified = await t.client().get(`/api/certificates/by-number/${number}`);
    expect([verified.status, verified.json.data.status]).toEqual([200, "REVOKED"]);
    expect(verified.json.data).not.toHaveProperty("revokeReason");
    expect((await t.client().get(`/api/events/${eventId}/awards`)).json.data).toEqual([]);
    expect((await holder.client.get("/api/user/certificates")).json.data.find((c: { id: string }) => c.id === id).status).toBe("REVOKED");
    const restored = await editor.client.post(`/api/certificates/${id}/restore`);
    expect([restored.status, restored.json.data.status, restored.json.data.revokeReason]).toEqual([200, "VALID", null]);
    expect(await certificatesOf(t.db, eventId)).toHaveLength(1);
  });

  it("is the owner's and canEditEvent admins' only: the holder, a check-in admin and strangers are refused", async () => {
    const { id } = await world();
    expect((await revoke(holder.client, id)).status).toBe(403);
    expect((await revoke(checker.client, id)).status).toBe(403);
    expect((await revoke(stranger.client, id)).status).toBe(404);
    expect((await stranger.client.post(`/api/certificates/${id}/restore`)).status).toBe(404);
    expect((await revoke(t.client(), id)).status).toBe(401);
    const noReason = await host.client.post(`/api/certificates/${id}/revoke`, {});
    expect([noReason.status, noReason.json.details?.[0]?.field]).toEqual([422, "reason"]);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, id));
    expect(row!.revokedAt).toBeNull();
  });
});

describe("public answers", () => {
  it("verifies by number (any case), and answers 404 naming an unknown or malformed number", async () => {
    const { number } = await world();
    const ok = await t.client().get(`/api/certificates/by-number/${number.toLowerCase()}`);
    expect([ok.status, ok.json.data.number, ok.json.data.status]).toEqual([200, number, "VALID"]);
    expect(ok.headers.get("cache-control")).toBe("public, max-age=60");
    const unknown = await t.client("en").get("/api/certificates/by-number/000000000000");
    expect([unknown.status, unknown.json.error]).toEqual([404, "No certificate has the number 000000000000; please check the number"]);
    const malformed = await t.client().get("/api/certificates/by-number/not-a-number");
    expect([malformed.status, malformed.json.error]).toEqual([404, "没有编号为 NOT-A-NUMBER 的证书，请核对证书编号"]);
  });

  it("lists the event's valid award certificates, first prize first, and never a user id, email or phone", async () => {
    const { eventId } = await world();
    await setUser(t.db, holder.userId, { phoneNumber: "+8613900002222" });
    const other = await insertUser(t.db, { name: "李雷" });
    await issueOne(t.db, eventId, other.id, { awardLevel: "THIRD", awardName: "三等奖", score: 9.9 });
    await issueOne(t.db, eventId, other.id, { source: "ATTENDANCE", sourceRef: "", awardLevel: "PARTICIPATION", awardName: null });
    const res = await t.client().get(`/api/events/${eventId}/awards`);
    expect(res.status).toBe(200);
    expect(res.json.data.map((c: { awardLevel: string }) => c.awardLevel)).toEqual(["FIRST", "THIRD"]);
    const text = res.text;
    for (const secret of [holder.userId, other.id, holder.email, other.email, "+8613900002222", "userId"]) expect(text).not.toContain(secret);
    const verified = (await t.client().get(`/api/certificates/by-number/${res.json.data[0].number}`)).text;
    for (const secret of [holder.userId, holder.email, "userId", '"id"']) expect(verified).not.toContain(secret);
  });

  it("names completion and attendance certificates from the catalog in the reader's language", async () => {
    const { eventId } = await world();
    const made = await issueOne(t.db, eventId, stranger.userId, { source: "ATTENDANCE", sourceRef: "", awardLevel: "PARTICIPATION", awardName: null, score: null, description: null });
    expect((await t.client("en").get(`/api/certificates/by-number/${made.number}`)).json.data).toMatchObject({ awardName: "Certificate of attendance", description: "Took part in this event and checked in." });
    expect((await t.client("zh").get(`/api/certificates/by-number/${made.number}`)).json.data.awardName).toBe("活动参与证明");
    // Issuing notified the holder once, linking to the certificate's page.
    const notices = await t.db.select().from(notifications).where(eq(notifications.link, `/certificates/${made.number}`));
    expect(notices.map((n) => [n.userId, n.type])).toEqual([[stranger.userId, "certificateIssued"]]);
  });

  it("hides a draft event's awards from everyone but its managers", async () => {
    const draft = await insertEvent(t.db, host.userId, { status: "DRAFT" });
    await issueOne(t.db, draft, holder.userId);
    expect((await t.client().get(`/api/events/${draft}/awards`)).status).toBe(404);
    const own = await host.client.get(`/api/events/${draft}/awards`);
    expect([own.status, own.json.data.length, own.headers.get("cache-control")]).toEqual([200, 1, "private, no-store"]);
  });
});

describe("the event's certificates and settings (console)", () => {
  it("lists every certificate, revoked included, to the event's roles only", async () => {
    const { eventId, id } = await world();
    await revoke(host.client, id);
    const list = await checker.client.get(`/api/events/${eventId}/certificates`);
    expect(list.json.data.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[id, "REVOKED"]]);
    expect((await stranger.client.get(`/api/events/${eventId}/certificates`)).status).toBe(403);
    expect((await holder.client.get(`/api/events/${eventId}/certificates`)).status).toBe(403);
  });

  it("saves the attendance setting for canEditEvent only", async () => {
    const { eventId } = await world();
    const saved = await editor.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: true });
    expect([saved.status, saved.json.data, saved.json.message]).toEqual([200, { attendanceCertificates: true, issued: 0 }, "证书设置已保存"]);
    expect((await checker.client.get(`/api/events/${eventId}/certificate-settings`)).json.data).toEqual({ attendanceCertificates: true });
    expect((await checker.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: false })).status).toBe(403);
    expect((await stranger.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: false })).status).toBe(403);
    const bad = await host.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: "yes" });
    expect([bad.status, bad.json.details?.[0]?.field]).toEqual([422, "attendanceCertificates"]);
  });
});
