import { EVENTS_PAGE_SIZE } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days, insertEvent, insertRegistration, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { syncEventCounters } from "./event-test-kit.ts";
import { escapeLike } from "./events.service.ts";

let t: TestApp;
let organizerId: string;
const ids: Record<string, string> = {};

// One fixed world for the list tests; each test reads it through GET /api/events.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  organizerId = (await insertUser(t.db, { name: "主办方", email: "host@list.example", phoneNumber: "+8613800000001" })).id;
  const add = async (key: string, fields: Parameters<typeof insertEvent>[2]) => {
    ids[key] = await insertEvent(t.db, organizerId, fields);
  };
  await add("soon", { title: "Rust 学习小组", startTime: days(1), tags: ["Rust", "编程"] });
  await add("later", { title: "产品经理下午茶", startTime: days(3), tags: ["产品"] });
  await add("hack", { title: "AI 黑客松", type: "HACKATHON", startTime: days(10), tags: ["AI"] });
  await add("challenge", { title: "21 天挑战", type: "BUILDING_PUBLIC", startTime: days(2), tags: ["打卡"] });
  await add("percent", { title: "100% 远程工作分享", startTime: days(4), tags: ["remote_work"] });
  await add("running", { title: "正在进行的工作坊", startTime: days(-1), endTime: days(1), tags: ["Workshop"] });
  await add("past", { title: "上个月的 Rust 分享", startTime: days(-30), tags: ["rust"] });
  await add("older", { title: "去年的年会", startTime: days(-300) });
  await add("closedEarly", { title: "提前结束的活动", status: "COMPLETED", startTime: days(-1), endTime: days(2) });
  await add("draft", { title: "Rust 草稿", status: "DRAFT", startTime: days(1), tags: ["Rust"] });
  await add("cancelled", { title: "Rust 取消", status: "CANCELLED", startTime: days(1), tags: ["Rust"] });

  const people = await Promise.all(Array.from({ length: 6 }, () => insertUser(t.db)));
  const statuses = ["APPROVED", "APPROVED", "APPROVED", "PENDING", "WAITLISTED", "CANCELLED"] as const;
  for (const [i, p] of people.entries()) await insertRegistration(t.db, ids.soon!, p.id, statuses[i]!);
  await syncEventCounters(t.db);
});
afterAll(async () => {
  await t.close();
});

const titles = (res: { json: { data: { events: { title: string }[] } } }) => res.json.data.events.map((e) => e.title);
const get = (query = "") => t.client().get(`/api/events${query}`);

