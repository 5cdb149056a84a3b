import { REGISTRATION_STATUSES, type RegistrationStatus } from "../events/event-enums.ts";
import type { MessageKey } from "../i18n/messages.zh.ts";
import { AUDIENCE_SCORE_PER_VOTE, type HackathonStage, SCORE_SCALE_MAX } from "./hackathon-constants.ts";
import type { HackathonConfig } from "./hackathon-config.ts";
import { stageAllowsVoting } from "./hackathon-stages.ts";

// docs/product/hackathons.md#voting: who may cast an audience vote, and what a vote is worth. The server
// refuses with the key this answers, and the gallery asks the same question to disable a button.

/** Ours: votes and withdrawals per person per minute; a voter needs a handful, a script is stopped. */
export const VOTE_WRITE_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;

/** The one vote type the audience casts (spec §7's body); judges score on their own page. */
export const VOTE_TYPES = ["AUDIENCE"] as const;

export interface VoteQuestion {
  stage: HackathonStage;
  config: Pick<HackathonConfig, "voting">;
  viewer: { signedIn: boolean; registrationStatus: RegistrationStatus | null };
  /** The viewer is the submitter or a member of the submission voted for. */
  onTeam: boolean;
  /** Votes this viewer holds in this hackathon, not counting one already on this submission. */
  votesUsed: number;
}

export type VoteRefusalKey = Extract<
  MessageKey,
  | "hackathons.vote.signInRequired"
  | "hackathons.vote.stageClosed"
  | "hackathons.vote.publicVotingOff"
  | "hackathons.vote.registeredOnly"
  | "hackathons.vote.participantsOnly"
  | "hackathons.vote.ownProject"
  | "hackathons.vote.quotaUsed"
>;

/** The scope rule alone: ALL any signed-in person, REGISTERED a live registration, PARTICIPANTS an approved one. */
export function voterInScope(scope: HackathonConfig["voting"]["publicVotingScope"], status: RegistrationStatus | null): boolean {
  if (scope === "ALL") return true;
  if (scope === "PARTICIPANTS") return status === "APPROVED";
  return status !== null && status !== "REJECTED" && status !== "CANCELLED";
}

/**
 * The registration statuses `voterInScope` lets vote under `scope`, or null when no registration is needed: for
 * a check made where the rule cannot run (the vote's one database call), derived from the rule itself.
 */
export function statusesInScope(scope: HackathonConfig["voting"]["publicVotingScope"]): RegistrationStatus[] | null {
  if (voterInScope(scope, null)) return null;
  return REGISTRATION_STATUSES.filter((status) => voterInScope(scope, status));
}

/**
 * Null when the vote may be cast, else why not, checked in this order: signed in, stage VOTING, public voting
 * on, voter in scope, not their own project, quota left.
 */
export function voteRefusal(q: VoteQuestion): VoteRefusalKey | null {
  const voting = q.config.voting;
  if (!q.viewer.signedIn) return "hackathons.vote.signInRequired";
  if (!stageAllowsVoting(q.stage)) return "hackathons.vote.stageClosed";
  if (!voting.allowPublicVoting) return "hackathons.vote.publicVotingOff";
  if (!voterInScope(voting.publicVotingScope, q.viewer.registrationStatus)) {
    return voting.publicVotingScope === "PARTICIPANTS" ? "hackathons.vote.participantsOnly" : "hackathons.vote.registeredOnly";
  }
  if (q.onTeam) return "hackathons.vote.ownProject";
  if (voting.votesPerPerson !== null && q.votesUsed >= voting.votesPerPerson) return "hackathons.vote.quotaUsed";
  return null;
}

/** Spec §4: each vote adds 0.1 to the audience score, capped at the 0–10 scale's top, kept to one decimal. */
export function audienceScore(votes: number): number {
  const raw = Math.round(Math.max(0, votes) * AUDIENCE_SCORE_PER_VOTE * 10) / 10;
  return Math.min(SCORE_SCALE_MAX, raw);
}

/** Votes left under the quota, or null when there is no quota. */
export function votesLeft(votesPerPerson: number | null, used: number): number | null {
  return votesPerPerson === null ? null : Math.max(0, votesPerPerson - used);
}
