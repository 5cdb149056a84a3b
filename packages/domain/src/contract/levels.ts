import { z } from "zod";
import { isLevelOfTrack, LEVEL_CHANGE_REASON_MAX, SITE_ROLES } from "../levels/level-grants.ts";
import { LEVEL_TRACKS } from "../levels/levels.ts";
import { instant } from "./envelope.ts";
import { userSummarySchema } from "./users.ts";

// docs/product/accounts-and-profile.md#level-badges; docs/api.md#levels.

/** `POST /api/admin/users/{userId}/levels`: one track's level, or null to remove it, and why. */
export const levelGrantInputSchema = z
  .strictObject({
    track: z.enum(LEVEL_TRACKS, "levels.track.invalid"),
    level: z.string().max(16, "levels.level.wrongTrack").nullable().meta({ description: "A level id of the track (e.g. C3), or null to remove the track's level" }),
    reason: z.string().trim().min(1, "levels.reason.required").max(LEVEL_CHANGE_REASON_MAX, "levels.reason.tooLong"),
  })
  .superRefine((input, ctx) => {
    if (input.level !== null && !isLevelOfTrack(input.track, input.level)) {
      ctx.addIssue({ code: "custom", path: ["level"], message: "levels.level.wrongTrack" });
    }
  })
  .meta({ id: "LevelGrantInput" });
export type LevelGrantInput = z.input<typeof levelGrantInputSchema>;
export type LevelGrantInputParsed = z.output<typeof levelGrantInputSchema>;

const trackProgressSchema = z
  .strictObject({
    track: z.enum(LEVEL_TRACKS),
    held: z.string().nullable().meta({ description: "The level held in the track; membership is never null (VISITOR at least)" }),
    next: z.string().nullable().meta({ description: "The next level in order; the first when none is held; null after the last" }),
    nextRequirement: z.string().nullable().meta({ description: "What earns the next level, in the caller's language; null where no threshold is published" }),
  })
  .meta({ id: "TrackProgress" });

/** `GET /api/users/{idOrUsername}/levels`: public data only. */
export const userLevelsSchema = z
  .strictObject({ userId: z.string(), badges: z.array(z.string()), tracks: z.array(trackProgressSchema) })
  .meta({ id: "UserLevels" });
export type UserLevels = z.infer<typeof userLevelsSchema>;

export const levelChangeSchema = z
  .strictObject({
    id: z.string(),
    track: z.enum(LEVEL_TRACKS),
    fromLevel: z.string().nullable(),
    toLevel: z.string().nullable(),
    reason: z.string(),
    changedBy: z.strictObject({ id: z.string(), name: z.string(), username: z.string().nullable() }).nullable().meta({ description: "The admin; null once their account is gone" }),
    createdAt: instant(),
  })
  .meta({ id: "LevelChange" });
export type LevelChange = z.infer<typeof levelChangeSchema>;

/** `GET /api/admin/users/{userId}/levels` and the grant's answer: the person, their levels and the history, newest first. */
export const adminUserLevelsSchema = z
  .strictObject({
    user: userSummarySchema,
    siteRole: z.enum(SITE_ROLES).nullable(),
    tracks: z.array(trackProgressSchema),
    history: z.array(levelChangeSchema),
  })
  .meta({ id: "AdminUserLevels" });
export type AdminUserLevels = z.infer<typeof adminUserLevelsSchema>;
