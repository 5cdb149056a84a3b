import { USER_SEARCH_LIMIT, USER_SEARCH_RATE_LIMIT } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

/** A token no other test's people share, so each test reads only its own. */
const token = () => `q${crypto.randomUUID().slice(0, 6)}`;
const search = async (client: ReturnType<TestApp["client"]>, params: Record<string, string>) => client.get(`/api/users/search?${new URLSearchParams(params).toString()}`);
const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((u) => u.name);

describe("GET /api/users/search", () => {
  it("is for signed-in people only", async () => {
    expect((await search(t.client(), { query: "abc" })).status).toBe(401);
  });

  it("answers an empty list under 2 characters, after trimming", async () => {
    const me = await signedIn(t);
    await insertUser(t.db, { name: "a" });
    for (const query of ["", "a", "  a  ", "%"]) {
      const res = await search(me.client, { query });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    }
  });

  it("matches username and name, case-insensitively, by prefix and contained; exact username first, then by name", async () => {
    const me = await signedIn(t);
    const k = token();
    await insertUser(t.db, { name: `Zed ${k}`, username: `${k}x` }); // username prefix
    await insertUser(t.db, { name: `Amy`, username: k }); // exact username
    await insertUser(t.db, { name: `${k.toUpperCase()} Bo`, username: null }); // name prefix, other case
    await insertUser(t.db, { name: `王${k}明`, username: null }); // name contains
    await insertUser(t.db, { name: "无关的人", username: `zz${k}` }); // username contains
    const res = await search(me.client, { query: `  ${k.toUpperCase()} ` });
    expect(names(res)).toEqual(["Amy", `Zed ${k}`, `${k.toUpperCase()} Bo`, "无关的人", `王${k}明`]);
    // Exactly the public fields.
    for (const person of res.json.data) expect(Object.keys(person).sort()).toEqual(["id", "image", "name", "userRoleString", "username"]);
    // The same query answers the same order.
    expect(names(await search(me.client, { query: k }))).toEqual(names(res));
  });

  it("never matches or returns an email address or a phone number", async () => {
    const me = await signedIn(t);
    const k = token();
    await insertUser(t.db, { name: "联系人", email: `${k}@mail.example`, phoneNumber: "+8613912345678" });
    for (const query of [`${k}@mail.example`, k, "mail.example", "13912345678", "+8613912345678", "1391234"]) {
      expect((await search(me.client, { query })).json.data, query).toEqual([]);
    }
    const found = await search(me.client, { query: "联系人" });
    expect(found.json.data).toHaveLength(1);
    expect(JSON.stringify(found.json)).not.toMatch(/mail\.example|13912345678/);
  });

  it("leaves out the excluded ids, and treats LIKE wildcards as plain characters", async () => {
    const me = await signedIn(t);
    const k = token();
    const a = await insertUser(t.db, { name: `${k} 甲` });
    const b = await insertUser(t.db, { name: `${k} 乙` });
    await insertUser(t.db, { name: `${k} 丙` });
    expect(names(await search(me.client, { query: k, exclude: `${a.id}, ${b.id},,` }))).toEqual([`${k} 丙`]);
    expect((await search(me.client, { query: `${k.slice(0, 2)}_%` })).json.data).toEqual([]);
  });

  it("answers at most 10 by default and `limit` fewer; refuses a limit over 10 or too many exclusions, naming the field", async () => {
    const me = await signedIn(t, "en");
    const k = token();
    for (let i = 0; i < USER_SEARCH_LIMIT + 2; i++) await insertUser(t.db, { name: `${k} ${String(i).padStart(2, "0")}` });
    expect((await search(me.client, { query: k })).json.data).toHaveLength(USER_SEARCH_LIMIT);
    expect((await search(me.client, { query: k, limit: "3" })).json.data).toHaveLength(3);
    const over = await search(me.client, { query: k, limit: "11" });
    expect(over.status).toBe(422);
    expect(over.json.details[0].field).toBe("limit");
    const many = await search(me.client, { query: k, exclude: Array.from({ length: 51 }, (_, i) => `id${i}`).join(",") });
    expect(many.status).toBe(422);
    expect(many.json.details[0].field).toBe("exclude");
  });
});

describe("GET /api/users/search: rate limit", () => {
  it("answers 429 with Retry-After past the per-person budget", async () => {
    const limited = await createTestApp();
    try {
      const me = await signedIn(limited);
      for (let i = 0; i < USER_SEARCH_RATE_LIMIT.limit; i++) expect((await me.client.get("/api/users/search?query=ab")).status).toBe(200);
      const refused = await me.client.get("/api/users/search?query=ab");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
