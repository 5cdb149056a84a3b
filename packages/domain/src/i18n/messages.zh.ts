// Messages shared by server and web: errors, validation, notifications. UI-only strings live in the web catalogs.
import { certificatesRenderMessagesZh } from "./messages/certificates-render.zh.ts";
import { challengesMessagesZh } from "./messages/challenges.zh.ts";
import { consoleMessagesZh } from "./messages/console.zh.ts";
import { hackathonsMessagesZh } from "./messages/hackathons.zh.ts";
import { certificatesMessagesZh } from "./messages/certificates.zh.ts";
import { levelsMessagesZh } from "./messages/levels.zh.ts";
import { coreMessagesZh } from "./messages-core.zh.ts";

/** Every shared message: the core and the features' own (the server and the domain's translate use all of them). */
export const zhMessages = {
  ...coreMessagesZh,
  ...consoleMessagesZh,
  ...hackathonsMessagesZh,
  ...challengesMessagesZh,
  ...certificatesMessagesZh,
  ...certificatesRenderMessagesZh,
  ...levelsMessagesZh,
} as const;

export type MessageKey = keyof typeof zhMessages;
