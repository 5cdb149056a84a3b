import { challengesMessagesZh } from "@commons/domain";
import { addSharedMessages } from "@/lib/i18n.ts";

// The challenges feature's shared (domain) messages in Chinese, which the entry chunk leaves out (ADR 0034):
// importing this module adds them. Every UI part of the feature imports it, so a component that imports its
// part has both.
addSharedMessages(challengesMessagesZh);
