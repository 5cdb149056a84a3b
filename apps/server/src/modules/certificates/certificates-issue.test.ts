import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/index.ts";
import { CONTENT, insertChallenge, joinAndSetUp } from "../challenges/challenge-check-ins-test-kit.ts";
import { insertJudgedHackathon, insertScored } from "../hackathons/results-test-kit.ts";
import { attendee, checkInEvent } from "../registrations/registration-test-kit.ts";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { certificatesOf } from "./certificates-test-kit.ts";

// docs/product/certificates.md#sources, through the real routes that earn certificates: publishing a hackathon's
// awards (one per team member per award), completing a challenge, and checking in at an event that gives
// attendance certificates (on check-in, and for everyone already in when the setting is turned on). Each is
// issued once however often its cause repeats.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  host = await signedIn(t);
});
afterAll(() => t.close());

const noticesOf = (userId: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, "certificateIssued")));

describe("hackathon awards", () => {
  it("publishing gives each team member of each award one certificate with the award, project and final score; publishing again adds none", async () => {
    const id = await insertJudgedHackathon(t.db, host.userId, "RESULTS");
    const [a, b, c] = await Promise.all([insertUser(t.db, { name: "甲" }), insertUser(t.db, { name: "乙" }), insertUser(t.db, { name: "丙" })]);
    const won = await insertScored(t.db, id, [a.id, b.id], { title: "智能排班", judgeScore: 9, audienceScore: 1, voteCount: 10 });
    const crowd = await insertScored(t.db, id, [c.id], { title: "人气作品", judgeScore: 4, audienceScore: 9, voteCount: 90 });
    await host.client.request("PUT", `/api/events/${id}/awards-assignment`, {
      awards: [
        { awardId: "grand", submissionIds: [won], level: "FIRST", category: "TECHNICAL" },
        { awardId: "crowd", submissionIds: [crowd, won], level: "EXCELLENCE", category: "SOCIAL" },
      ],
    });
    expect((await host.client.post(`/api/events/${id}/results/publish`)).status).toBe(200);
    const rows = await certificatesOf(t.db, id);
    expect(rows.map((r) => [r.recipientName, r.awardName, r.awardLevel]).sort()).toEqual([
      ["丙", "人气奖", "EXCELLENCE"],
      ["乙", "人气奖", "EXCELLENCE"],
      ["乙", "评委大奖", "FIRST"],
      ["甲", "人气奖", "EXCELLENCE"],
      ["甲", "评委大奖", "FIRST"],
    ]);
    const first = rows.find((r) => r.userId === a.id && r.awardLevel === "FIRST")!;
    // 0.7 × 9 + 0.3 × 1 (the stored final score, out of 10).
    expect(first).toMatchObject({ source: "AWARD", submissionId: won, projectTitle: "智能排班", projectDescription: "描述", awardCategory: "TECHNICAL", organizationName: "Commons", revokedAt: null });
    expect(first.score).toBeCloseTo(6.6, 5);
    expect(await noticesOf(a.id)).toHaveLength(2);
    expect((await host.client.post(`/api/events/${id}/results/publish`)).status).toBe(200);
    expect(await certificatesOf(t.db, id)).toHaveLength(5);
    expect(await noticesOf(a.id)).toHaveLength(2);
    const awards = (await t.client().get(`/api/events/${id}/awards`)).json.data;
    expect(awards.map((x: { awardLevel: string; recipientName: string }) => x.awardLevel)).toEqual(["FIRST", "FIRST", "EXCELLENCE", "EXCELLENCE", "EXCELLENCE"]);
  });
});

describe("challenge completion", () => {
  it("the check-in that completes the challenge issues one EXCELLENCE certificate with the project; completing again issues none", async () => {
    const id = await insertChallenge(t.db, host.userId, { config: { requiredCheckIns: 1 } });
    const me = await signedIn(t, "zh", { name: "挑战者" });
    await joinAndSetUp(t.db, id, me);
    const done = await me.client.post(`/api/events/${id}/building-public/check-in`, { content: CONTENT });
    expect(done.status).toBe(200);
    const [cert] = await certificatesOf(t.db, id);
    expect(cert).toMatchObject({ source: "CHALLENGE", userId: me.userId, recipientName: "挑战者", awardLevel: "EXCELLENCE", awardName: null, projectTitle: "记账 App", projectDescription: "帮你记账", score: null });
    const mine = (await me.client.get("/api/user/certificates")).json.data;
    expect(mine).toEqual([expect.objectContaining({ source: "CHALLENGE", awardName: "Building Public 挑战完成证书", eventType: "BUILDING_PUBLIC" })]);
    // Deleting the check-in and checking in again flips completion off and on: still one certificate, one notice.
    await me.client.delete(`/api/building-public/check-ins/${done.json.data.checkIn.id}`);
    expect((await me.client.post(`/api/events/${id}/building-public/check-in`, { content: CONTENT })).status).toBe(200);
    expect(await certificatesOf(t.db, id)).toHaveLength(1);
    expect(await noticesOf(me.userId)).toHaveLength(1);
  });
});

