import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { TEST_ORIGIN, type TestClient } from "../../test/test-app.ts";
import { unstoredUrl } from "../photos/photos-test-kit.ts";
import { makeImage } from "../uploads/test-images.ts";
import { createUploadsTestApp, directUpload } from "../uploads/upload-test-helpers.ts";
import { createDraft, eventInput, grantAdmin, snapshot } from "./console-test-kit.ts";

// Design rule 8 for the event's three images: a new one must be an upload of the caller's own that is
// still stored; the one already on the event may come back unchanged (a co-admin saving the whole form).

type App = Awaited<ReturnType<typeof createUploadsTestApp>>;
type Person = { client: TestClient; userId: string };

let t: App;
let stranger: Person;
let strangersFile: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  stranger = await signedIn(t);
  strangersFile = await uploadCover(stranger.client);
});
afterAll(async () => {
  await t.close();
});

/** Uploads a real PNG as `client` through the uploads module and answers its URL (`/files/…`). */
async function uploadCover(client: TestClient): Promise<string> {
  const res = await directUpload(t, client, { bytes: await makeImage("png"), type: "image/png", name: "cover.png" }, { bucket: "event-covers" });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.fileUrl as string;
}

const eventRow = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;
const titled = async (title: string) => t.db.select({ id: events.id }).from(events).where(eq(events.title, title));

describe("creating an event", () => {
  it("refuses another person's upload, naming the field, in Chinese and in English, and creates nothing", async () => {
    const zh = await signedIn(t, "zh");
    const en = await signedIn(t, "en");
    const title = `别人的封面 ${crypto.randomUUID().slice(0, 8)}`;
    const a = await zh.client.post("/api/events", eventInput({ title, coverImage: strangersFile }));
    expect(a.status).toBe(422);
    expect(a.json).toMatchObject({ code: "VALIDATION_ERROR", error: "封面图只能使用你自己上传的图片" });
    expect(a.json.details).toEqual([{ field: "coverImage", message: "封面图只能使用你自己上传的图片" }]);
    const b = await en.client.post("/api/events", eventInput({ title, registrationSuccessImage: `${TEST_ORIGIN}${strangersFile}` }));
    expect(b.status).toBe(422);
    expect(b.json.details).toEqual([{ field: "registrationSuccessImage", message: "Registration success image must be an image you uploaded yourself" }]);
    expect(await titled(title)).toEqual([]);
  });

  it("refuses a well-formed key of the caller's own that no file stands behind", async () => {
    const zh = await signedIn(t, "zh");
    const en = await signedIn(t, "en");
    const a = await zh.client.post("/api/events", eventInput({ coverImage: unstoredUrl(zh.userId) }));
    expect(a.status).toBe(422);
    expect(a.json.details).toEqual([{ field: "coverImage", message: "封面图不存在，请重新上传" }]);
    const b = await en.client.post("/api/events", eventInput({ registrationPendingImage: unstoredUrl(en.userId) }));
    expect(b.status).toBe(422);
    expect(b.json.details).toEqual([{ field: "registrationPendingImage", message: "Pending review image no longer exists; please upload it again" }]);
  });

  it("names every refused image at once", async () => {
    const { client, userId } = await signedIn(t, "en");
    const res = await client.post("/api/events", eventInput({ coverImage: strangersFile, registrationPendingImage: unstoredUrl(userId) }));
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([
      { field: "coverImage", message: "Cover image must be an image you uploaded yourself" },
      { field: "registrationPendingImage", message: "Pending review image no longer exists; please upload it again" },
    ]);
  });

  it("saves the caller's own uploads, an absolute URL stored as its /files/ path", async () => {
    const { client } = await signedIn(t);
    const [cover, success, pending] = [await uploadCover(client), await uploadCover(client), await uploadCover(client)];
    const id = await createDraft(client, { coverImage: `${TEST_ORIGIN}${cover}`, registrationSuccessImage: success, registrationPendingImage: pending });
    expect(await eventRow(id)).toMatchObject({ coverImage: cover, registrationSuccessImage: success, registrationPendingImage: pending });
  });
});

