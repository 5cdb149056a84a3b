import { describe, expect, it } from "vitest";
import { localiseIssues } from "../i18n/zod-issues.ts";
import { eventMessageInputSchema } from "./console-schemas.ts";
import { EVENT_TAGS_MAX_COUNT, TICKET_TYPES_MAX_COUNT } from "./event-editor-constants.ts";
import { eventConsistencyIssues, eventInputSchema, eventPatchSchema, isOwnFileUrl, isValidTimeZone } from "./event-input.ts";

const base = {
  title: "聚会",
  type: "MEETUP",
  startTime: "2026-06-01T10:00:00+08:00",
  endTime: "2026-06-01T12:00:00+08:00",
  timezone: "Asia/Shanghai",
};

function fields(input: unknown, locale: "zh" | "en" = "zh") {
  const r = eventInputSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(localiseIssues(r.error.issues, locale).map((i) => [i.field, i.message]));
}

describe("eventInputSchema", () => {
  it("accepts the minimum and fills list defaults", () => {
    const r = eventInputSchema.parse({ ...base, ticketTypes: [{ name: "票" }], questions: [{ question: "?", type: "TEXT" }] });
    expect(r.ticketTypes?.[0]).toEqual({ name: "票", priceCents: 0, maxQuantity: null, isActive: true, sortOrder: 0 });
    expect(r.questions?.[0]).toMatchObject({ options: [], required: false });
  });

  it("names the field in each message", () => {
    expect(fields({ ...base, title: "x".repeat(121) })).toEqual({ title: "标题不能超过120个字符" });
    expect(fields({ ...base, maxAttendees: 0 }, "en")).toEqual({ maxAttendees: "Capacity must be at least 1" });
    expect(fields({ ...base, onlineUrl: "ftp://x" })).toEqual({ onlineUrl: "线上链接必须是以 http:// 或 https:// 开头的链接" });
    expect(fields({ ...base, startTime: "tomorrow" })).toMatchObject({ startTime: "开始时间不是有效的时间" });
    expect(fields({ ...base, tags: Array.from({ length: EVENT_TAGS_MAX_COUNT + 1 }, (_, i) => `t${i}`) })).toEqual({ tags: "最多添加10个标签" });
    expect(fields({ ...base, ticketTypes: Array.from({ length: TICKET_TYPES_MAX_COUNT + 1 }, () => ({ name: "x" })) })).toEqual({ ticketTypes: "最多设置20个票种" });
  });

  // Issue 26 item 7: year 0000 passed the format check and reached PostgreSQL (a 500).
  it("bounds every time to the years 2000..2100, naming the field", () => {
    expect(fields({ ...base, startTime: "0000-01-01T00:00:00Z" })).toEqual({ startTime: "开始时间必须在 2000 年至 2100 年之间" });
    expect(fields({ ...base, endTime: "2101-01-01T00:00:00Z" }, "en")).toEqual({ endTime: "End time must be between the years 2000 and 2100" });
    expect(fields({ ...base, registrationDeadline: "1999-12-31T23:59:59Z" }, "en")).toMatchObject({ registrationDeadline: expect.stringContaining("2000 and 2100") });
    expect(fields({ ...base, startTime: "2000-01-01T00:00:00Z" })).toEqual({});
    expect(fields({ ...base, startTime: "2100-12-31T10:00:00Z", endTime: "2100-12-31T23:59:59Z" })).toEqual({});
    // A bad format is still reported as one, not also as out of range.
    const issues = eventInputSchema.safeParse({ ...base, startTime: "tomorrow" }).error?.issues ?? [];
    expect(issues.filter((i) => i.path[0] === "startTime").map((i) => i.message)).toEqual(["eventInput.instantInvalid"]);
    expect(eventPatchSchema.safeParse({ startTime: "0000-01-01T00:00:00Z" }).success).toBe(false);
  });

  it("checks choice options: 2..20 distinct for choice types, none for text", () => {
    const q = (type: string, options: string[]) => fields({ ...base, questions: [{ question: "?", type, options }] });
    expect(q("TEXT", ["a"])).toEqual({ "questions.0.options": "文本题不能设置选项" });
    expect(q("MULTIPLE_CHOICE", ["a", "a"])).toEqual({ "questions.0.options": "选项不能重复" });
    expect(q("SINGLE_CHOICE", ["a", "b"])).toEqual({});
  });

  it("refuses duplicate ids in a list and deduplicates tags case-insensitively", () => {
    expect(fields({ ...base, ticketTypes: [{ id: "a", name: "x" }, { id: "a", name: "y" }] })).toEqual({ ticketTypes: "票种中有重复的条目" });
    expect(eventInputSchema.parse({ ...base, tags: ["AI", "ai", " Ai ", "出海"] }).tags).toEqual(["AI", "出海"]);
  });

  it("applies the cross-field rules", () => {
    expect(fields({ ...base, registrationDeadline: "2026-06-02T00:00:00+08:00" })).toEqual({ registrationDeadline: "报名截止时间不能晚于活动结束时间" });
    expect(fields({ ...base, isExternalEvent: true })).toEqual({ externalUrl: "外部活动需要填写外部报名链接" });
    expect(eventConsistencyIssues({ startTime: new Date(2), endTime: new Date(1) })).toEqual([{ path: "endTime", message: "eventInput.endBeforeStart" }]);
  });
});

describe("eventPatchSchema", () => {
  it("takes any subset, invents nothing and refuses unknown keys", () => {
    expect(eventPatchSchema.parse({})).toEqual({});
    expect(eventPatchSchema.parse({ title: " 新 " })).toEqual({ title: "新" });
    expect(eventPatchSchema.safeParse({ status: "PUBLISHED" }).success).toBe(false);
    expect(eventPatchSchema.safeParse({ organizerId: "x" }).success).toBe(false);
  });
});

describe("helpers", () => {
  it("knows IANA zones", () => {
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("Mars/Base")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("recognises our file URLs and refuses traversal and other schemes", () => {
    expect(isOwnFileUrl("/files/u/a.webp")).toBe(true);
    expect(isOwnFileUrl("/files/../etc/passwd")).toBe(false);
    expect(isOwnFileUrl("/files/")).toBe(false);
    expect(isOwnFileUrl("javascript:alert(1)")).toBe(false);
    expect(isOwnFileUrl("data:image/png;base64,AAAA")).toBe(false);
  });

  it("validates messages", () => {
    expect(eventMessageInputSchema.parse({ statuses: ["APPROVED", "APPROVED"], channels: ["inapp"], subject: " s ", body: "b" })).toEqual({
      statuses: ["APPROVED"],
      channels: ["inapp"],
      subject: "s",
      body: "b",
    });
  });
});
