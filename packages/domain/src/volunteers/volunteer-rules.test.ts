import { describe, expect, it } from "vitest";
import { DEFAULT_VOLUNTEER_BASE_ROLES } from "./volunteer-catalogue.ts";
import { canApply, canCancel, volunteerApplySchema, volunteersStillWanted, type VolunteerApplyFacts } from "./volunteer-rules.ts";

const now = new Date("2026-06-01T00:00:00Z");
const facts = (over: Partial<{ event: Partial<VolunteerApplyFacts["event"]>; role: Partial<VolunteerApplyFacts["role"]>; previous: VolunteerApplyFacts["previous"] }> = {}): VolunteerApplyFacts => ({
  event: { status: "PUBLISHED", endTime: "2026-06-02T00:00:00Z", isExternalEvent: false, ...over.event },
  role: { approvedCount: 0, recruitCount: 2, closed: false, ...over.role },
  previous: over.previous ?? null,
});

describe("canApply (spec §4)", () => {
  it("allows with no application or after REJECTED / CANCELLED, while places are left", () => {
    expect(canApply(facts(), now)).toBeNull();
    expect(canApply(facts({ previous: "REJECTED" }), now)).toBeNull();
    expect(canApply(facts({ previous: "CANCELLED" }), now)).toBeNull();
    expect(canApply(facts({ role: { approvedCount: 1 } }), now)).toBeNull();
  });

  it("refuses each case with its own message", () => {
    expect(canApply(facts({ previous: "APPLIED" }), now)).toBe("volunteers.alreadyApplied");
    expect(canApply(facts({ previous: "APPROVED" }), now)).toBe("volunteers.alreadyApproved");
    expect(canApply(facts({ role: { approvedCount: 2 } }), now)).toBe("volunteers.roleFull");
    expect(canApply(facts({ role: { closed: true } }), now)).toBe("volunteers.roleClosed");
    expect(canApply(facts({ event: { status: "DRAFT" } }), now)).toBe("volunteers.eventDraft");
    expect(canApply(facts({ event: { status: "CANCELLED" } }), now)).toBe("volunteers.eventCancelled");
    expect(canApply(facts({ event: { status: "COMPLETED" } }), now)).toBe("volunteers.eventEnded");
    expect(canApply(facts({ event: { endTime: "2026-06-01T00:00:00Z" } }), now)).toBe("volunteers.eventEnded");
    expect(canApply(facts({ event: { isExternalEvent: true } }), now)).toBe("volunteers.externalEvent");
  });
});

describe("canCancel", () => {
  it("only from APPLIED or APPROVED", () => {
    expect([null, "APPLIED", "APPROVED", "REJECTED", "CANCELLED"].map((s) => canCancel(s as never))).toEqual([false, true, true, false, false]);
  });
});

describe("the apply schema", () => {
  it("trims the note and requires it", () => {
    expect(volunteerApplySchema.parse({ eventVolunteerRoleId: "r", note: "  hi " }).note).toBe("hi");
    expect(volunteerApplySchema.safeParse({ eventVolunteerRoleId: "r", note: "   " }).error?.issues[0]?.message).toBe("volunteers.noteRequired");
  });
});

it("the catalogue has 5–6 roles with unique keys, texts in both languages and points", () => {
  expect(DEFAULT_VOLUNTEER_BASE_ROLES.length).toBeGreaterThanOrEqual(5);
  expect(new Set(DEFAULT_VOLUNTEER_BASE_ROLES.map((r) => r.key)).size).toBe(DEFAULT_VOLUNTEER_BASE_ROLES.length);
  for (const r of DEFAULT_VOLUNTEER_BASE_ROLES) {
    for (const text of [r.name, r.description, r.detailDescription]) expect(text.zh && text.en).toBeTruthy();
    expect(r.cpPoints).toBeGreaterThan(0);
  }
  expect(volunteersStillWanted({ approvedCount: 3, recruitCount: 2 })).toBe(0);
});
