import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { setUser, signedIn } from "../../test/fixtures.ts";
import { TEST_ORIGIN } from "../../test/test-app.ts";
import { unstoredUrl, uploadPhoto } from "../photos/photos-test-kit.ts";
import { createUploadsTestApp } from "../uploads/upload-test-helpers.ts";

// Design rule 8 for the profile photo: it may link to another site, but a URL into our own storage is a
// claim on an upload, which must be the person's own and still stored (unless it is the photo already set).

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let strangersFile: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  strangersFile = await uploadPhoto(t, (await signedIn(t)).client);
});
afterAll(async () => {
  await t.close();
});

const imageOf = async (userId: string) => (await t.db.select({ image: users.image }).from(users).where(eq(users.id, userId)))[0]!.image;

describe("POST /api/profile/update image", () => {
  it("refuses another person's upload, naming the field, in Chinese and in English, and keeps the photo", async () => {
    const zh = await signedIn(t, "zh");
    const en = await signedIn(t, "en");
    const a = await zh.client.post("/api/profile/update", { name: "新名字", image: strangersFile });
    expect(a.status).toBe(422);
    expect(a.json).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "image", message: "只能使用你自己上传的图片作为头像" }] });
    const b = await en.client.post("/api/profile/update", { image: `${TEST_ORIGIN}${strangersFile}` });
    expect(b.status).toBe(422);
    expect(b.json.details).toEqual([{ field: "image", message: "You can only use an image you uploaded yourself as your avatar" }]);
    expect(await imageOf(zh.userId)).toBeNull();
    expect((await zh.client.get("/api/profile")).json.data.user.name).not.toBe("新名字");
  });

  it("refuses an own key with no file behind it, and a /files/ path that is no storage key", async () => {
    const { client, userId } = await signedIn(t, "en");
    const gone = await client.post("/api/profile/update", { image: unstoredUrl(userId) });
    expect(gone.status).toBe(422);
    expect(gone.json.details).toEqual([{ field: "image", message: "The avatar image no longer exists; please upload it again" }]);
    const bogus = await client.post("/api/profile/update", { image: "/files/avatars/abc.webp" });
    expect(bogus.status).toBe(422);
    expect(bogus.json.details).toEqual([{ field: "image", message: "Please enter a valid link" }]);
  });

  it("saves the caller's own upload (an absolute URL as its /files/ path) and still takes a link to another site", async () => {
    const { client, userId } = await signedIn(t);
    const mine = await uploadPhoto(t, client);
    const res = await client.post("/api/profile/update", { image: `${TEST_ORIGIN}${mine}` });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.user.image).toBe(mine);
    expect((await client.post("/api/profile/update", { image: "https://cdn.example.com/me.png" })).status).toBe(200);
    expect(await imageOf(userId)).toBe("https://cdn.example.com/me.png");
  });

  it("accepts the photo already set when the form sends it back unchanged", async () => {
    const { client, userId } = await signedIn(t);
    // Set before this rule existed, or by an administrator: not the person's own upload.
    await setUser(t.db, userId, { image: strangersFile });
    const res = await client.post("/api/profile/update", { bio: "还是原来的头像", image: strangersFile });
    expect(res.status, res.text).toBe(200);
    expect(await imageOf(userId)).toBe(strangersFile);
  });
});
