import type { cardsMessagesZh } from "./cards.zh.ts";

export const cardsMessagesEn: Record<keyof typeof cardsMessagesZh, string> = {
  "cards.consentOn": "Other participants can now see and download your card",
  "cards.consentOff": "Your card is hidden; other participants no longer see it",
  "cards.noRegistration": "You have not registered for this event",
};
