import type { engagementMessagesZh } from "./engagement.zh.ts";

export const engagementMessagesEn: Record<keyof typeof engagementMessagesZh, string> = {
  "engagement.alreadyLiked": "Already liked",
  "engagement.alreadyBookmarked": "Already bookmarked",
  "engagement.subscription.oneTarget": "Give exactly one of organizationId or hostUserId (not both, and not neither)",
  "engagement.subscription.self": "You cannot subscribe to yourself",
  "engagement.invite.managersOnly": "Only the organiser and event admins can see invite statistics",
  "engagement.invite.failed": "Failed to get invite code",
};
