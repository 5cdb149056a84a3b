import type { EventStatus } from "../events/event-enums.ts";
import { HACKATHON_STAGES, type HackathonStage } from "./hackathon-constants.ts";

// docs/product/hackathons.md#stages: what each stage allows. The page and the server both ask here.

export function stageIndex(stage: HackathonStage): number {
  return HACKATHON_STAGES.indexOf(stage);
}

/**
 * The stage of a hackathon that has none configured: before its start REGISTRATION, after its end (or once
 * COMPLETED) RESULTS, in between DEVELOPMENT.
 */
export function deriveHackathonStage(event: { startTime: Date | string; endTime: Date | string; status?: EventStatus }, now: Date): HackathonStage {
  if (event.status === "COMPLETED") return "RESULTS";
  const start = new Date(event.startTime).getTime();
  const end = new Date(event.endTime).getTime();
  const t = now.getTime();
  if (t < start) return "REGISTRATION";
  if (t > end) return "RESULTS";
  return "DEVELOPMENT";
}

/** Registration is open only in REGISTRATION (on top of the deadline, capacity and approval rules). */
export function stageAllowsRegistration(stage: HackathonStage): boolean {
  return stage === "REGISTRATION";
}

/** Projects are submitted, edited and withdrawn in DEVELOPMENT or SUBMISSION. */
export function stageAllowsSubmission(stage: HackathonStage): boolean {
  return stage === "DEVELOPMENT" || stage === "SUBMISSION";
}

export function stageAllowsVoting(stage: HackathonStage): boolean {
  return stage === "VOTING";
}

/** Results content (ranks, scores) shows in VOTING and RESULTS; RESULTS forces the results tab. */
export function stageShowsResults(stage: HackathonStage): boolean {
  return stage === "VOTING" || stage === "RESULTS";
}
