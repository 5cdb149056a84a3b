import { z } from "zod";
import type { EventStatus } from "../events/event-enums.ts";
import {
  AWARD_TYPES,
  DEFAULT_JUDGE_WEIGHT,
  DEFAULT_MAX_TEAM_SIZE,
  DEFAULT_MAX_WINNERS,
  DEFAULT_PUBLIC_WEIGHT,
  HACKATHON_AWARDS_MAX,
  HACKATHON_DESCRIPTION_MAX,
  HACKATHON_NAME_MAX,
  HACKATHON_RESOURCES_MAX,
  HACKATHON_STAGES,
  HACKATHON_URL_MAX,
  type HackathonStage,
  MAX_TEAM_SIZE_SETTING,
  MIN_TEAM_SIZE_SETTING,
  JUDGING_CRITERIA_MAX,
  OVERALL_CRITERION_ID,
  PUBLIC_VOTING_SCOPES,
  STAGE_NOTE_MAX,
  VOTE_QUOTA_MAX,
} from "./hackathon-constants.ts";
import { deriveHackathonStage } from "./hackathon-stages.ts";

// docs/product/hackathons.md#configuration: the hackathon's own settings, stored as one JSON document on the
// event. Every field has its default, so a stored document from an older build (or none at all) reads whole.

const httpUrl = z
  .string()
  .trim()
  .max(HACKATHON_URL_MAX, "hackathons.urlInvalid")
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), "hackathons.urlInvalid");

const name = z.string().trim().min(1, "hackathons.nameRequired").max(HACKATHON_NAME_MAX, "hackathons.nameTooLong");
const description = z.string().trim().max(HACKATHON_DESCRIPTION_MAX, "hackathons.descriptionTooLong").default("");
const weight = z.number().min(0, "hackathons.weightRange").max(1, "hackathons.weightRange");

export const stageHistoryEntrySchema = z.strictObject({
  stage: z.enum(HACKATHON_STAGES),
  changedAt: z.string(),
  /** A user id, or null for the entry the system wrote itself. */
  changedBy: z.string().nullable(),
  note: z.string().max(STAGE_NOTE_MAX).nullable(),
});
export type StageHistoryEntry = z.infer<typeof stageHistoryEntrySchema>;

export const hackathonVotingSchema = z.strictObject({
  allowPublicVoting: z.boolean().default(true),
  enableJudgeVoting: z.boolean().default(false),
  judgeWeight: weight.default(DEFAULT_JUDGE_WEIGHT),
  publicWeight: weight.default(DEFAULT_PUBLIC_WEIGHT),
  publicVotingScope: z.enum(PUBLIC_VOTING_SCOPES).default("ALL"),
  /** Ours: how many submissions one person may vote for in this hackathon; null is no limit. */
  votesPerPerson: z.number("hackathons.voteQuotaRange").int("hackathons.voteQuotaRange").min(1, "hackathons.voteQuotaRange").max(VOTE_QUOTA_MAX, "hackathons.voteQuotaRange").nullable().default(null),
});

/** One judging criterion; a judge scores each 1–10 and the judge score is their weighted mean. */
export const judgingCriterionSchema = z.strictObject({
  id: z.string().trim().min(1).max(64),
  /** Empty only for the default "overall" criterion, which the page names from its catalog. */
  name: z.string().trim().max(HACKATHON_NAME_MAX, "hackathons.nameTooLong").default(""),
  description,
  weight: z.number("hackathons.criterionWeightRange").positive("hackathons.criterionWeightRange").max(100, "hackathons.criterionWeightRange").default(1),
});
export type JudgingCriterion = z.infer<typeof judgingCriterionSchema>;

export const DEFAULT_JUDGING_CRITERIA: JudgingCriterion[] = [{ id: OVERALL_CRITERION_ID, name: "", description: "", weight: 1 }];

export const hackathonJudgingSchema = z.strictObject({
  criteria: z.array(judgingCriterionSchema).min(1, "hackathons.criteriaRequired").max(JUDGING_CRITERIA_MAX, "hackathons.criteriaTooMany").default(DEFAULT_JUDGING_CRITERIA),
});

