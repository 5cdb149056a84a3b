import { profileUpdateSchema } from "@commons/domain";
import { describe, expect, it } from "vitest";
import { fieldsByHead, schemaResolver } from "@/lib/form/use-app-form.ts";
import { activateLocale } from "@/lib/i18n.ts";
import type { Profile } from "@commons/domain";
import { pickChanged, PROFILE_FIELDS, profileInput, toFormValues } from "./profile-form-values.ts";

const profile: Profile = {
  id: "u1",
  name: "王小明",
  username: null,
  email: "13800000000@phone.commons.invalid",
  emailVerified: false,
  image: null,
  phoneNumber: "+8613812345678",
  bio: null,
  userRoleString: null,
  currentWorkOn: null,
  lifeStatus: null,
  region: null,
  city: null,
  wechatId: null,
  preferredContact: null,
  showWechat: false,
  showEmail: false,
  skills: ["React"],
  membershipLevel: "VISITOR",
  creatorLevel: null,
  mentorLevel: null,
  contributorLevel: null,
  createdAt: "2025-01-01T00:00:00Z",
  siteRole: null,
  hasPassword: false,
};

async function resolve(values: ReturnType<typeof toFormValues>) {
  // The form's resolver: the shared schema behind the form's own reading of its boxes.
  const resolver = schemaResolver(profileUpdateSchema, { toInput: profileInput, fieldOf: fieldsByHead(PROFILE_FIELDS) });
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe("profile form values", () => {
  it("shows a placeholder email as empty", () => {
    expect(toFormValues(profile).email).toBe("");
  });

  it("sends only what changed", () => {
    const loaded = toFormValues(profile);
    const current = { ...loaded, bio: "独立开发者，正在做一个记账应用", skills: ["React", "Go"] };
    const parsed = { name: "王小明", bio: current.bio, skills: current.skills, showEmail: false };
    expect(pickChanged(parsed, current, loaded)).toEqual({ bio: current.bio, skills: ["React", "Go"] });
  });

  it("validates with the shared schema, leaving an empty username alone", async () => {
    await activateLocale("zh");
    const ok = await resolve(toFormValues(profile));
    expect(ok.errors).toEqual({});
  });

  it("words errors in the reader's language", async () => {
    await activateLocale("zh");
    const result = await resolve({ ...toFormValues(profile), name: "", username: "a b", email: "not-an-email" });
    expect(result.errors.name?.message).toBe("姓名不能为空");
    expect(result.errors.username?.message).toBe("用户名只能包含字母、数字、下划线和连字符，3-30 个字符");
    expect(result.errors.email?.message).toBe("请输入有效的邮箱地址");
  });
});
