import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

// Issue 26 item 8: "+８６139…" typed with a Chinese input method was saved as "+139…", another number.
describe("phone numbers typed with full-width characters", () => {
  it("saves full-width digits and plus as the same number", async () => {
    const { client } = await signedIn(t, "zh");
    const res = await client.post("/api/profile/update", { phoneNumber: "＋８６ １３９ １２３４ ５６７８" });
    expect(res.status).toBe(200);
    expect(res.json.data.user.phoneNumber).toBe("+8613912345678");
    const mixed = await client.post("/api/profile/update", { phoneNumber: "+８６13912345679" });
    expect(mixed.json.data.user.phoneNumber).toBe("+8613912345679");
  });

  it("refuses other scripts' digits with the phone message naming the field, and keeps the stored number", async () => {
    const { client } = await signedIn(t, "en");
    await client.post("/api/profile/update", { phoneNumber: "+8613912345670" });
    const res = await client.post("/api/profile/update", { phoneNumber: "+٨٦13912345678" });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "phoneNumber", message: "Please type the number with the digits 0-9" }]);
    expect((await client.get("/api/profile")).json.data.user.phoneNumber).toBe("+8613912345670");
  });

  it("sends a sign-in code to the number the full-width digits spell", async () => {
    const res = await t.client().post("/api/auth/phone-number/send-otp", { phoneNumber: "＋８６１３７１２３４５６７８" });
    expect(res.status).toBe(200);
    await t.deps.messages.runDue();
    expect(t.deps.outbox.latestFor("+8613712345678")?.text).toMatch(/\d{6}/);
  });
});
