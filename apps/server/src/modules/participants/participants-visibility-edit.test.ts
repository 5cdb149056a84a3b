import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createDraft } from "../event-console/console-test-kit.ts";
import { eventWith, participantsPath, person } from "./participants-test-kit.ts";

// docs/product/people.md#who-sees-participants: the organiser edits the choice in the event editor, and the
// people routes and the event page follow it at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

describe("participantsVisibility in the event editor", () => {
  it("is saved by an edit, shown by the edit view and the event page, and obeyed by the list", async () => {
    const { eventId, host } = await eventWith(t);
    const approved = await person(t, eventId, "APPROVED");
    const stranger = await person(t);
    const edit = () => host.client.get(`/api/events/${eventId}/edit`);
    expect((await edit()).json.data.event.participantsVisibility).toBe("REGISTRANTS");
    expect((await approved.client.get(participantsPath(eventId))).status).toBe(200);
    expect((await t.client().get(participantsPath(eventId))).status).toBe(403);
    const detail = async (c = approved.client) => (await c.get(`/api/events/${eventId}`)).json.data;
    expect(await detail()).toMatchObject({ participantsVisibility: "REGISTRANTS", viewer: { canSeeParticipants: true } });
    expect((await detail(stranger.client)).viewer.canSeeParticipants).toBe(false);

    const hide = await host.client.patch(`/api/events/${eventId}`, { participantsVisibility: "ORGANISERS" });
    expect(hide.status).toBe(200);
    expect(hide.json.data.event.participantsVisibility).toBe("ORGANISERS");
    expect((await edit()).json.data.event.participantsVisibility).toBe("ORGANISERS");
    expect((await approved.client.get(participantsPath(eventId))).status).toBe(403);
    expect((await host.client.get(participantsPath(eventId))).status).toBe(200);
    expect(await detail()).toMatchObject({ participantsVisibility: "ORGANISERS", viewer: { canSeeParticipants: false } });
    expect((await detail(host.client)).viewer.canSeeParticipants).toBe(true);

    await host.client.patch(`/api/events/${eventId}`, { participantsVisibility: "PUBLIC" });
    expect((await t.client().get(participantsPath(eventId))).status).toBe(200);
    expect((await stranger.client.get(participantsPath(eventId))).status).toBe(200);
    expect((await t.client().get(`/api/events/${eventId}`)).json.data).toMatchObject({ participantsVisibility: "PUBLIC", viewer: null });
  });

  it("refuses an unknown value with a 422 naming the field, and changes nothing", async () => {
    const { eventId, host } = await eventWith(t);
    const res = await host.client.patch(`/api/events/${eventId}`, { participantsVisibility: "FRIENDS" });
    expect(res.status).toBe(422);
    expect(res.json.details[0].field).toBe("participantsVisibility");
    expect((await host.client.get(`/api/events/${eventId}/edit`)).json.data.event.participantsVisibility).toBe("REGISTRANTS");
  });

  it("a new event starts as registrants only", async () => {
    const host = await person(t);
    const id = await createDraft(host.client);
    expect((await host.client.get(`/api/events/${id}/edit`)).json.data.event.participantsVisibility).toBe("REGISTRANTS");
  });
});
