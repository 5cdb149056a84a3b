import { z } from "zod";
import { CHALLENGE_FEED_SORTS, CHALLENGE_VISIBILITY_LEVELS } from "../challenges/challenge-constants.ts";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";
import { instant } from "./envelope.ts";

// docs/product/challenges.md: what the challenge's calls answer (docs/api.md#challenges). Public fields of
// people only: never an email or a phone.

const person = z.strictObject({ id: z.string(), name: z.string(), username: z.string().nullable(), image: z.string().nullable() });

export const challengeProjectSchema = z
  .strictObject({ id: z.string(), title: z.string(), subtitle: z.string().nullable(), tags: z.array(z.string()) })
  .meta({ id: "ChallengeProject" });
export type ChallengeProject = z.infer<typeof challengeProjectSchema>;

/**
 * GET /api/events/{id}/building-public/registration: the caller's place in the challenge. Null data when the
 * caller has no registration for the event.
 */
export const challengeParticipationSchema = z
  .strictObject({
    registrationId: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    /** False until the setup form was saved. */
    setUp: z.boolean(),
    project: challengeProjectSchema.nullable(),
    plan21Days: z.string().nullable(),
    visibilityLevel: z.enum(CHALLENGE_VISIBILITY_LEVELS).nullable(),
    checkInCount: z.number().int(),
    requiredCheckIns: z.number().int(),
    isCompleted: z.boolean(),
    completedAt: instant().nullable(),
    /** Today's day number while the challenge runs (the server's clock and the event's zone), else null. */
    today: z.number().int().nullable(),
    /** The caller's check-in for today, if any: a second check-in today edits it. */
    todayCheckInId: z.string().nullable(),
  })
  .meta({ id: "ChallengeParticipation" });
export type ChallengeParticipation = z.infer<typeof challengeParticipationSchema>;

/** One challenge check-in as the feed, the history and the share dialog show it. */
export const challengeCheckInSchema = z
  .strictObject({
    id: z.string(),
    eventId: z.string(),
    day: z.number().int(),
    title: z.string(),
    content: z.string(),
    nextPlan: z.string(),
    imageUrls: z.array(z.string()),
    demoUrl: z.string().nullable(),
    isPublic: z.boolean(),
    checkedInAt: instant(),
    updatedAt: instant(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    /** Whether the caller liked it (false when signed out). */
    isLiked: z.boolean(),
    user: person,
    project: challengeProjectSchema.nullable(),
    /** The author's progress, for the card's badge. */
    registration: z.strictObject({ checkInCount: z.number().int(), isCompleted: z.boolean(), visibilityLevel: z.enum(CHALLENGE_VISIBILITY_LEVELS) }),
  })
  .meta({ id: "ChallengeCheckIn" });
export type ChallengeCheckIn = z.infer<typeof challengeCheckInSchema>;

/** GET /api/events/{id}/building-public/check-ins: one page of the community feed. */
export const challengeFeedPageSchema = z
  .strictObject({
    checkIns: z.array(challengeCheckInSchema),
    meta: z.strictObject({
      page: z.number().int(),
      limit: z.number().int(),
      sort: z.enum(CHALLENGE_FEED_SORTS),
      user: z.string().meta({ description: '"all" or the person the feed is filtered to' }),
      hasNextPage: z.boolean(),
    }),
  })
  .meta({ id: "ChallengeFeedPage" });
export type ChallengeFeedPage = z.infer<typeof challengeFeedPageSchema>;

/** POST …/building-public/check-in and PUT …/check-ins/{id}: the check-in and the caller's progress after it. */
export const challengeCheckInResultSchema = z
  .strictObject({
    checkIn: challengeCheckInSchema,
    /** True when this was today's existing check-in, edited (one check-in per person per day). */
    edited: z.boolean(),
    participation: challengeParticipationSchema,
  })
  .meta({ id: "ChallengeCheckInResult" });
export type ChallengeCheckInResult = z.infer<typeof challengeCheckInResultSchema>;

/** GET /api/events/{id}/building-public/my-check-ins: the caller's own, newest day first. */
export const myChallengeCheckInsSchema = z.array(challengeCheckInSchema).meta({ id: "MyChallengeCheckIns" });

export const checkInCommentSchema = z
  .strictObject({ id: z.string(), checkInId: z.string(), content: z.string(), commentedAt: instant(), user: person })
  .meta({ id: "CheckInComment" });
export type CheckInComment = z.infer<typeof checkInCommentSchema>;
export const checkInCommentsSchema = z.array(checkInCommentSchema).meta({ id: "CheckInComments" });

/** POST /api/building-public/check-ins/{id}/like: a toggle. */
export const checkInLikeResultSchema = z.strictObject({ liked: z.boolean(), likeCount: z.number().int() }).meta({ id: "CheckInLikeResult" });
export type CheckInLikeResult = z.infer<typeof checkInLikeResultSchema>;

/** One participant of the dashboard's list (only those whose check-ins the caller may see count as shown). */
export const challengeParticipantSchema = z
  .strictObject({
    user: person.extend({ levels: z.array(z.string()).meta({ description: "Level badge ids to show beside the name (levelBadges)" }) }),
    project: challengeProjectSchema.nullable(),
    checkInCount: z.number().int(),
    isCompleted: z.boolean(),
    likesReceived: z.number().int(),
    lastCheckInAt: instant().nullable(),
    visibilityLevel: z.enum(CHALLENGE_VISIBILITY_LEVELS),
  })
  .meta({ id: "ChallengeParticipant" });
export type ChallengeParticipant = z.infer<typeof challengeParticipantSchema>;

/** GET /api/events/{id}/building-public/participants: the list, the completion rate and the top five. */
export const challengeParticipantsSchema = z
  .strictObject({
    participants: z.array(challengeParticipantSchema),
    total: z.number().int(),
    completed: z.number().int(),
    /** completed / participants, 0–1. */
    completionRate: z.number(),
    requiredCheckIns: z.number().int(),
    /** By check-ins, then likes received, then the earlier last check-in. */
    topContributors: z.array(challengeParticipantSchema),
  })
  .meta({ id: "ChallengeParticipants" });
export type ChallengeParticipants = z.infer<typeof challengeParticipantsSchema>;
