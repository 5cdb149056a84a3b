import { describe, expect, it } from "vitest";
import { hostTargetOf, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_CODE_PATTERN } from "./engagement-rules.ts";

describe("hostTargetOf", () => {
  it("accepts exactly one id", () => {
    expect(hostTargetOf({ organizationId: "o1" })).toEqual({ kind: "organization", id: "o1" });
    expect(hostTargetOf({ hostUserId: "u1" })).toEqual({ kind: "user", id: "u1" });
    expect(hostTargetOf({ hostUserId: "u1", organizationId: " " })).toEqual({ kind: "user", id: "u1" });
  });
  it("refuses both and neither", () => {
    expect(hostTargetOf({ organizationId: "o1", hostUserId: "u1" })).toBeNull();
    expect(hostTargetOf({})).toBeNull();
    expect(hostTargetOf({ organizationId: "", hostUserId: "" })).toBeNull();
  });
});

describe("invite codes", () => {
  it("are made of characters the code pattern accepts", () => {
    expect(INVITE_CODE_PATTERN.test(INVITE_CODE_ALPHABET.slice(0, INVITE_CODE_LENGTH))).toBe(true);
    expect(INVITE_CODE_PATTERN.test("abc/def")).toBe(false);
  });
});
