import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../db/schema/index.ts";
import { type DbWatch, watchDatabase } from "./db-watch.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// The proof that a refusal wrote nothing (the fuzzer, the authorisation matrix) is only as good as this: every
// kind of write must move the checksum, and reading must not.

let t: TestApp;
let watch: DbWatch;

beforeAll(async () => {
  t = await createTestApp();
  watch = await watchDatabase(t.db);
  await t.db.insert(organizations).values([
    { id: "org-a", slug: "org-a", name: "甲" },
    { id: "org-b", slug: "org-b", name: "乙" },
  ]);
});
afterAll(() => t.close());

describe("watchDatabase's fingerprint", () => {
  it("stays put when nothing is written, whatever order the rows come back in", async () => {
    const before = await watch.fingerprint();
    await t.db.execute(sql`select * from organizations order by random()`);
    expect(await watch.fingerprint()).toEqual(before);
  });

  it("moves on an insert, on an update of one field (twice), and on a delete", async () => {
    let last = await watch.fingerprint();
    const moved = async (write: () => Promise<unknown>) => {
      await write();
      const now = await watch.fingerprint();
      expect(now.organizations).not.toBe(last.organizations);
      last = now;
    };
    await moved(() => t.db.insert(organizations).values({ id: "org-c", slug: "org-c", name: "丙" }));
    await moved(() => t.db.update(organizations).set({ city: "上海" }).where(eq(organizations.id, "org-a")));
    await moved(() => t.db.update(organizations).set({ name: "乙" }).where(eq(organizations.id, "org-a")));
    await moved(() => t.db.delete(organizations).where(eq(organizations.id, "org-c")));
    // The change log sees the same writes.
    expect((await watch.changedSince(0)).filter((c) => c.startsWith("organizations:"))).toEqual([
      "organizations:INSERT",
      "organizations:INSERT",
      "organizations:INSERT",
      "organizations:UPDATE",
      "organizations:UPDATE",
      "organizations:DELETE",
    ]);
  });
});
