// Shared (server and web) messages about an event's participants; merged by messages.zh.ts
// (docs/product/people.md#who-sees-participants).
export const participantsMessagesZh = {
  "participants.hidden": "你暂时不能查看本活动的参与者",
} as const;
