// Shared (server and web) messages of editing an organisation; merged by messages.zh.ts. The spec shows
// organisations only as they are read, so the wording is ours.
export const orgsMessagesZh = {
  "orgs.saved": "组织信息已保存",
  "orgs.editForbidden": "只有组织的创建者和管理员可以编辑组织信息",
  "orgs.name.required": "请填写组织名称",
  "orgs.name.invalid": "组织名称格式不正确",
  "orgs.name.tooLong": "组织名称不能超过{max}个字符",
  "orgs.description.invalid": "组织简介格式不正确",
  "orgs.description.tooLong": "组织简介不能超过{max}个字符",
  "orgs.logo.invalid": "请上传图片作为组织 Logo",
  "orgs.logo.notYours": "只能使用你自己上传的图片作为组织 Logo",
  "orgs.logo.missing": "Logo 图片不存在，请重新上传",
} as const;
