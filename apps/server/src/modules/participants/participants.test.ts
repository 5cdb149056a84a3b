import { PARTICIPANTS_PAGE_SIZE } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, setUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { attachProject, eventWith, participantsPath, person, type Person } from "./participants-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

const names = (res: { json: { data: { participants: { name: string }[] } } }) => res.json.data.participants.map((p) => p.name);

describe("GET /api/events/{id}/participants", () => {
  let eventId: string;
  let host: Person;
  let ann: Person;

  beforeAll(async () => {
    ({ eventId, host } = await eventWith(t, "REGISTRANTS"));
    const base = Date.now() - 100 * 60_000;
    // 14 approved people in registration order, plus one of every other status who must never appear.
    for (let i = 0; i < 14; i++) {
      const p = await person(t, eventId, "APPROVED", new Date(base + i * 60_000));
      await setUser(t.db, p.userId, { name: `参与者${String(i).padStart(2, "0")}`, phoneNumber: `+86138000${String(10000 + i)}`, bio: i === 3 ? "喜欢 100%_纯手工 咖啡" : null });
      if (i === 0) ann = p;
    }
    for (const status of ["PENDING", "WAITLISTED", "REJECTED", "CANCELLED"] as const) {
      const p = await person(t, eventId, status, new Date(base));
      await setUser(t.db, p.userId, { name: `不该出现-${status}` });
    }
    await setUser(t.db, ann.userId, { userRoleString: "Product DESIGNER", currentWorkOn: "配色工具", username: "ann-design", membershipLevel: "MEMBER", creatorLevel: "C2" });
    await attachProject(t.db, eventId, ann.userId);
  });

  it("lists approved registrants only, 12 a page in registration order, with page meta", async () => {
    const first = await ann.client.get(participantsPath(eventId));
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ page: 1, pageSize: PARTICIPANTS_PAGE_SIZE, total: 14, hasNextPage: true });
    expect(names(first)).toEqual(Array.from({ length: 12 }, (_, i) => `参与者${String(i).padStart(2, "0")}`));
    const second = await ann.client.get(participantsPath(eventId, "?page=2"));
    expect(second.json.data).toMatchObject({ page: 2, total: 14, hasNextPage: false });
    expect(names(second)).toEqual(["参与者12", "参与者13"]);
    expect((await ann.client.get(participantsPath(eventId, "?page=3"))).json.data.participants).toEqual([]);
    expect(first.text).not.toContain("不该出现");
  });

  it("carries each person's public fields and their project, never an email or phone", async () => {
    const res = await ann.client.get(participantsPath(eventId));
    const me = res.json.data.participants[0];
    expect(me).toEqual({
      id: ann.userId,
      name: "参与者00",
      username: "ann-design",
      image: null,
      bio: null,
      userRoleString: "Product DESIGNER",
      currentWorkOn: "配色工具",
      levels: ["MEMBER", "C2"],
      projects: [{ id: expect.any(String), title: "配色工具", subtitle: "给设计师的配色助手", stage: "MVP", screenshot: "/files/a.png" }],
    });
    expect(res.json.data.participants[1].projects).toEqual([]);
    expect(res.text).not.toMatch(/@example\.com|\+86138|email|phone/i);
  });

  it("searches name, username, bio, role and current work, case-insensitively, with wildcards taken literally", async () => {
    const search = async (q: string) => names(await ann.client.get(participantsPath(eventId, `?q=${encodeURIComponent(q)}`)));
    expect(await search("参与者13")).toEqual(["参与者13"]);
    expect(await search("ANN-DES")).toEqual(["参与者00"]);
    expect(await search("designer")).toEqual(["参与者00"]);
    expect(await search("配色")).toEqual(["参与者00"]);
    expect(await search("纯手工")).toEqual(["参与者03"]);
    expect(await search("100%_纯")).toEqual(["参与者03"]);
    expect(await search("%")).toEqual(["参与者03"]);
    expect(await search("_")).toEqual(["参与者03"]);
    expect(await search("  参与者13  ")).toEqual(["参与者13"]);
    expect(await search("不该出现")).toEqual([]);
    const meta = (await ann.client.get(participantsPath(eventId, "?q=参与者1"))).json.data;
    expect(meta).toMatchObject({ total: 4, hasNextPage: false });
    // A blank q is no search at all.
    expect((await ann.client.get(participantsPath(eventId, "?q=%20%20"))).json.data.total).toBe(14);
  });

  it("refuses a bad page or an over-long q with a 422 naming the field", async () => {
    for (const query of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=100000"]) {
      const res = await ann.client.get(participantsPath(eventId, query));
      expect(res.status, query).toBe(422);
      expect(res.json.details[0].field, query).toBe("page");
    }
    const long = await ann.client.get(participantsPath(eventId, `?q=${"x".repeat(101)}`));
    expect(long.status).toBe(422);
    expect(long.json.details[0].field).toBe("q");
    expect((await host.client.get(participantsPath("not-an-id"))).status).toBe(404);
  });
});

