import { PROJECT_STAGES } from "@commons/domain";

/**
 * The stages offered when creating a project: doc 1 §3's six. The server also accepts IDEA (doc 2 §7
 * creates projects with it), which is not offered as a separate choice beside "idea validation".
 */
export const PROJECT_STAGES_OFFERED = PROJECT_STAGES.filter((stage) => stage !== "IDEA");
