import { levelsMessagesZh } from "@commons/domain";
import { addSharedMessages } from "@/lib/i18n.ts";

// The levels feature's shared (domain) messages in Chinese, which the entry chunk leaves out (ADR 0034): each
// level's benefits and the grant's errors. Imported by the levels UI part.
addSharedMessages(levelsMessagesZh);
