// Issue 6, item 6: "A slow or failing mail or SMS sender never blocks or fails the request that
// triggered it: sending is queued and retried." The app's own senders are replaced by providers that
// never answer; requests must still answer, and the worker must still try to deliver.
import { afterEach, describe, expect, it } from "vitest";
import { messageJobs } from "../../db/schema/index.ts";
import { insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { nextPhone } from "../registrations/registration-test-kit.ts";
import { DELIVERY_POLICY, retryDelayMs } from "./delivery-policy.ts";
import { hangingSender } from "./test-senders.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// The send timeout only ends each stuck attempt quickly so the file finishes; nothing is timed.
const QUEUE = { sendTimeoutMs: 50 };

describe("a sender that never answers", () => {
  it("does not hold up a sign-in code request; the worker picks the code up and retries it later", async () => {
    const sms = hangingSender();
    t = await createTestApp({ RATE_LIMIT: "off" }, { sms, queue: QUEUE });
    const first = nextPhone();
    expect((await t.client().post("/api/auth/phone-number/send-otp", { phoneNumber: first })).status).toBe(200);

    // The worker takes the code to the provider, which never answers...
    const run = t.deps.messages.runDue();
    await sms.called;
    expect(sms.attempts[0]).toMatchObject({ to: first, text: expect.stringMatching(/验证码 \d{6}/) });
    // ...and meanwhile the next request is answered all the same.
    const second = nextPhone();
    expect((await t.client().post("/api/auth/phone-number/send-otp", { phoneNumber: second })).status).toBe(200);

    await run;
    const jobs = await t.db.select().from(messageJobs);
    const firstJob = jobs.find((j) => (j.payload as { to: string }).to === first)!;
    // The attempt timed out and the code waits for its retry, not given up on.
    expect(firstJob).toMatchObject({ status: "pending", attempts: 1, lastError: "no answer within 50 ms" });
    expect(firstJob.runAt.getTime() - firstJob.createdAt.getTime()).toBeGreaterThanOrEqual(retryDelayMs(DELIVERY_POLICY.sms, 1));
    expect(firstJob.expiresAt).not.toBeNull();
  });

  it("does not hold up an organiser inviting someone, whose invitation mail is queued with the invitation", async () => {
    const mail = hangingSender();
    t = await createTestApp({ RATE_LIMIT: "off" }, { mail, queue: QUEUE });
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { title: "慢邮件活动", maxAttendees: 10 });
    const person = await insertUser(t.db, { email: "slow-mail@example.com" });

    const added = await organizer.client.post(`/api/events/${eventId}/invitations`, { userId: person.id });
    expect(added.status).toBe(201);
    const [job] = await t.db.select().from(messageJobs);
    expect(job).toMatchObject({ channel: "mail", status: "pending", attempts: 0 });

    const run = t.deps.messages.runDue();
    await mail.called;
    expect(mail.attempts[0]).toMatchObject({ to: "slow-mail@example.com" });
    expect(mail.attempts[0]!.subject).toContain("邀请你参加“慢邮件活动”");
    expect(mail.attempts[0]!.text).toContain(`${t.deps.env.publicUrl}/zh/notifications`);
    // The organiser's next change is answered while that mail is still with the provider.
    const other = await insertUser(t.db, { email: "slow-mail-2@example.com" });
    expect((await organizer.client.post(`/api/events/${eventId}/invitations`, { userId: other.id })).status).toBe(201);
    await run;
  });
});
