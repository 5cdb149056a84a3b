// Shared (server and web) messages about an event's participants, interests and projects; merged by
// messages.zh.ts (docs/product/people.md#who-sees-participants, #participants, #mutual-interest).
export const participantsMessagesZh = {
  "participants.hidden": "你暂时不能查看本活动的参与者",
  "participants.listFailed": "获取参与者列表失败",
  "participants.interest.notParticipant": "只有本活动已通过审核的参与者才能标记感兴趣的人",
  "participants.interest.self": "不能标记自己",
  "participants.interest.targetNotFound": "对方不是本活动的参与者",
  "participants.interest.marked": "已标记感兴趣",
  "participants.interest.unmarked": "已取消标记",
  "participants.interest.mutual": "你们互相感兴趣！",
  "project.notFound": "作品不存在",
  "field.targetUserId": "参与者",
  "notification.mutualInterest.title": "你们互相感兴趣",
  "notification.mutualInterest.body": "你和 {name} 在“{event}”互相标记了感兴趣，现在可以查看对方公开的联系方式。",
} as const;
