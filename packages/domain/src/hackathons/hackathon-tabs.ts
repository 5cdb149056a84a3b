import type { HackathonStage } from "./hackathon-constants.ts";

// docs/product/hackathons.md#the-hackathon-page: the page's tabs. No zod here: the event page's entry chunk
// reads these (its search parsing), and a schema in the same module would bring zod along.

/** The hackathon page's five tabs, in order. */
export const HACKATHON_TABS = ["overview", "projects", "resources", "awards", "results"] as const;
export type HackathonTab = (typeof HACKATHON_TABS)[number];

/** The tab shown when the URL names none: results once the stage is RESULTS (the spec's forced tab), else the overview. */
export function defaultHackathonTab(stage: HackathonStage): HackathonTab {
  return stage === "RESULTS" ? "results" : "overview";
}
