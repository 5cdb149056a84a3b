import { z } from "zod";
import { eventCardSchema } from "./event-cards.ts";
import { inviteStatsSchema } from "./event-console.ts";
import { projectSchema } from "./projects.ts";

// Likes, bookmarks, host subscriptions, page views and invite codes.

export const likeCountSchema = z.strictObject({ likeCount: z.number().int() });
export const likeStatusSchema = z.strictObject({ liked: z.boolean() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;
export type LikeCount = z.infer<typeof likeCountSchema>;
export const likeStateSchema = z.strictObject({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const bookmarkStateSchema = z.strictObject({ bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
/** `GET /api/user/bookmarks`. */
export const bookmarksSchema = z.strictObject({ events: z.array(eventCardSchema), projects: z.array(projectSchema) });
export type Bookmarks = z.infer<typeof bookmarksSchema>;

export const subscriptionStateSchema = z.strictObject({ subscribed: z.boolean() });
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const viewCountSchema = z.strictObject({ viewCount: z.number().int() });

/** `POST /api/events/{id}/invites/user`. */
export const myInviteSchema = z.strictObject({ invite: z.strictObject({ code: z.string() }) });
export type MyInvite = z.infer<typeof myInviteSchema>;
/** `GET /api/events/{id}/invites`. */
export const invitesSchema = z.strictObject({ invites: z.array(inviteStatsSchema) });