describe("who may see the participants (the organiser's choice)", () => {
  it("follows participantsVisibility for visitors, strangers, pending, approved and the organiser", async () => {
    const cases = { PUBLIC: true, REGISTRANTS: false, ORGANISERS: false } as const;
    for (const [visibility, strangersSee] of Object.entries(cases) as [keyof typeof cases, boolean][]) {
      const { eventId, host } = await eventWith(t, visibility);
      const approved = await person(t, eventId, "APPROVED");
      const pending = await person(t, eventId, "PENDING");
      const stranger = await person(t);
      const seen = async (client: Person["client"]) => {
        const [list, projects] = await Promise.all([client.get(participantsPath(eventId)), client.get(`/api/events/${eventId}/project-submissions`)]);
        expect(projects.status, `${visibility} project-submissions`).toBe(list.status);
        if (list.status === 403) expect(list.json).toMatchObject({ code: "FORBIDDEN", error: "你暂时不能查看本活动的参与者" });
        return list.status;
      };
      expect(await seen(t.client()), `${visibility} visitor`).toBe(strangersSee ? 200 : 403);
      expect(await seen(stranger.client), `${visibility} stranger`).toBe(strangersSee ? 200 : 403);
      expect(await seen(pending.client), `${visibility} pending`).toBe(strangersSee ? 200 : 403);
      expect(await seen(approved.client), `${visibility} approved`).toBe(visibility === "ORGANISERS" ? 403 : 200);
      expect(await seen(host.client), `${visibility} organiser`).toBe(200);
    }
  });

  it("answers 404 for a draft to anyone without a role on it", async () => {
    const { eventId, host } = await eventWith(t, "PUBLIC");
    const { events } = await import("../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await t.db.update(events).set({ status: "DRAFT" }).where(eq(events.id, eventId));
    expect((await t.client().get(participantsPath(eventId))).status).toBe(404);
    expect((await host.client.get(participantsPath(eventId))).status).toBe(200);
  });
});

describe("GET /api/events/{id}/project-submissions", () => {
  it("lists the projects approved registrants attached, with the owner's public fields only", async () => {
    const { eventId } = await eventWith(t, "PUBLIC");
    const a = await person(t, eventId, "APPROVED", new Date(Date.now() - 60_000));
    const b = await person(t, eventId, "APPROVED");
    const gone = await person(t, eventId, "CANCELLED");
    await setUser(t.db, a.userId, { name: "阿安", bio: "做工具的人", phoneNumber: "+8613800199999" });
    await attachProject(t.db, eventId, a.userId, { title: "A 项目", projectTags: ["AI", "工具"] });
    await attachProject(t.db, eventId, gone.userId, { title: "已取消的人的项目" });
    // b has no project attached; someone else's unattached project never shows.
    await insertUser(t.db).then((u) => attachProject(t.db, eventId, u.id, { title: "没报名的人" }));
    const res = await b.client.get(`/api/events/${eventId}/project-submissions`);
    expect(res.status).toBe(200);
    expect(res.json.data.projects).toEqual([
      {
        id: expect.any(String),
        title: "A 项目",
        subtitle: "给设计师的配色助手",
        stage: "MVP",
        screenshots: ["/files/a.png", "/files/b.png"],
        projectTags: ["AI", "工具"],
        owner: { id: a.userId, name: "阿安", username: expect.any(String), image: null, userRoleString: null, bio: "做工具的人" },
      },
    ]);
    expect(res.text).not.toMatch(/@example\.com|\+86138|email|phone/i);
  });
});

describe("GET /api/projects/{id}", () => {
  it("shows a project publicly with its owner's public fields, and 404 for an unknown id", async () => {
    const { eventId } = await eventWith(t);
    const owner = await person(t, eventId, "APPROVED");
    await setUser(t.db, owner.userId, { name: "作者", username: "maker", showEmail: true, phoneNumber: "+8613800188888" });
    const id = await attachProject(t.db, eventId, owner.userId, { description: "一段介绍", url: "https://example.com", githubUrl: "https://github.com/x/y" });
    const res = await t.client().get(`/api/projects/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id,
      title: "配色工具",
      description: "一段介绍",
      url: "https://example.com",
      githubUrl: "https://github.com/x/y",
      screenshots: ["/files/a.png", "/files/b.png"],
      owner: { id: owner.userId, name: "作者", username: "maker" },
    });
    expect(res.text).not.toMatch(/@example\.com|\+86138|email|phone/i);
    for (const bad of [crypto.randomUUID(), "nope", "%20"]) {
      const missing = await t.client("en").get(`/api/projects/${bad}`);
      expect(missing.status, bad).toBe(404);
      expect(missing.json.error).toBe("Project not found");
    }
  });
});