export const hackathonSettingsSchema = z.strictObject({
  allowSolo: z.boolean().default(true),
  maxTeamSize: z
    .number("hackathons.maxTeamSizeRange")
    .int("hackathons.maxTeamSizeRange")
    .min(MIN_TEAM_SIZE_SETTING, "hackathons.maxTeamSizeRange")
    .max(MAX_TEAM_SIZE_SETTING, "hackathons.maxTeamSizeRange")
    .default(DEFAULT_MAX_TEAM_SIZE),
  requireProject: z.boolean().default(false),
  /** Ours: keep the gallery closed to the public until VOTING (submitters still see their own). */
  hideGalleryUntilVoting: z.boolean().default(false),
});

export const tutorialSchema = z.strictObject({ title: name, url: httpUrl, description });
export const toolSchema = z.strictObject({ name, url: httpUrl, description });
export const exampleSchema = z.strictObject({ title: name, url: httpUrl, description });

export const hackathonResourcesSchema = z.strictObject({
  tutorials: z.array(tutorialSchema).max(HACKATHON_RESOURCES_MAX).default([]),
  tools: z.array(toolSchema).max(HACKATHON_RESOURCES_MAX).default([]),
  examples: z.array(exampleSchema).max(HACKATHON_RESOURCES_MAX).default([]),
});

export const awardSchema = z.strictObject({
  id: z.string().trim().min(1).max(64),
  name,
  description,
  awardType: z.enum(AWARD_TYPES).default("JUDGE"),
  maxWinners: z.number("hackathons.maxWinnersMin").int("hackathons.maxWinnersMin").min(1, "hackathons.maxWinnersMin").max(1000).default(DEFAULT_MAX_WINNERS),
});
export type Award = z.infer<typeof awardSchema>;

export const hackathonStageStateSchema = z.strictObject({
  current: z.enum(HACKATHON_STAGES),
  lastUpdatedAt: z.string().nullable(),
  lastUpdatedBy: z.string().nullable(),
  history: z.array(stageHistoryEntrySchema),
});

/** The whole configuration as stored and as the event payload carries it. */
export const hackathonConfigSchema = z
  .strictObject({
    stage: hackathonStageStateSchema,
    voting: hackathonVotingSchema,
    settings: hackathonSettingsSchema,
    resources: hackathonResourcesSchema,
    awards: z.array(awardSchema).max(HACKATHON_AWARDS_MAX),
    judging: hackathonJudgingSchema,
  })
  .meta({ id: "HackathonConfig" });
export type HackathonConfig = z.infer<typeof hackathonConfigSchema>;
export type HackathonResources = z.infer<typeof hackathonResourcesSchema>;

/** An award as the editor sends it: a new one has no id yet, the server gives it one. */
export const awardInputSchema = awardSchema.extend({ id: awardSchema.shape.id.optional() });

/**
 * What the editor sends (PUT /api/events/{id}/hackathon-config): everything but the stage, which moves only
 * through the stage route so that its history stays whole.
 */
export const hackathonConfigInputSchema = z
  .strictObject({
    voting: hackathonVotingSchema.prefault({}),
    settings: hackathonSettingsSchema.prefault({}),
    resources: hackathonResourcesSchema.prefault({}),
    awards: z.array(awardInputSchema).max(HACKATHON_AWARDS_MAX).default([]),
    /** Absent: the stored criteria stay as they are (an editor that does not show them never drops them). */
    judging: hackathonJudgingSchema.optional(),
  })
  .superRefine((value, ctx) => {
    // An id names one award (winners will point at it): two awards with one id would merge.
    const seen = new Set<string>();
    value.awards.forEach((award, index) => {
      if (award.id === undefined) return;
      if (seen.has(award.id)) ctx.addIssue({ code: "custom", path: ["awards", index, "id"], message: "hackathons.awardIdDuplicate" });
      seen.add(award.id);
    });
  })
  .meta({ id: "HackathonConfigInput" });
export type HackathonConfigInput = z.input<typeof hackathonConfigInputSchema>;
export type HackathonConfigInputParsed = z.output<typeof hackathonConfigInputSchema>;

/**
 * The stored configuration with the editor's input applied: the stage (current, history) is kept as it
 * is, and each award without an id gets one from `newId` (docs/product/hackathons.md#configuration).
 */
export function applyHackathonConfigInput(stored: HackathonConfig, input: HackathonConfigInputParsed, newId: () => string): HackathonConfig {
  return {
    stage: stored.stage,
    voting: input.voting,
    settings: input.settings,
    resources: input.resources,
    awards: input.awards.map((award) => ({ ...award, id: award.id ?? newId() })),
    judging: input.judging ?? stored.judging,
  };
}

