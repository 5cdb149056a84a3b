import { ORG_DESCRIPTION_MAX_LENGTH, ORG_NAME_MAX_LENGTH } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizationMembers, organizations } from "../../db/schema/index.ts";
import { type DbWatch, watchDatabase } from "../../test/db-watch.ts";
import { signedIn } from "../../test/fixtures.ts";
import { TEST_ORIGIN, type TestClient } from "../../test/test-app.ts";
import { unstoredUrl, uploadPhoto } from "../photos/photos-test-kit.ts";
import { createUploadsTestApp } from "../uploads/upload-test-helpers.ts";

type App = Awaited<ReturnType<typeof createUploadsTestApp>>;
type Person = { client: TestClient; userId: string };

let t: App;
let watch: DbWatch;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let orgId: string;
let slug: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  watch = await watchDatabase(t.db);
  [owner, admin, member, stranger] = await Promise.all([signedIn(t), signedIn(t), signedIn(t), signedIn(t)]);
});
afterAll(async () => {
  await t.close();
});

// A fresh organisation per test, so one test's edit is never the next one's starting point.
beforeEach(async () => {
  slug = `club-${crypto.randomUUID().slice(0, 8)}`;
  const [org] = await t.db
    .insert(organizations)
    .values({ slug, name: "测试俱乐部", description: "简介", website: "https://club.example.com", city: "北京" })
    .returning({ id: organizations.id });
  orgId = org!.id;
  await t.db.insert(organizationMembers).values([
    { organizationId: orgId, userId: owner.userId, role: "OWNER" },
    { organizationId: orgId, userId: admin.userId, role: "ADMIN" },
    { organizationId: orgId, userId: member.userId, role: "MEMBER" },
  ]);
});

const row = async () => (await t.db.select().from(organizations).where(eq(organizations.id, orgId)))[0]!;
const patch = (client: TestClient, body: unknown, at = slug) => client.patch(`/api/orgs/${at}`, body);

/** The call is refused with `status`, in the envelope, and nothing in the database moved. */
async function expectRefusal(call: () => ReturnType<TestClient["request"]>, status: number, code: string) {
  const before = await watch.fingerprint();
  const mark = await watch.mark();
  const res = await call();
  expect(res.status, res.text).toBe(status);
  expect(res.json).toMatchObject({ success: false, code, error: expect.any(String), message: expect.any(String) });
  expect(await watch.changedSince(mark)).toEqual([]);
  expect(await watch.fingerprint()).toEqual(before);
  return res;
}

/** The call succeeds without writing a row. */
async function expectUnchanged(call: () => ReturnType<TestClient["request"]>) {
  const mark = await watch.mark();
  const res = await call();
  expect(res.status, res.text).toBe(200);
  expect(await watch.changedSince(mark)).toEqual([]);
  return res;
}

describe("PATCH /api/orgs/{slug}", () => {
  it("lets the owner rename, describe and give a logo, keeping the slug, and answers the saved organisation", async () => {
    const logo = await uploadPhoto(t, owner.client);
    const res = await patch(owner.client, { name: "  新名字俱乐部 ", description: "我们每周聚会。\n欢迎加入！", logo });
    expect(res.status, res.text).toBe(200);
    const expected = { id: orgId, slug, name: "新名字俱乐部", description: "我们每周聚会。\n欢迎加入！", logo, website: "https://club.example.com", city: "北京" };
    expect(res.json).toEqual({ success: true, data: { organization: expected } });
    expect(await row()).toMatchObject(expected);
    // The old link still opens the renamed organisation.
    expect((await t.client().get(`/api/orgs/${slug}`)).json.data.organization).toEqual(expected);
  });

  it("lets an admin edit, one field at a time, leaving the others as they were", async () => {
    const res = await patch(admin.client, { description: "新的简介" });
    expect(res.status, res.text).toBe(200);
    expect(await row()).toMatchObject({ name: "测试俱乐部", description: "新的简介", logo: null, slug });
  });

  it("clears the description and removes the logo with an empty value or null", async () => {
    await t.db.update(organizations).set({ logo: "/files/org/legacy.webp" }).where(eq(organizations.id, orgId));
    const res = await patch(owner.client, { description: "  ", logo: null });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.organization).toMatchObject({ description: null, logo: null });
    expect(await row()).toMatchObject({ description: null, logo: null, name: "测试俱乐部" });
  });

  it("keeps the current logo when a form sends it back unchanged, even one another admin uploaded", async () => {
    const logo = await uploadPhoto(t, owner.client);
    expect((await patch(owner.client, { logo })).status).toBe(200);
    const res = await patch(admin.client, { name: "管理员改的名字", logo });
    expect(res.status, res.text).toBe(200);
    expect(await row()).toMatchObject({ name: "管理员改的名字", logo });
  });

  it("finds the organisation regardless of the slug's case, and an empty body changes nothing", async () => {
    const res = await expectUnchanged(() => patch(owner.client, {}, slug.toUpperCase()));
    expect(res.json.data.organization).toMatchObject({ id: orgId, name: "测试俱乐部" });
  });
});