describe("GET /api/events", () => {
  it("lists upcoming public events by start time, including one already running", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(["正在进行的工作坊", "Rust 学习小组", "21 天挑战", "产品经理下午茶", "100% 远程工作分享", "AI 黑客松"]);
    expect(res.json.data.pagination).toEqual({ page: 1, pageSize: EVENTS_PAGE_SIZE, total: 6, totalPages: 1 });
  });

  it("lists past events newest first, with COMPLETED counted as past even before its end time", async () => {
    expect(titles(await get("?when=past"))).toEqual(["提前结束的活动", "上个月的 Rust 分享", "去年的年会"]);
  });

  it("never lists drafts or cancelled events", async () => {
    const all = [...titles(await get()), ...titles(await get("?when=past"))];
    expect(all).not.toContain("Rust 草稿");
    expect(all).not.toContain("Rust 取消");
  });

  it("filters by type", async () => {
    expect(titles(await get("?type=HACKATHON"))).toEqual(["AI 黑客松"]);
    expect(titles(await get("?type=BUILDING_PUBLIC"))).toEqual(["21 天挑战"]);
  });

  it("filters by tag, case-insensitively and by whole tag", async () => {
    expect(titles(await get("?tag=rust"))).toEqual(["Rust 学习小组"]);
    expect(titles(await get("?tag=RUST&when=past"))).toEqual(["上个月的 Rust 分享"]);
    expect(titles(await get("?tag=Rus"))).toEqual([]);
  });

  it("searches titles case-insensitively and tags by equality", async () => {
    expect(titles(await get("?q=rust"))).toEqual(["Rust 学习小组"]);
    expect(titles(await get("?q=下午茶"))).toEqual(["产品经理下午茶"]);
    expect(titles(await get(`?q=${encodeURIComponent("编程")}`))).toEqual(["Rust 学习小组"]);
    expect(titles(await get("?q=workshop"))).toEqual(["正在进行的工作坊"]);
    expect(titles(await get("?q=编"))).toEqual([]);
  });

  it("treats % and _ in a search as literal characters, not wildcards", async () => {
    expect(titles(await get(`?q=${encodeURIComponent("%")}`))).toEqual(["100% 远程工作分享"]);
    expect(titles(await get(`?q=${encodeURIComponent("100%")}`))).toEqual(["100% 远程工作分享"]);
    expect(titles(await get("?q=_"))).toEqual([]);
    expect(titles(await get("?q=remote_work"))).toEqual(["100% 远程工作分享"]);
    expect(titles(await get("?q=remote-work"))).toEqual([]);
    expect(titles(await get(`?q=${encodeURIComponent("\\")}`))).toEqual([]);
    expect(escapeLike("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });

  it("combines filters and ignores blank ones", async () => {
    expect(titles(await get("?q=rust&type=HACKATHON"))).toEqual([]);
    expect(titles(await get("?q=&type=&tag=&page=")).length).toBe(6);
  });

  it("counts only APPROVED registrations and leaks no organiser contact", async () => {
    const res = await get("?q=rust");
    const card = res.json.data.events[0];
    expect(card.registrationCount).toBe(3);
    expect(card.organizer).toEqual({
      id: organizerId,
      name: "主办方",
      username: expect.any(String),
      image: null,
      userRoleString: null,
      membershipLevel: "VISITOR",
      creatorLevel: null,
      mentorLevel: null,
      contributorLevel: null,
    });
    expect(res.text).not.toContain("host@list.example");
    expect(res.text).not.toContain("+8613800000001");
  });

  it("refuses bad parameters with a 422 naming each field", async () => {
    const fields = async (query: string) => {
      const res = await get(query);
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("VALIDATION_ERROR");
      return res.json.details.map((d: { field: string }) => d.field);
    };
    expect(await fields("?page=0")).toEqual(["page"]);
    expect(await fields("?page=abc")).toEqual(["page"]);
    expect(await fields("?page=1.5")).toEqual(["page"]);
    expect(await fields("?type=FOO")).toEqual(["type"]);
    expect(await fields("?when=soon")).toEqual(["when"]);
    expect(await fields(`?q=${"x".repeat(101)}`)).toEqual(["q"]);
    const en = await t.client("en").get("/api/events?page=0");
    expect(en.json.details).toEqual([{ field: "page", message: "Page must be at least 1" }]);
  });
});

describe("paging", () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp();
    const host = await insertUser(p.db);
    // Same start time for several events: the id tie-break must still page without repeats.
    for (let i = 0; i < EVENTS_PAGE_SIZE + 3; i++) {
      await insertEvent(p.db, host.id, { title: `活动 ${String(i).padStart(2, "0")}`, startTime: days(1 + Math.floor(i / 4)) });
    }
  });
  afterAll(async () => {
    await p.close();
  });

  it("pages by EVENTS_PAGE_SIZE with totals, without repeating an event", async () => {
    const one = await p.client().get("/api/events?page=1");
    const two = await p.client().get("/api/events?page=2");
    expect(one.json.data.events).toHaveLength(EVENTS_PAGE_SIZE);
    expect(two.json.data.events).toHaveLength(3);
    expect(two.json.data.pagination).toEqual({ page: 2, pageSize: EVENTS_PAGE_SIZE, total: EVENTS_PAGE_SIZE + 3, totalPages: 2 });
    const seen = [...one.json.data.events, ...two.json.data.events].map((e: { id: string }) => e.id);
    expect(new Set(seen).size).toBe(EVENTS_PAGE_SIZE + 3);
    const beyond = await p.client().get("/api/events?page=9");
    expect(beyond.json.data.events).toEqual([]);
  });
});
