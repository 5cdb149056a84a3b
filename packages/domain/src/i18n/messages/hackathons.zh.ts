// Shared (server and web) messages of hackathons; merged by messages.zh.ts (docs/product/hackathons.md).
// The project submission texts are the spec's; the rest are ours.
export const hackathonsMessagesZh = {
  "hackathons.urlInvalid": "请输入有效的URL",
  "hackathons.nameRequired": "请填写名称",
  "hackathons.nameTooLong": "名称不能超过 {max} 个字",
  "hackathons.descriptionTooLong": "描述不能超过 {max} 个字",
  "hackathons.weightRange": "权重必须在 0 到 1 之间",
  "hackathons.maxTeamSizeRange": "团队人数上限必须是 1 到 20 之间的整数",
  "hackathons.maxWinnersMin": "获奖名额至少为 1",
  "hackathons.projectRequired": "请选择项目",
  "hackathons.titleRequired": "项目标题是必填项",
  "hackathons.titleTooLong": "项目标题不能超过 {max} 个字",
  "hackathons.descriptionRequired": "项目描述是必填项",
  "hackathons.stage.REGISTRATION": "报名中",
  "hackathons.stage.DEVELOPMENT": "开发中",
  "hackathons.stage.SUBMISSION": "作品提交",
  "hackathons.stage.VOTING": "投票中",
  "hackathons.stage.RESULTS": "结果公布",
  // Part D (the hackathon page and its gallery)
  "hackathons.notAHackathon": "该活动不是黑客松",
} as const;
