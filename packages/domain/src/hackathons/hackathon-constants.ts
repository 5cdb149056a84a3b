// docs/product/hackathons.md: the hackathon's constants, each once.

/** The stages, in order (docs/product/hackathons.md#stages). */
export const HACKATHON_STAGES = ["REGISTRATION", "DEVELOPMENT", "SUBMISSION", "VOTING", "RESULTS"] as const;
export type HackathonStage = (typeof HACKATHON_STAGES)[number];

export const PUBLIC_VOTING_SCOPES = ["ALL", "REGISTERED", "PARTICIPANTS"] as const;
export type PublicVotingScope = (typeof PUBLIC_VOTING_SCOPES)[number];

export const AWARD_TYPES = ["JUDGE", "PUBLIC"] as const;
export type AwardType = (typeof AWARD_TYPES)[number];

/** Judge and public weights default to 70% and 30%; each lies in 0–1. */
export const DEFAULT_JUDGE_WEIGHT = 0.7;
export const DEFAULT_PUBLIC_WEIGHT = 0.3;

/** A team counts its submitter: at most `maxTeamSize` people, so `maxTeamSize − 1` others. */
export const DEFAULT_MAX_TEAM_SIZE = 5;
export const MIN_TEAM_SIZE_SETTING = 1;
export const MAX_TEAM_SIZE_SETTING = 20;
export const DEFAULT_MAX_WINNERS = 1;

/** A submission's title; the spec's 255. */
export const SUBMISSION_TITLE_MAX = 255;
/** Ours: a submission's description and each of its story fields (inspiration, challenges, …). */
export const SUBMISSION_TEXT_MAX = 10_000;
/** Ours: a URL anywhere in the hackathon (resources, demo, source, slides). */
export const HACKATHON_URL_MAX = 2_000;
/** Ours: screenshots on one submission. */
export const SUBMISSION_SCREENSHOTS_MAX = 8;

/** Team member search: starts at 2 characters, waits 300 ms, shows at most 10. */
export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_LIMIT = 10;

/** Ours: the gallery's page, and its sorts (recent, popular by votes, score). */
export const GALLERY_PAGE_SIZE = 12;
export const GALLERY_SORTS = ["recent", "popular", "score"] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

/** Ours: resources of each kind and awards on one hackathon; a stage note's length; history kept. */
export const HACKATHON_RESOURCES_MAX = 30;
export const HACKATHON_AWARDS_MAX = 30;
export const HACKATHON_NAME_MAX = 200;
export const HACKATHON_DESCRIPTION_MAX = 2_000;
export const STAGE_NOTE_MAX = 500;

// Part 2: voting, judging, results and awards (docs/product/hackathons.md#voting, #judging, #results, #awards).

/** Each audience vote raises the audience score by 0.1, up to the 0–10 scale's top. */
export const AUDIENCE_SCORE_PER_VOTE = 0.1;
export const SCORE_SCALE_MAX = 10;
/** A judge scores each criterion 1–10. */
export const JUDGE_SCORE_MIN = 1;
export const JUDGE_SCORE_MAX = 10;
/** Ours: up to six criteria, a judge's private comment, and a per-person vote quota's ceiling. */
export const JUDGING_CRITERIA_MAX = 6;
export const JUDGE_COMMENT_MAX = 2_000;
export const VOTE_QUOTA_MAX = 100;
/** The default criterion's id; its name is the catalog's "overall" unless the organiser names it. */
export const OVERALL_CRITERION_ID = "overall";

/** Award levels and categories, as certificates carry them. */
export const AWARD_LEVELS = ["FIRST", "SECOND", "THIRD", "EXCELLENCE", "PARTICIPATION", "SPECIAL"] as const;
export type AwardLevel = (typeof AWARD_LEVELS)[number];
export const AWARD_CATEGORIES = ["GENERAL", "TECHNICAL", "CREATIVE", "COMMERCIAL", "SOCIAL", "SPECIAL"] as const;
export type AwardCategory = (typeof AWARD_CATEGORIES)[number];
