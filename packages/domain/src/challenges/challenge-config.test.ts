import { describe, expect, it } from "vitest";
import { buildingConfigInputSchema, normalizeBuildingConfig } from "./challenge-config.ts";
import { challengeCheckInInputSchema, challengeSetupInputSchema } from "./challenge-input.ts";

describe("the challenge configuration", () => {
  it("reads nothing as every default: 21 days, 7 check-ins, deposit 0, public, voting on, CUSTOM payment", () => {
    expect(normalizeBuildingConfig(null)).toEqual({
      duration: 21,
      requiredCheckIns: 7,
      setupOpen: true,
      isPublic: true,
      allowAnonymous: false,
      enableVoting: true,
      depositAmount: 0,
      refundRate: 0,
      paymentType: "CUSTOM",
      paymentNote: "",
      paymentQRCode: null,
    });
  });
  it("keeps what parses, falls back field by field, and caps the required count at the length", () => {
    const config = normalizeBuildingConfig({ duration: 10, requiredCheckIns: 15, refundRate: "half", isPublic: false });
    expect(config).toMatchObject({ duration: 10, requiredCheckIns: 10, refundRate: 0, isPublic: false });
  });
  it("refuses a required count over the length, on that field", () => {
    const parsed = buildingConfigInputSchema.safeParse({ duration: 5, requiredCheckIns: 6 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["requiredCheckIns"], message: "challenges.requiredCheckInsOverDuration" });
  });
});

describe("setup and check-in input", () => {
  const plan = "第一周完成原型，第二周邀请十位用户试用并收集反馈，第三周上线。";
  it("needs a project, chosen or new, and a plan of 30 characters counted as characters", () => {
    expect(challengeSetupInputSchema.safeParse({ plan21Days: plan }).error?.issues[0]?.message).toBe("challenges.projectRequired");
    expect(challengeSetupInputSchema.safeParse({ projectId: "p1", plan21Days: "太短了" }).error?.issues[0]?.message).toBe("challenges.planTooShort");
    expect(challengeSetupInputSchema.safeParse({ newProject: { title: "A", subtitle: " " }, plan21Days: plan }).error?.issues[0]?.message).toBe(
      "challenges.newProjectRequired",
    );
    expect(challengeSetupInputSchema.parse({ projectId: "p1", plan21Days: plan })).toMatchObject({ visibilityLevel: "PUBLIC" });
  });
  it("needs 30 characters of content, at most 9 images, and an http(s) demo link", () => {
    expect(challengeCheckInInputSchema.safeParse({ content: "进展" }).error?.issues[0]?.message).toBe("challenges.contentTooShort");
    const content = "今天完成了登录页面和注册流程，修复了三个表单校验问题，并写了测试用例。";
    expect(challengeCheckInInputSchema.safeParse({ content, imageUrls: Array(10).fill("/files/x.jpg") }).error?.issues[0]?.message).toBe("challenges.tooManyImages");
    expect(challengeCheckInInputSchema.safeParse({ content, demoUrl: "javascript:alert(1)" }).error?.issues[0]?.message).toBe("challenges.urlInvalid");
    expect(challengeCheckInInputSchema.parse({ content, demoUrl: "" })).toMatchObject({ title: "", nextPlan: "", imageUrls: [], isPublic: true });
  });
});