describe("editing an event", () => {
  it("refuses another person's upload or a missing file, naming the field, and changes nothing", async () => {
    const organiser = await signedIn(t, "en");
    const cover = await uploadCover(organiser.client);
    const id = await createDraft(organiser.client, { coverImage: cover });
    const before = await snapshot(t.db, id);
    const theirs = await organiser.client.patch(`/api/events/${id}`, { title: "新标题", coverImage: strangersFile });
    expect(theirs.status).toBe(422);
    expect(theirs.json.details).toEqual([{ field: "coverImage", message: "Cover image must be an image you uploaded yourself" }]);
    const gone = await organiser.client.patch(`/api/events/${id}`, { title: "新标题", registrationSuccessImage: unstoredUrl(organiser.userId) });
    expect(gone.status).toBe(422);
    expect(gone.json.details).toEqual([{ field: "registrationSuccessImage", message: "Registration success image no longer exists; please upload it again" }]);
    expect(await snapshot(t.db, id)).toEqual(before);
  });

  it("lets a co-admin send the organiser's cover back unchanged, but not set another of the organiser's files", async () => {
    const organiser = await signedIn(t);
    const coAdmin = await signedIn(t, "zh");
    const cover = await uploadCover(organiser.client);
    const otherOfTheOrganisers = await uploadCover(organiser.client);
    const id = await createDraft(organiser.client, { coverImage: cover, registrationSuccessImage: null });
    await grantAdmin(t.db, id, coAdmin.userId, { canEditEvent: true });

    // Every field, as the editor saves them: the cover is the one already there, also as an absolute URL.
    const { ticketTypes: _t, questions: _q, ...form } = eventInput({ title: "管理员改的标题", coverImage: cover });
    const saved = await coAdmin.client.patch(`/api/events/${id}`, form);
    expect(saved.status, saved.text).toBe(200);
    const again = await coAdmin.client.patch(`/api/events/${id}`, { coverImage: `${TEST_ORIGIN}${cover}` });
    expect(again.status, again.text).toBe(200);
    expect(await eventRow(id)).toMatchObject({ title: "管理员改的标题", coverImage: cover });

    // A file of the organiser's that is not on this event is still not the co-admin's to use.
    const refused = await coAdmin.client.patch(`/api/events/${id}`, { registrationSuccessImage: otherOfTheOrganisers });
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual([{ field: "registrationSuccessImage", message: "报名成功图片只能使用你自己上传的图片" }]);

    // Their own upload replaces the cover; null clears an image.
    const mine = await uploadCover(coAdmin.client);
    expect((await coAdmin.client.patch(`/api/events/${id}`, { coverImage: mine, registrationPendingImage: null })).status).toBe(200);
    expect(await eventRow(id)).toMatchObject({ coverImage: mine, registrationPendingImage: null });
  });
});

describe("images inside the rich text", () => {
  it("refuses another person's upload or a missing file among the description's images, naming richContent", async () => {
    const zh = await signedIn(t, "zh");
    const en = await signedIn(t, "en");
    const theirs = await zh.client.post("/api/events", eventInput({ richContent: `<p>看图</p><img src="${strangersFile}">` }));
    expect(theirs.status).toBe(422);
    expect(theirs.json.details).toEqual([{ field: "richContent", message: "活动详情中的本站图片只能是你自己上传的" }]);
    const absolute = await en.client.post("/api/events", eventInput({ richContent: `<img src="${TEST_ORIGIN}${strangersFile}">` }));
    expect(absolute.json.details).toEqual([{ field: "richContent", message: "Images from this site in Details must be ones you uploaded yourself" }]);
    const gone = await en.client.post("/api/events", eventInput({ richContent: `<p>a</p><img src="${unstoredUrl(en.userId)}">` }));
    expect(gone.status).toBe(422);
    expect(gone.json.details).toEqual([{ field: "richContent", message: "An image in Details no longer exists; please upload it again" }]);
  });

  it("keeps the caller's own uploads and images from other sites, and lets a co-admin save the description as it is", async () => {
    const organiser = await signedIn(t);
    const coAdmin = await signedIn(t, "en");
    const mine = await uploadCover(organiser.client);
    const richContent = `<p>现场</p><img src="${mine}" alt="现场" /><img src="https://example.com/a.png" />`;
    const id = await createDraft(organiser.client, { richContent });
    expect((await eventRow(id)).richContent).toBe(richContent);
    await grantAdmin(t.db, id, coAdmin.userId, { canEditEvent: true });

    const edited = `<p>现场（更新）</p><img src="${mine}" alt="现场" />`;
    const saved = await coAdmin.client.patch(`/api/events/${id}`, { richContent: edited });
    expect(saved.status, saved.text).toBe(200);
    expect((await eventRow(id)).richContent).toBe(edited);

    const refused = await coAdmin.client.patch(`/api/events/${id}`, { richContent: `${edited}<img src="${strangersFile}" />` });
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual([{ field: "richContent", message: "Images from this site in Details must be ones you uploaded yourself" }]);
    expect((await eventRow(id)).richContent).toBe(edited);
  });
});
