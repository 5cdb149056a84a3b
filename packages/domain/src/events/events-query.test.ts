import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localiseIssues } from "../i18n/zod-issues.ts";
import { eventsQuerySchema } from "./events-query.ts";

describe("eventsQuerySchema", () => {
  it("fills defaults and ignores unknown keys", () => {
    expect(eventsQuerySchema.parse({})).toEqual({ when: "upcoming", page: 1 });
    expect(eventsQuerySchema.parse({ utm_source: "wechat", page: "3", when: "past" })).toEqual({ when: "past", page: 3 });
  });

  it("treats blank inputs as not given and trims search text", () => {
    expect(eventsQuerySchema.parse({ q: "   ", tag: "", type: "", page: "", when: "" })).toEqual({ when: "upcoming", page: 1 });
    expect(eventsQuerySchema.parse({ q: "  AI  ", type: "HACKATHON", tag: "web3" })).toMatchObject({
      q: "AI",
      type: "HACKATHON",
      tag: "web3",
    });
  });

  it("refuses bad pages, types and over-long text with a message naming the field", () => {
    for (const bad of [{ page: "0" }, { page: "10001" }, { page: "1.5" }, { page: "x" }, { type: "PARTY" }, { q: "a".repeat(101) }, { tag: "t".repeat(51) }]) {
      const result = eventsQuerySchema.safeParse(bad);
      expect(result.success).toBe(false);
      if (result.success) continue;
      const [issue] = localiseIssues(result.error.issues, "zh");
      expect(issue?.field).toBe(Object.keys(bad)[0]);
    }
  });

  it("accepts every page in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (page) => {
        expect(eventsQuerySchema.parse({ page: String(page) }).page).toBe(page);
      }),
    );
  });
});
