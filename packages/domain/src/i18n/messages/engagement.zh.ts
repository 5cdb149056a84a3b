// Shared (server and web) messages of the engagement features; merged into the catalog by messages.zh.ts.
export const engagementMessagesZh = {
  // A 409 on like/bookmark carries these (docs/product/engagement.md#likes); the web treats them as "already on".
  "engagement.alreadyLiked": "已经点赞过了",
  "engagement.alreadyBookmarked": "已经收藏过了",
  "engagement.subscription.oneTarget": "请只提供 organizationId 或 hostUserId 其中之一（不能同时提供，也不能都不提供）",
  "engagement.subscription.self": "不能订阅自己",
  "engagement.invite.managersOnly": "只有主办方和活动管理员可以查看邀请统计",
  "engagement.invite.failed": "获取邀请码失败",
} as const;
