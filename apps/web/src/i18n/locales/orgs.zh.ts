// UI strings of the organisation editor on the organisation page (merged into the "ui" namespace by
// zh.ts). Its success and error messages, which the server also speaks, are in the shared catalog (orgs.*).
export const orgsZh = {
  "org.edit.open": "编辑组织",
  "org.edit.title": "编辑组织信息",
  "org.edit.subtitle": "名称、简介和 Logo 会显示在组织主页和活动页上，组织链接保持不变。",
  "org.edit.name": "组织名称",
  "org.edit.about": "组织简介",
  "org.edit.aboutPlaceholder": "介绍一下你们的组织：在做什么，欢迎什么样的人加入……",
  "org.edit.logo": "组织 Logo",
  "org.edit.logoHint": "建议使用正方形图片；没有 Logo 时会根据名称生成头像。",
  "org.edit.counter": "{count} / {max}",
  "org.edit.cancel": "取消",
  "org.edit.save": "保存",
  "org.edit.saveFailed": "保存失败，请稍后重试",
} as const;
