import { describe, expect, it } from "vitest";
import { parseEventPageSearch } from "./event-search.ts";

describe("parseEventPageSearch", () => {
  it("keeps from_login, feedback and a well-formed invite code", () => {
    expect(parseEventPageSearch({ from_login: true, feedback: "true", invite: "Ab-12_x" })).toEqual({
      from_login: true,
      feedback: true,
      invite: "Ab-12_x",
    });
  });

  it("reads a numeric invite code as text", () => {
    expect(parseEventPageSearch({ invite: 123456 })).toEqual({ invite: "123456" });
  });

  it("drops anything malformed", () => {
    expect(parseEventPageSearch({ from_login: "yes", invite: "<script>", feedback: 1 })).toEqual({});
    expect(parseEventPageSearch({ invite: "x".repeat(65) })).toEqual({});
  });

  it("keeps a hackathon's tab and gallery sort when they name one, and drops anything else", () => {
    expect(parseEventPageSearch({ tab: "projects", sort: "popular" })).toEqual({ tab: "projects", sort: "popular" });
    expect(parseEventPageSearch({ tab: "results" })).toEqual({ tab: "results" });
    expect(parseEventPageSearch({ tab: "admin", sort: "votes" })).toEqual({});
    expect(parseEventPageSearch({ tab: ["projects"], sort: 1 })).toEqual({});
  });

  it("keeps a challenge feed's person (?user=) when it is an id, and drops \"all\" or anything else", () => {
    expect(parseEventPageSearch({ user: "u_12-ab" })).toEqual({ user: "u_12-ab" });
    expect(parseEventPageSearch({ user: "all" })).toEqual({});
    expect(parseEventPageSearch({ user: "<x>" })).toEqual({});
    expect(parseEventPageSearch({ user: "x".repeat(65) })).toEqual({});
  });
});
