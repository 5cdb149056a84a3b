import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkInKeys } from "@/features/checkin/api/keys.ts";
import { eventEditorKeys } from "@/features/event-editor/api/keys.ts";
import { manageKeys } from "@/features/event-manage/api/keys.ts";
import { myEventsQueryKey } from "@/features/my-events/api/get-my-events.ts";
import { myRegistrationsQueryKey } from "@/features/my-registrations/api/get-my-registrations.ts";
import { registrationKeys } from "@/features/registration/api/keys.ts";
import { createQueryClient } from "./query-client.ts";
import { sessionQueryKey, signOut } from "./session.ts";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, data: null }), { headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("sign-out", () => {
  it("drops every cache that holds the signed-out person's data, and keeps public ones", async () => {
    const client = createQueryClient();
    const privateKeys = [
      ["notifications", "list"],
      ["profile"],
      myRegistrationsQueryKey,
      registrationKeys.ticket("e1"),
      registrationKeys.projects,
      checkInKeys.list("e1"),
      myEventsQueryKey,
      eventEditorKeys.myOrganizations,
      eventEditorKeys.edit("e1"),
      manageKeys.registrationsPage("e1", {}),
      manageKeys.checkIns("e1"),
    ];
    const publicKeys = [
      ["events", "detail", "e1"],
      ["orgs", "club"],
      ["users", "ada"],
    ];
    for (const key of [...privateKeys, ...publicKeys]) client.setQueryData(key, { secret: true });
    client.setQueryData(sessionQueryKey, { user: { id: "u1" } });

    await signOut(client);

    for (const key of privateKeys) expect(client.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    for (const key of publicKeys) expect(client.getQueryData(key), JSON.stringify(key)).toBeDefined();
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === "/api/auth/sign-out" && init?.method === "POST")).toBe(true);
  });
});
