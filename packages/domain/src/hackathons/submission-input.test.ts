import { describe, expect, it } from "vitest";
import { submissionCreateSchema, submissionUpdateSchema, teamRefusal, teammatesAllowed } from "./submission-input.ts";

const settings = { allowSolo: true, maxTeamSize: 3 };

describe("teamRefusal (docs/product/hackathons.md#teams)", () => {
  it("allows up to maxTeamSize − 1 others, and none when solo entries are allowed", () => {
    expect(teamRefusal([], "me", settings)).toBeNull();
    expect(teamRefusal(["a", "b"], "me", settings)).toBeNull();
    expect(teamRefusal(["a", "b", "c"], "me", settings)).toEqual({ key: "hackathons.team.tooLarge", params: { max: 3, others: 2 } });
    expect(teamRefusal(["a"], "me", { allowSolo: true, maxTeamSize: 1 })?.key).toBe("hackathons.team.tooLarge");
    expect(teammatesAllowed(1)).toBe(0);
  });

  it("needs a teammate when solo is not allowed; refuses the submitter and duplicates, pointing at the person", () => {
    expect(teamRefusal([], "me", { ...settings, allowSolo: false })?.key).toBe("hackathons.team.soloNotAllowed");
    expect(teamRefusal(["a", "me"], "me", settings)).toEqual({ key: "hackathons.team.self", index: 1 });
    expect(teamRefusal(["a", "a"], "me", settings)).toEqual({ key: "hackathons.team.duplicate", index: 1 });
  });
});

describe("submission schemas", () => {
  const valid = { projectId: "p1", title: "  标题 ", description: "描述", demoUrl: "", sourceCode: "https://github.com/x/y", presentationUrl: null };

  it("trims, turns blank links and story into null, and defaults the team and type", () => {
    expect(submissionCreateSchema.parse({ ...valid, inspiration: "  " })).toEqual({
      projectId: "p1",
      title: "标题",
      description: "描述",
      demoUrl: null,
      sourceCode: "https://github.com/x/y",
      presentationUrl: null,
      inspiration: null,
      challenges: null,
      learnings: null,
      nextSteps: null,
      teamMemberIds: [],
      submissionType: "HACKATHON_PROJECT",
    });
  });

  it("speaks the spec's messages", () => {
    const issues = submissionCreateSchema.safeParse({ title: "", description: " ", demoUrl: "javascript:alert(1)" }).error!.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      projectId: "hackathons.projectRequired",
      title: "hackathons.titleRequired",
      description: "hackathons.descriptionRequired",
      demoUrl: "hackathons.urlInvalid",
    });
    expect(submissionCreateSchema.safeParse({ ...valid, title: "x".repeat(256) }).error!.issues[0]!.message).toBe("hackathons.titleTooLong");
    expect(submissionUpdateSchema.safeParse({ ...valid }).success).toBe(false);
    expect(submissionUpdateSchema.parse({ title: "t", description: "d" }).teamMemberIds).toBeUndefined();
  });
});
