// Shared (server and web) messages about digital business cards; merged by messages.zh.ts
// (docs/product/people.md#digital-cards).
export const cardsMessagesZh = {
  "cards.consentOn": "其他参与者现在可以查看和下载你的名片",
  "cards.consentOff": "你的名片已隐藏，其他参与者看不到它了",
  "cards.noRegistration": "你还没有报名这个活动",
} as const;
