import { PROJECT_STAGES } from "@commons/domain";

/**
 * The stages offered when creating a project: six. The server also accepts IDEA (the hackathon feature creates projects
 * with it; docs/product/registration.md#projects), which is not offered as a separate choice beside "idea validation".
 */
export const PROJECT_STAGE_CHOICES = PROJECT_STAGES.filter((stage) => stage !== "IDEA");