describe("PATCH /api/orgs/{slug}: who may not", () => {
  it("answers 401 to a signed-out caller, before looking at the body", async () => {
    const res = await expectRefusal(() => patch(t.client("en"), { name: "" }), 401, "UNAUTHORIZED");
    expect(res.json.details).toBeUndefined();
  });

  it("answers 403 to a signed-in stranger and to a plain member, in their language", async () => {
    const zh = await expectRefusal(() => patch(stranger.client, { name: "被篡改" }), 403, "FORBIDDEN");
    expect(zh.json.error).toBe("只有组织的创建者和管理员可以编辑组织信息");
    member.client.locale = "en";
    const en = await expectRefusal(() => patch(member.client, { name: "Hijacked" }), 403, "FORBIDDEN");
    member.client.locale = "zh";
    expect(en.json.error).toBe("Only the organisation's owners and admins can edit it");
  });

  it("answers 403 to the owner of another organisation", async () => {
    const other = await signedIn(t);
    const [theirs] = await t.db.insert(organizations).values({ slug: `other-${crypto.randomUUID().slice(0, 8)}`, name: "别的组织" }).returning();
    await t.db.insert(organizationMembers).values({ organizationId: theirs!.id, userId: other.userId, role: "OWNER" });
    await expectRefusal(() => patch(other.client, { name: "被篡改" }), 403, "FORBIDDEN");
  });

  it("answers 404 for an unknown or malformed slug", async () => {
    const res = await expectRefusal(() => patch(owner.client, { name: "x" }, "no-such-club"), 404, "NOT_FOUND");
    expect(res.json.error).toBe("组织不存在");
    await expectRefusal(() => patch(owner.client, { name: "x" }, "%27%20or%201%3D1"), 404, "NOT_FOUND");
  });
});

describe("PATCH /api/orgs/{slug}: bad input", () => {
  const cases: [string, unknown, string, string, string][] = [
    ["an empty name", { name: "   " }, "name", "请填写组织名称", "Enter the organisation's name"],
    ["a null name", { name: null }, "name", "请填写组织名称", "Enter the organisation's name"],
    ["a name that is not text", { name: 42 }, "name", "组织名称格式不正确", "The organisation's name is not valid"],
    [
      "an over-long name",
      { name: "名".repeat(ORG_NAME_MAX_LENGTH + 1) },
      "name",
      `组织名称不能超过${ORG_NAME_MAX_LENGTH}个字符`,
      `The organisation's name can be at most ${ORG_NAME_MAX_LENGTH} characters`,
    ],
    [
      "an over-long description",
      { description: "长".repeat(ORG_DESCRIPTION_MAX_LENGTH + 1) },
      "description",
      `组织简介不能超过${ORG_DESCRIPTION_MAX_LENGTH}个字符`,
      `The description can be at most ${ORG_DESCRIPTION_MAX_LENGTH} characters`,
    ],
    ["a logo on another site", { logo: "https://evil.example.com/logo.png" }, "logo", "请上传图片作为组织 Logo", "Upload an image as the organisation's logo"],
    ["a logo that is no URL", { logo: "javascript:alert(1)" }, "logo", "请上传图片作为组织 Logo", "Upload an image as the organisation's logo"],
    ["a new slug", { slug: "stolen-slug" }, "body", "不支持的字段：slug", "Unsupported field: slug"],
  ];

  for (const [what, body, field, zh, en] of cases) {
    it(`refuses ${what} with 422 naming ${field}, in zh and en, and changes nothing`, async () => {
      const zhRes = await expectRefusal(() => patch(owner.client, body), 422, "VALIDATION_ERROR");
      expect(zhRes.json.details).toContainEqual({ field, message: zh });
      owner.client.locale = "en";
      try {
        const enRes = await expectRefusal(() => patch(owner.client, body), 422, "VALIDATION_ERROR");
        expect(enRes.json.details).toContainEqual({ field, message: en });
      } finally {
        owner.client.locale = "zh";
      }
    });
  }

  it("refuses someone else's upload as the logo (another user's prefix), naming the logo", async () => {
    const theirs = await uploadPhoto(t, stranger.client);
    const res = await expectRefusal(() => patch(admin.client, { name: "新名字", logo: theirs }), 422, "VALIDATION_ERROR");
    expect(res.json.details).toEqual([{ field: "logo", message: "只能使用你自己上传的图片作为组织 Logo" }]);
    expect(res.json.error).toBe("只能使用你自己上传的图片作为组织 Logo");
  });

  it("refuses a well-formed URL of the caller's with no file behind it, and an absolute URL of our own site is stored as its path", async () => {
    await expectRefusal(() => patch(owner.client, { logo: unstoredUrl(owner.userId) }), 422, "VALIDATION_ERROR");
    const logo = await uploadPhoto(t, owner.client);
    const res = await patch(owner.client, { logo: `${TEST_ORIGIN}${logo}` });
    expect(res.status, res.text).toBe(200);
    expect((await row()).logo).toBe(logo);
  });

  it("stores a description as the plain text it is (the page shows it as text, never as HTML)", async () => {
    const text = "<b>粗体</b> & <script>alert(1)</script>";
    expect((await patch(owner.client, { description: text })).status).toBe(200);
    expect((await row()).description).toBe(text);
  });
});

describe("GET /api/orgs/{slug}: canEdit", () => {
  it("is true only for the organisation's owners and admins", async () => {
    const canEdit = async (client: TestClient) => (await client.get(`/api/orgs/${slug}`)).json.data.canEdit;
    expect(await canEdit(t.client())).toBe(false);
    expect(await canEdit(stranger.client)).toBe(false);
    expect(await canEdit(member.client)).toBe(false);
    expect(await canEdit(admin.client)).toBe(true);
    expect(await canEdit(owner.client)).toBe(true);
  });
});
