import type { participantsMessagesZh } from "./participants.zh.ts";

export const participantsMessagesEn: Record<keyof typeof participantsMessagesZh, string> = {
  "participants.hidden": "You cannot see this event's participants",
};
