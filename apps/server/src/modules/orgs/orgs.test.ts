import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationMembers, organizations } from "../../db/schema/index.ts";
import { days, insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db
    .insert(organizations)
    .values({ slug: "test-club", name: "测试俱乐部", description: "简介", website: "https://club.example.com", city: "北京" })
    .returning();
  orgId = org!.id;
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/orgs/{slug}", () => {
  it("answers the organisation, its members (owners first) and its public events", async () => {
    const owner = await insertUser(t.db, { name: "Owner", email: "owner@club.example", phoneNumber: "+8613600001111" });
    const member = await insertUser(t.db, { name: "Member" });
    const adminUser = await insertUser(t.db, { name: "Admin" });
    await t.db.insert(organizationMembers).values([
      { organizationId: orgId, userId: member.id, role: "MEMBER", joinedAt: days(-30) },
      { organizationId: orgId, userId: adminUser.id, role: "ADMIN", joinedAt: days(-10) },
      { organizationId: orgId, userId: owner.id, role: "OWNER", joinedAt: days(-5) },
    ]);
    await insertEvent(t.db, owner.id, { organizationId: orgId, title: "next-week", startTime: days(7) });
    await insertEvent(t.db, owner.id, { organizationId: orgId, title: "tomorrow", startTime: days(1) });
    await insertEvent(t.db, owner.id, { organizationId: orgId, title: "last-month", startTime: days(-30) });
    await insertEvent(t.db, owner.id, { organizationId: orgId, title: "last-week", startTime: days(-7), status: "COMPLETED" });
    await insertEvent(t.db, owner.id, { organizationId: orgId, title: "draft", status: "DRAFT", startTime: days(3) });
    await insertEvent(t.db, owner.id, { title: "not-the-club's", startTime: days(2) });

    const res = await t.client().get("/api/orgs/test-club");
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.organization).toEqual({
      id: orgId,
      slug: "test-club",
      name: "测试俱乐部",
      logo: null,
      description: "简介",
      website: "https://club.example.com",
      city: "北京",
    });
    expect(d.members.map((m: { user: { name: string }; role: string }) => [m.user.name, m.role])).toEqual([
      ["Owner", "OWNER"],
      ["Admin", "ADMIN"],
      ["Member", "MEMBER"],
    ]);
    expect(d.upcomingEvents.map((e: { title: string }) => e.title)).toEqual(["tomorrow", "next-week"]);
    expect(d.pastEvents.map((e: { title: string }) => e.title)).toEqual(["last-week", "last-month"]);
    expect(d.upcomingEvents[0].organization).toEqual({ id: orgId, name: "测试俱乐部", logo: null, slug: "test-club" });
    expect(res.text).not.toContain("owner@club.example");
    expect(res.text).not.toContain("+8613600001111");
  });

  it("answers 404 in the caller's language for an unknown or malformed slug", async () => {
    const zh = await t.client("zh").get("/api/orgs/no-such-club");
    expect(zh.status).toBe(404);
    expect(zh.json).toMatchObject({ code: "NOT_FOUND", error: "组织不存在" });
    expect((await t.client("en").get("/api/orgs/no-such-club")).json.error).toBe("Organisation not found");
    expect((await t.client().get("/api/orgs/%00%27")).status).toBe(404);
  });

  it("finds a slug regardless of case", async () => {
    expect((await t.client().get("/api/orgs/Test-Club")).status).toBe(200);
  });
});

describe("GET /api/user/organizations", () => {
  it("answers 401 to a signed-out caller", async () => {
    const res = await t.client("en").get("/api/user/organizations");
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });

  it("lists only the organisations where I am an owner or admin, by name", async () => {
    const me = await signedIn(t);
    const someoneElse = await insertUser(t.db);
    const [owned, administered, memberOnly, notMine] = await t.db
      .insert(organizations)
      .values([
        { slug: "zeta-owned", name: "Zeta 俱乐部", logo: "/files/org/zeta.webp" },
        { slug: "alpha-admin", name: "Alpha 社区" },
        { slug: "member-only", name: "Member Only" },
        { slug: "not-mine", name: "Not Mine" },
      ])
      .returning();
    await t.db.insert(organizationMembers).values([
      { organizationId: owned!.id, userId: me.userId, role: "OWNER" },
      { organizationId: administered!.id, userId: me.userId, role: "ADMIN" },
      { organizationId: memberOnly!.id, userId: me.userId, role: "MEMBER" },
      { organizationId: notMine!.id, userId: someoneElse.id, role: "OWNER" },
    ]);

    const res = await me.client.get("/api/user/organizations");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        organizations: [
          { id: administered!.id, name: "Alpha 社区", slug: "alpha-admin", logo: null },
          { id: owned!.id, name: "Zeta 俱乐部", slug: "zeta-owned", logo: "/files/org/zeta.webp" },
        ],
      },
    });
  });

  it("answers an empty list to someone who runs no organisation", async () => {
    const { client } = await signedIn(t);
    expect((await client.get("/api/user/organizations")).json.data).toEqual({ organizations: [] });
  });
});
