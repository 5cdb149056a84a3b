import { EVENT_PAYMENT_NOTE_MAX_LENGTH } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createPublished } from "./console-test-kit.ts";

// docs/product/registration.md#payment: Commons takes no payments; the organiser's payment note tells a
// registrant of a priced ticket how to pay. Plain text, at most EVENT_PAYMENT_NOTE_MAX_LENGTH characters.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const NOTE = "活动当天在签到台用微信或支付宝付款\n可开发票 <b>不是 HTML</b>";

describe("the payment note", () => {
  it("is saved as typed (trimmed), loaded by the editor, sent with the event and cleared by a blank", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client);
    expect((await client.patch(`/api/events/${id}`, { paymentNote: `  ${NOTE}  ` })).status).toBe(200);
    expect((await client.get(`/api/events/${id}/edit`)).json.data.event.paymentNote).toBe(NOTE);
    // Plain text for everyone (a visitor reads it before registering); the page prints it as text, never as HTML.
    expect((await t.client().get(`/api/events/${id}`)).json.data.paymentNote).toBe(NOTE);
    expect((await client.patch(`/api/events/${id}`, { paymentNote: "   " })).status).toBe(200);
    expect((await t.client().get(`/api/events/${id}`)).json.data.paymentNote).toBeNull();
  });

  it("refuses an over-long or non-text note with a 422 naming the field, and keeps the old one", async () => {
    const zh = await signedIn(t, "zh");
    const id = await createPublished(zh.client, { paymentNote: NOTE });
    const long = await zh.client.patch(`/api/events/${id}`, { paymentNote: "付".repeat(EVENT_PAYMENT_NOTE_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect(long.json.details).toEqual([{ field: "paymentNote", message: `付款说明不能超过${EVENT_PAYMENT_NOTE_MAX_LENGTH}个字符` }]);
    const en = await signedIn(t, "en");
    const enId = await createPublished(en.client);
    const typed = await en.client.patch(`/api/events/${enId}`, { paymentNote: 42 });
    expect(typed.status).toBe(422);
    expect(typed.json.details).toEqual([{ field: "paymentNote", message: "Payment note has the wrong format" }]);
    const [row] = await t.db.select({ paymentNote: events.paymentNote }).from(events).where(eq(events.id, id));
    expect(row?.paymentNote).toBe(NOTE);
  });

  it("is not sent for an external event, which is paid for on its own platform", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, { isExternalEvent: true, externalUrl: "https://elsewhere.example/e/1", paymentNote: NOTE });
    expect((await t.client().get(`/api/events/${id}`)).json.data.paymentNote).toBeNull();
  });
});
