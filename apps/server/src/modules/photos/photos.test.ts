import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEventAdmin, insertEvent, insertRegistration, setUser, signedIn } from "../../test/fixtures.ts";
import { TEST_ORIGIN, type TestClient } from "../../test/test-app.ts";
import { createUploadsTestApp } from "../uploads/upload-test-helpers.ts";
import { uploadPhoto } from "./photos-test-kit.ts";

type Person = { client: TestClient; userId: string; email: string };

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let host: Person;
let admin: Person;
let attendee: Person;
let other: Person;
let stranger: Person;
let pending: Person;
let eventId: string;
let externalId: string;
let draftId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  [host, admin, attendee, other, stranger, pending] = await Promise.all(
    Array.from({ length: 6 }, (_, i) => signedIn(t, "zh", { name: `人${i}` })),
  ) as [Person, Person, Person, Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId, { title: "照片活动" });
  externalId = await insertEvent(t.db, host.userId, { title: "外部活动", isExternalEvent: true, externalUrl: "https://example.com/e" });
  draftId = await insertEvent(t.db, host.userId, { title: "草稿", status: "DRAFT" });
  await addEventAdmin(t.db, eventId, admin.userId);
  await insertRegistration(t.db, eventId, attendee.userId, "APPROVED");
  await insertRegistration(t.db, eventId, other.userId, "APPROVED");
  await insertRegistration(t.db, eventId, pending.userId, "PENDING");
  await insertRegistration(t.db, externalId, attendee.userId, "APPROVED");
  // Contact data that must never reach a photo.
  await setUser(t.db, attendee.userId, { phoneNumber: "+8613800138000", image: "/files/avatars/x/y.png" });
});
afterAll(() => t.close());

const photosOf = (id: string) => `/api/events/${id}/photos`;

describe("GET /api/events/{id}/photos", () => {
  it("answers an empty album to a visitor, who may not upload", async () => {
    const res = await t.client().get(photosOf(eventId));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ photos: [], total: 0, canUpload: false, remaining: 0, maxPerUploader: 20 });
  });

  it("tells each caller whether they may upload", async () => {
    const flag = async (p: Person, id = eventId) => (await p.client.get(photosOf(id))).json.data.canUpload;
    expect(await flag(host)).toBe(true);
    expect(await flag(admin)).toBe(true);
    expect(await flag(attendee)).toBe(true);
    expect(await flag(pending)).toBe(false);
    expect(await flag(stranger)).toBe(false);
    // Approved, but the event is external: only its organiser may add photos.
    expect(await flag(attendee, externalId)).toBe(false);
    expect(await flag(host, externalId)).toBe(true);
  });

  it("hides drafts and missing events from everyone but their organiser", async () => {
    for (const res of [
      await t.client().get(photosOf(draftId)),
      await attendee.client.get(photosOf(draftId)),
      await t.client().get(photosOf("no-such-event")),
      await t.client().get(photosOf("%2E%2E%2Fetc")),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
    expect((await host.client.get(photosOf(draftId))).status).toBe(200);
  });
});

