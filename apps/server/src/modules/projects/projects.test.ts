import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, submissions } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { makeImage } from "../uploads/test-images.ts";
import { createUploadsTestApp, directUpload } from "../uploads/upload-test-helpers.ts";
import { insertHackathon, insertSubmission } from "./projects-test-kit.ts";

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
beforeAll(async () => {
  t = await createUploadsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function upload(client: TestClient): Promise<string> {
  const res = await directUpload(t, client, { bytes: await makeImage("png"), type: "image/png", name: "shot.png" });
  expect(res.status).toBe(201);
  return res.json.data.fileUrl as string;
}

const full = { title: "记账 App", subtitle: "帮你记账", description: "详细介绍", stage: "MVP", url: "https://example.com", githubUrl: "https://github.com/a/b", projectTags: ["AI", " 工具 ", "ai"] };

describe("/api/projects", () => {
  it("creates a project and lists mine, newest first; anyone's with ?userId=, signed out too", async () => {
    const me = await signedIn(t);
    const first = await me.client.post("/api/projects", { title: "记账 App", subtitle: "帮你记账", stage: "MVP" });
    expect(first.status).toBe(201);
    expect(first.json.data.project).toMatchObject({ title: "记账 App", subtitle: "帮你记账", stage: "MVP", description: null, url: null, screenshots: [], projectTags: [] });
    await me.client.post("/api/projects", { title: "第二个", stage: "IDEA", description: "想法", projectTags: ["AI"] });
    const mine = await me.client.get("/api/projects");
    expect(mine.json.data.projects.map((p: { title: string }) => p.title)).toEqual(["第二个", "记账 App"]);
    const other = await signedIn(t);
    expect((await other.client.get("/api/projects")).json.data.projects).toEqual([]);
    expect((await other.client.get(`/api/projects?userId=${me.userId}`)).json.data.projects).toHaveLength(2);
    const visitor = await t.client().get(`/api/projects?userId=${me.userId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.json.data.projects).toHaveLength(2);
    expect((await t.client().get(`/api/projects?userId=nobody`)).status).toBe(404);
  });

  it("stores every field: links, screenshots (own uploads), tags trimmed and each once", async () => {
    const me = await signedIn(t);
    const shot = await upload(me.client);
    const res = await me.client.post("/api/projects", { ...full, screenshots: [shot, shot] });
    expect(res.status).toBe(201);
    expect(res.json.data.project).toMatchObject({ ...full, screenshots: [shot], projectTags: ["AI", "工具"] });
    const empty = await me.client.post("/api/projects", { title: "无链接", url: "", githubUrl: "  " });
    expect(empty.json.data.project).toMatchObject({ url: null, githubUrl: null });
  });

  it("validates: title required and ≤255, URLs http(s) in the caller's language, limits, unknown keys, signed in", async () => {
    const me = await signedIn(t, "en");
    const long = await me.client.post("/api/projects", { title: "x".repeat(256), stage: "MVP" });
    expect(long.status).toBe(422);
    expect(long.json.details[0]).toMatchObject({ field: "title" });
    expect(long.json.details[0].message).toContain("255");
    expect((await me.client.post("/api/projects", { title: "  ", stage: "MVP" })).json.details[0].field).toBe("title");
    expect((await me.client.post("/api/projects", { title: "ok", stage: "UNICORN" })).json.details[0].field).toBe("stage");
    expect((await me.client.post("/api/projects", { title: "ok", userId: "someone-else" })).status).toBe(422);
    const badUrl = await me.client.post("/api/projects", { title: "ok", url: "javascript:alert(1)" });
    expect(badUrl.status).toBe(422);
    expect(badUrl.json.details[0]).toEqual({ field: "url", message: "Please enter a valid URL" });
    const zh = await signedIn(t, "zh");
    expect((await zh.client.post("/api/projects", { title: "ok", githubUrl: "github.com/x" })).json.details[0]).toEqual({ field: "githubUrl", message: "请输入有效的URL" });
    const tags = await me.client.post("/api/projects", { title: "ok", projectTags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(tags.json.details[0]).toEqual({ field: "projectTags", message: "At most 20 tags" });
    expect((await me.client.post("/api/projects", { title: "ok", projectTags: ["x".repeat(31)] })).json.details[0].field).toBe("projectTags.0");
    const shots = await me.client.post("/api/projects", { title: "ok", screenshots: Array.from({ length: 9 }, (_, i) => `/files/misc/x/${i}.png`) });
    expect(shots.json.details[0]).toEqual({ field: "screenshots", message: "At most 8 screenshots" });
    expect((await t.client().post("/api/projects", { title: "ok" })).status).toBe(401);
    expect((await t.client().get("/api/projects")).status).toBe(401);
  });

  it("refuses screenshots that are not the caller's own stored uploads, and stores nothing", async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const theirs = await upload(other.client);
    const before = (await t.db.select().from(projects)).length;
    const res = await me.client.post("/api/projects", { title: "偷图", screenshots: [theirs, `/files/misc/${me.userId}/${"0".repeat(32)}.png`, "https://evil.example/x.png"] });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([
      { field: "screenshots.0", message: "只能使用你自己上传的截图" },
      { field: "screenshots.1", message: "截图不存在，请重新上传" },
      { field: "screenshots.2", message: "截图地址无效，请重新上传" },
    ]);
    expect((await t.db.select().from(projects)).length).toBe(before);
  });
});

describe("PUT and DELETE /api/projects/{id}", () => {
  it("lets the owner replace every field; fields left out are cleared; a screenshot already on it may stay", async () => {
    const me = await signedIn(t);
    const shot = await upload(me.client);
    const id = (await me.client.post("/api/projects", { ...full, screenshots: [shot] })).json.data.project.id;
    const second = await upload(me.client);
    const saved = await me.client.request("PUT", `/api/projects/${id}`, { title: "改名", stage: "LAUNCHED", screenshots: [second, shot], projectTags: ["新"] });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("作品已保存");
    expect(saved.json.data.project).toMatchObject({ id, title: "改名", stage: "LAUNCHED", subtitle: null, description: null, url: null, githubUrl: null, screenshots: [second, shot], projectTags: ["新"] });
    const page = await t.client().get(`/api/projects/${id}`);
    expect(page.json.data).toMatchObject({ title: "改名", screenshots: [second, shot] });
  });

  it("refuses others (403), the signed out (401) and unknown ids (404), changing nothing", async () => {
    const me = await signedIn(t);
    const id = (await me.client.post("/api/projects", { title: "我的" })).json.data.project.id;
    const other = await signedIn(t, "en");
    const put = await other.client.request("PUT", `/api/projects/${id}`, { title: "抢走" });
    expect(put.status).toBe(403);
    expect(put.json.message).toBe("Only the project's author can change or delete it");
    expect((await other.client.delete(`/api/projects/${id}`)).status).toBe(403);
    expect((await t.client().request("PUT", `/api/projects/${id}`, { title: "x" })).status).toBe(401);
    expect((await t.client().delete(`/api/projects/${id}`)).status).toBe(401);
    expect((await me.client.request("PUT", `/api/projects/${crypto.randomUUID()}`, { title: "x" })).status).toBe(404);
    expect((await me.client.delete("/api/projects/not-a-uuid")).status).toBe(404);
    expect((await t.client().get(`/api/projects/${id}`)).json.data.title).toBe("我的");
  });

  it("deletes a project; its submissions stay with their own copy and no project", async () => {
    const me = await signedIn(t);
    const organiser = await signedIn(t);
    const id = (await me.client.post("/api/projects", { title: "参赛作品" })).json.data.project.id;
    const eventId = await insertHackathon(t, organiser.userId);
    const submissionId = await insertSubmission(t, eventId, id, me.userId);
    const res = await me.client.delete(`/api/projects/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id });
    expect((await t.client().get(`/api/projects/${id}`)).status).toBe(404);
    expect((await me.client.get("/api/projects")).json.data.projects).toEqual([]);
    const [kept] = await t.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(kept).toMatchObject({ projectId: null, title: "提交的标题", description: "提交的描述" });
    expect((await me.client.delete(`/api/projects/${id}`)).status).toBe(404);
  });

  it("under concurrent deletes and edits: exactly one delete succeeds, and an edit never brings the project back", async () => {
    const me = await signedIn(t);
    for (let round = 0; round < 3; round++) {
      const id = (await me.client.post("/api/projects", { title: `并发 ${round}` })).json.data.project.id;
      const answers = await Promise.all([
        me.client.delete(`/api/projects/${id}`),
        me.client.request("PUT", `/api/projects/${id}`, { title: "改名" }),
        me.client.delete(`/api/projects/${id}`),
      ]);
      expect(answers.filter((a) => a.status === 200 && a.json.data.id === id && !a.json.data.project)).toHaveLength(1);
      expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
      expect(await t.db.select().from(projects).where(eq(projects.id, id))).toEqual([]);
    }
  });
});