/** POST /api/events/{id}/hackathon-stage: the stage to move to (forward or back) and why. */
export const hackathonStageInputSchema = z
  .strictObject({
    stage: z.enum(HACKATHON_STAGES),
    note: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.string().trim().max(STAGE_NOTE_MAX, "hackathons.stageNoteTooLong").optional(),
    ),
  })
  .meta({ id: "HackathonStageInput" });
export type HackathonStageInput = z.input<typeof hackathonStageInputSchema>;

/**
 * The configuration with its stage moved: the history gains one entry (never loses one), and
 * lastUpdatedAt/By name the move. The caller refuses a move to the current stage.
 */
export function withHackathonStage(config: HackathonConfig, stage: HackathonStage, by: string, note: string | null, now: Date): HackathonConfig {
  const changedAt = now.toISOString();
  return {
    ...config,
    stage: {
      current: stage,
      lastUpdatedAt: changedAt,
      lastUpdatedBy: by,
      history: [...config.stage.history, { stage, changedAt, changedBy: by, note }],
    },
  };
}

/** The editor's and the stage tab's answer (GET/PUT hackathon-config, POST hackathon-stage). */
export const hackathonConfigViewSchema = z
  .strictObject({
    config: hackathonConfigSchema,
    /** The public names of the people in the stage history (never a contact field). */
    people: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  })
  .meta({ id: "HackathonConfigView" });
export type HackathonConfigView = z.infer<typeof hackathonConfigViewSchema>;

interface StageTimes {
  startTime: Date | string;
  endTime: Date | string;
  status?: EventStatus;
  createdAt?: Date | string;
}

/**
 * When a derived stage began, for the initial history entry: from the event's own times, never from the
 * clock, so that reading the same event twice gives the same document (the event payload's ETag).
 */
function derivedSince(stage: HackathonStage, event: StageTimes): string {
  const at = stage === "DEVELOPMENT" ? event.startTime : stage === "RESULTS" ? event.endTime : (event.createdAt ?? event.startTime);
  return new Date(at).toISOString();
}

/**
 * Reads a stored configuration (possibly null, partial or from an older build) into a whole one: defaults
 * filled, the stage derived from the times when none is set, and an empty history given its initial entry.
 * Never throws: a field that no longer parses falls back to its default.
 */
export function normalizeHackathonConfig(stored: unknown, event: StageTimes, now: Date): HackathonConfig {
  const raw = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const part = <T>(schema: z.ZodType<T>, value: unknown, fallback: unknown): T => {
    const parsed = schema.safeParse(value ?? fallback);
    return parsed.success ? parsed.data : schema.parse(fallback);
  };
  const stageRaw = (raw.stage && typeof raw.stage === "object" ? raw.stage : {}) as Record<string, unknown>;
  const current: HackathonStage = (HACKATHON_STAGES as readonly unknown[]).includes(stageRaw.current)
    ? (stageRaw.current as HackathonStage)
    : deriveHackathonStage(event, now);
  const history = z.array(stageHistoryEntrySchema).safeParse(stageRaw.history);
  const entries = history.success ? history.data : [];
  return {
    stage: {
      current,
      lastUpdatedAt: typeof stageRaw.lastUpdatedAt === "string" ? stageRaw.lastUpdatedAt : null,
      lastUpdatedBy: typeof stageRaw.lastUpdatedBy === "string" ? stageRaw.lastUpdatedBy : null,
      history: entries.length ? entries : [{ stage: current, changedAt: derivedSince(current, event), changedBy: null, note: null }],
    },
    voting: part(hackathonVotingSchema, raw.voting, {}),
    settings: part(hackathonSettingsSchema, raw.settings, {}),
    resources: part(hackathonResourcesSchema, raw.resources, {}),
    awards: part(z.array(awardSchema).max(HACKATHON_AWARDS_MAX), raw.awards, []),
    judging: part(hackathonJudgingSchema, raw.judging, {}),
  };
}

/** Whether the stored configuration sets its stage, so that normalizeHackathonConfig's answer does not depend on `now`. */
export function storesItsStage(stored: unknown): boolean {
  const stage = stored && typeof stored === "object" ? (stored as { stage?: unknown }).stage : undefined;
  return Boolean(stage && typeof stage === "object" && (HACKATHON_STAGES as readonly unknown[]).includes((stage as { current?: unknown }).current));
}

/** A new hackathon's configuration: every default, the stage from the times. */
export function defaultHackathonConfig(event: StageTimes, now: Date): HackathonConfig {
  return normalizeHackathonConfig(null, event, now);
}
