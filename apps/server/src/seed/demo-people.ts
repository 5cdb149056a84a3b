import type { organizationMembers, organizations, users } from "../db/schema/index.ts";
import type { DemoAccount } from "./demo-accounts.ts";

type UserInsert = typeof users.$inferInsert;
type Profile = Omit<UserInsert, "id" | "email" | "name">;

// Full, realistic profiles (docs/product/accounts-and-profile.md#profile-fields) so every
// page has something to show; 赵磊 is left incomplete on purpose so the profile-completion
// hint (docs/product/accounts-and-profile.md#profile-completeness) can be seen.
export const DEMO_PROFILES: Record<DemoAccount["key"], Profile> = {
  lin: {
    username: "linxiao",
    image: "/demo/avatar-lin.svg",
    bio: "独立开发者，做过三款小而美的效率工具。2019 年起组织上海独立开发者社区，相信小团队也能做出好产品。",
    userRoleString: "独立开发者 · 社区主理人",
    currentWorkOn: "一款帮自由职业者记账和开票的 App",
    lifeStatus: "全职独立开发",
    region: "上海",
    city: "上海",
    phoneNumber: "+8613800138001",
    wechatId: "linxiao_dev",
    preferredContact: "WECHAT",
    skills: ["iOS", "SwiftUI", "产品设计", "社区运营"],
    membershipLevel: "MEMBER",
    creatorLevel: "C3",
    mentorLevel: "M2",
    contributorLevel: "O3",
  },
  alex: {
    username: "alexchen",
    image: "/demo/avatar-alex.svg",
    bio: "ML engineer turned community builder. I run AI Makers Club: hands-on nights where people ship small AI tools together. 中英文都可以聊。",
    userRoleString: "ML Engineer · Community Lead",
    currentWorkOn: "An open-source RAG starter kit",
    lifeStatus: "Working full-time",
    region: "上海",
    city: "上海",
    phoneNumber: "+8613800138002",
    wechatId: "alexchen_ai",
    preferredContact: "EMAIL",
    showEmail: true,
    skills: ["Python", "LLM", "RAG", "Public speaking"],
    membershipLevel: "MEMBER",
    creatorLevel: "C2",
    mentorLevel: "M1",
    contributorLevel: "O2",
  },
  wang: {
    username: "wangfang",
    bio: "UI/UX 设计师，喜欢把复杂的流程做得简单。最近在学前端开发，想做一个属于自己的配色工具。",
    userRoleString: "产品设计师",
    currentWorkOn: "学习 React，做一个配色工具",
    lifeStatus: "在职，业余做项目",
    region: "浙江",
    city: "杭州",
    phoneNumber: "+8613800138003",
    wechatId: "wangfang_design",
    preferredContact: "WECHAT",
    skills: ["Figma", "UI 设计", "用户研究"],
    membershipLevel: "MEMBER",
    creatorLevel: "C1",
    contributorLevel: "O1",
  },
  zhao: {
    username: "zhaolei",
    userRoleString: "计算机专业学生",
    region: "上海",
    city: "上海",
    skills: [],
    membershipLevel: "VISITOR",
  },
  sophie: {
    username: "sophie",
    image: "/demo/avatar-sophie.svg",
    bio: "French product manager living in Shanghai. Curious how Chinese indie makers build and grow their products.",
    userRoleString: "Product Manager",
    currentWorkOn: "A language-exchange bot for WeChat groups",
    lifeStatus: "Working full-time",
    region: "上海",
    city: "上海",
    phoneNumber: "+33612345678",
    preferredContact: "EMAIL",
    skills: ["Product", "Growth", "French"],
    membershipLevel: "MEMBER",
    creatorLevel: "C1",
  },
  chen: {
    username: "chenyu",
    bio: "后端工程师，Go 和 Rust 爱好者。周末喜欢参加黑客松，和陌生人一起在 48 小时里做点有意思的东西。",
    userRoleString: "后端工程师",
    currentWorkOn: "用 Rust 写一个轻量的日志分析工具",
    lifeStatus: "在职",
    region: "广东",
    city: "深圳",
    phoneNumber: "+8613800138006",
    wechatId: "chenyu_rs",
    preferredContact: "WECHAT",
    showWechat: true,
    showEmail: true,
    skills: ["Go", "Rust", "PostgreSQL", "Kubernetes"],
    membershipLevel: "MEMBER",
    creatorLevel: "C2",
    contributorLevel: "O1",
  },
  // The community admin (docs/decisions/0041-site-admins.md): grants levels, holds none of its own.
  admin: {
    username: "commons-admin",
    userRoleString: "Commons Admin · 社区管理员",
    bio: "负责社区等级的评定与授予。Grants the community's level badges.",
    region: "上海",
    city: "上海",
    skills: [],
    membershipLevel: "MEMBER",
    siteRole: "ADMIN",
  },
};

/** The marker the seed looks for: when this organisation exists, the demo content is already there. */
export const DEMO_MARKER_SLUG = "shanghai-builders";

export const DEMO_ORGS: Record<"builders" | "aiMakers", Omit<typeof organizations.$inferInsert, "id">> = {
  builders: {
    slug: DEMO_MARKER_SLUG,
    name: "上海独立开发者社区",
    // No logo on purpose: the web generates a logo avatar (docs/product/accounts-and-profile.md#organisations).
    logo: null,
    description:
      "上海的独立开发者、设计师和小团队创业者的线下社区。每月一次分享会，一起交流做产品、找用户和赚到第一块钱的经验。",
    website: null,
    city: "上海",
  },
  aiMakers: {
    slug: "ai-makers",
    name: "AI Makers Club",
    logo: "/demo/logo-ai-makers.svg",
    description: "A bilingual club for people who build with AI. 每两周一次动手夜：带上电脑，一起做出能用的小工具。",
    website: "https://ai-makers.example.com",
    city: "上海",
  },
};

export const DEMO_MEMBERS: { org: keyof typeof DEMO_ORGS; user: DemoAccount["key"]; role: (typeof organizationMembers.$inferInsert)["role"] }[] = [
  { org: "builders", user: "lin", role: "OWNER" },
  { org: "builders", user: "wang", role: "MEMBER" },
  { org: "builders", user: "zhao", role: "MEMBER" },
  { org: "aiMakers", user: "alex", role: "OWNER" },
  { org: "aiMakers", user: "sophie", role: "ADMIN" },
  { org: "aiMakers", user: "chen", role: "MEMBER" },
];