describe("attendance", () => {
  it("turning the setting on issues to everyone already in; a later check-in issues its own; undoing revokes it and checking in again restores it", async () => {
    const { organizer, eventId, a, ticket } = await checkInEvent(t);
    const checkin = `/api/events/${eventId}/checkin`;
    expect((await organizer.client.post(checkin, { token: ticket.token })).status).toBe(200);
    // Off by default: a check-in issues nothing.
    expect(await certificatesOf(t.db, eventId)).toEqual([]);
    const on = await organizer.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: true });
    expect(on.json.data).toEqual({ attendanceCertificates: true, issued: 1 });
    expect((await organizer.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: true })).json.data.issued).toBe(0);

    const b = await attendee(t);
    await b.client.post(`/api/events/${eventId}/register`, {});
    const bTicket = (await b.client.get(`/api/events/${eventId}/ticket`)).json.data;
    expect((await organizer.client.post(checkin, { code: bTicket.manualCode })).status).toBe(200);
    expect((await organizer.client.post(checkin, { code: bTicket.manualCode })).json.data.alreadyCheckedIn).toBe(true);
    const rows = await certificatesOf(t.db, eventId);
    expect(rows.map((r) => [r.userId, r.source, r.awardLevel]).sort()).toEqual([[a.userId, "ATTENDANCE", "PARTICIPATION"], [b.userId, "ATTENDANCE", "PARTICIPATION"]].sort());

    const bReg = (await organizer.client.get(checkin)).json.data.find((r: { user: { id: string } }) => r.user.id === b.userId).registrationId;
    expect((await organizer.client.delete(`${checkin}/${bReg}`)).status).toBe(200);
    const revoked = (await b.client.get("/api/user/certificates")).json.data[0];
    expect(revoked).toMatchObject({ status: "REVOKED", revokeReason: "签到已撤销" });
    expect((await organizer.client.post(checkin, { code: bTicket.manualCode })).status).toBe(200);
    expect((await b.client.get("/api/user/certificates")).json.data).toEqual([expect.objectContaining({ id: revoked.id, status: "VALID", revokeReason: null })]);
    expect(await noticesOf(b.userId)).toHaveLength(1);

    // Turning it off keeps what was issued and issues nothing new.
    await organizer.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: false });
    expect((await organizer.client.delete(`${checkin}/${bReg}`)).status).toBe(200);
    expect((await organizer.client.post(checkin, { code: bTicket.manualCode })).status).toBe(200);
    expect((await b.client.get("/api/user/certificates")).json.data[0].status).toBe("REVOKED");
    expect(await certificatesOf(t.db, eventId)).toHaveLength(2);
  });

  it("an organiser's revoke is not undone by checking in again", async () => {
    const { organizer, eventId, a, ticket } = await checkInEvent(t);
    await organizer.client.request("PUT", `/api/events/${eventId}/certificate-settings`, { attendanceCertificates: true });
    await organizer.client.post(`/api/events/${eventId}/checkin`, { token: ticket.token });
    const [cert] = await certificatesOf(t.db, eventId);
    await organizer.client.post(`/api/certificates/${cert!.id}/revoke`, { reason: "代签" });
    const reg = (await organizer.client.get(`/api/events/${eventId}/checkin`)).json.data[0].registrationId;
    await organizer.client.delete(`/api/events/${eventId}/checkin/${reg}`);
    await organizer.client.post(`/api/events/${eventId}/checkin`, { token: ticket.token });
    expect((await a.client.get(`/api/certificates/${cert!.id}`)).json.data).toMatchObject({ status: "REVOKED", revokeReason: "代签" });
  });
});