describe("POST /api/events/{id}/photos", () => {
  it("adds the caller's own upload, answers it once however often it is sent, and lists it newest first", async () => {
    const first = await uploadPhoto(t, attendee.client);
    const res = await attendee.client.post(photosOf(eventId), { imageUrl: first });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("照片上传成功");
    expect(res.json.data.remaining).toBe(19);
    expect(res.json.data.photo).toMatchObject({
      imageUrl: first,
      canDelete: true,
      uploader: { id: attendee.userId, name: "人2", image: "/files/avatars/x/y.png" },
    });

    // A retry (or the absolute form of the same URL) finds the same photo instead of adding one.
    const again = await attendee.client.post(photosOf(eventId), { imageUrl: first });
    expect(again.status).toBe(200);
    expect(again.json.data.photo.id).toBe(res.json.data.photo.id);
    const absolute = await attendee.client.post(photosOf(eventId), { imageUrl: `${TEST_ORIGIN}${first}` });
    expect(absolute.status).toBe(200);
    expect(absolute.json.data.photo.id).toBe(res.json.data.photo.id);

    const second = await uploadPhoto(t, host.client);
    expect((await host.client.post(photosOf(eventId), { imageUrl: second })).status).toBe(201);

    const list = (await t.client().get(photosOf(eventId))).json.data;
    expect(list.total).toBe(2);
    expect(list.photos.map((p: { imageUrl: string }) => p.imageUrl)).toEqual([second, first]);
    expect(list.photos.every((p: { canDelete: boolean }) => p.canDelete === false)).toBe(true);
    const mine = (await attendee.client.get(photosOf(eventId))).json.data;
    expect(mine.remaining).toBe(19);
    expect(mine.photos.map((p: { canDelete: boolean }) => p.canDelete)).toEqual([false, true]);
    // The organiser may remove any photo of their event.
    expect((await host.client.get(photosOf(eventId))).json.data.photos.map((p: { canDelete: boolean }) => p.canDelete)).toEqual([true, true]);
  });

  it("never shows an uploader's email or phone", async () => {
    const res = await t.client().get(photosOf(eventId));
    expect(res.text).not.toContain(attendee.email);
    expect(res.text).not.toContain("13800138000");
    for (const photo of res.json.data.photos) expect(Object.keys(photo.uploader).sort()).toEqual(["id", "image", "name", "username"]);
  });

  it("lets the organiser and event admins add photos without registering", async () => {
    const url = await uploadPhoto(t, admin.client);
    expect((await admin.client.post(photosOf(eventId), { imageUrl: url })).status).toBe(201);
    const onExternal = await uploadPhoto(t, host.client);
    expect((await host.client.post(photosOf(externalId), { imageUrl: onExternal })).status).toBe(201);
  });

  it("answers 401 to a visitor, before looking at the body", async () => {
    for (const body of [{ imageUrl: "/files/x" }, { nonsense: true }]) {
      const res = await t.client().post(photosOf(eventId), body);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("UNAUTHORIZED");
    }
  });

  it("answers 403 to anyone who is neither organiser, admin nor approved registrant", async () => {
    for (const person of [stranger, pending]) {
      const url = await uploadPhoto(t, person.client);
      const res = await person.client.post(photosOf(eventId), { imageUrl: url });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: "FORBIDDEN", error: "只有活动主办方和报名已通过的参与者可以上传活动照片" });
    }
    const url = await uploadPhoto(t, attendee.client);
    attendee.client.locale = "en";
    const external = await attendee.client.post(photosOf(externalId), { imageUrl: url });
    attendee.client.locale = "zh";
    expect(external.status).toBe(403);
    expect(external.json.error).toBe("Photos cannot be uploaded for external events");
  });

  it("answers 404 for a draft (to non-managers) and a missing event", async () => {
    const url = await uploadPhoto(t, attendee.client);
    expect((await attendee.client.post(photosOf(draftId), { imageUrl: url })).status).toBe(404);
    expect((await attendee.client.post(photosOf("missing"), { imageUrl: url })).status).toBe(404);
    // The organiser may prepare a draft's album.
    const own = await uploadPhoto(t, host.client);
    expect((await host.client.post(photosOf(draftId), { imageUrl: own })).status).toBe(201);
  });
});

describe("DELETE /api/events/{id}/photos/{photoId}", () => {
  it("lets the uploader and the event's managers remove a photo, and nobody else", async () => {
    const add = async (p: Person) =>
      (await p.client.post(photosOf(eventId), { imageUrl: await uploadPhoto(t, p.client) })).json.data.photo.id as string;
    const mine = await add(other);
    const theirs = await add(other);

    expect((await t.client().delete(`${photosOf(eventId)}/${mine}`)).status).toBe(401);
    const refused = await attendee.client.delete(`${photosOf(eventId)}/${mine}`);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("只能删除自己上传的照片");
    // A photo is only reachable through its own event.
    expect((await other.client.delete(`${photosOf(externalId)}/${mine}`)).status).toBe(404);

    // An admin of another event has no right here (design rule 3's matrix).
    const elsewhere = (await signedIn(t)) as Person;
    await addEventAdmin(t.db, externalId, elsewhere.userId);
    expect((await elsewhere.client.delete(`${photosOf(eventId)}/${mine}`)).status).toBe(403);
    expect((await elsewhere.client.post(photosOf(eventId), { imageUrl: await uploadPhoto(t, elsewhere.client) })).status).toBe(403);

    const removed = await other.client.delete(`${photosOf(eventId)}/${mine}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ data: { id: mine }, message: "照片已删除" });
    expect((await other.client.delete(`${photosOf(eventId)}/${mine}`)).status).toBe(404);
    expect((await admin.client.delete(`${photosOf(eventId)}/${theirs}`)).status).toBe(200);

    const ids = (await t.client().get(photosOf(eventId))).json.data.photos.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((await other.client.get(photosOf(eventId))).json.data.remaining).toBe(20);
  });
});

describe("/api/openapi.json", () => {
  it("documents the photo routes with every status they answer", async () => {
    const paths = (await t.client().get("/api/openapi.json")).json.paths;
    const expected: [string, string, string[]][] = [
      ["get", "/api/events/{id}/photos", ["200", "404"]],
      ["post", "/api/events/{id}/photos", ["200", "201", "400", "401", "403", "404", "422", "429"]],
      ["delete", "/api/events/{id}/photos/{photoId}", ["200", "401", "403", "404", "429"]],
    ];
    for (const [method, path, statuses] of expected) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}).sort(), `${method} ${path}`).toEqual(statuses);
    }
    expect(paths["/api/events/{id}/photos"].post.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
  });
});
