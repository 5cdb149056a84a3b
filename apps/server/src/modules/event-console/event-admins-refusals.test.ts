import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createDraft, grantAdmin } from "./console-test-kit.ts";

// Found by the app-wide bad-input suite (src/test/fuzz-suite.ts): an empty flags patch was a 422 without `details`.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

describe("PATCH /api/events/{id}/admins/{userId}", () => {
  it("an empty patch is a 422 that names the body", async () => {
    const organizer = await signedIn(t, "en");
    const admin = await signedIn(t);
    const id = await createDraft(organizer.client);
    await grantAdmin(t.db, id, admin.userId, { canCheckIn: true });
    const res = await organizer.client.patch(`/api/events/${id}/admins/${admin.userId}`, {});
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ success: false, code: "VALIDATION_ERROR", details: [{ field: "body", message: "Request body is required" }] });
  });
});
