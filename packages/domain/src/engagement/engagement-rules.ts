// docs/product/engagement.md: likes, bookmarks, host subscriptions, page views and invite codes.
// The numbers here are ours (the spec leaves the server's behaviour open); they live once, named.

/**
 * POST /api/events/{id}/view is anonymous, so one address may count at most this many page views per
 * window across all events. A person reading event pages stays far below it; a script inflating a
 * counter does not.
 */
export const EVENT_VIEW_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/** Invite codes: URL-safe, case-sensitive, 10 characters from 62 (≈ 59.5 bits) — not guessable by walking. */
export const INVITE_CODE_LENGTH = 10;
export const INVITE_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** What `?invite=` may carry at all; anything else is ignored without a database look-up. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

/** GET /api/user/bookmarks answers the most recent bookmarks first, at most this many. */
export const BOOKMARKS_LIST_LIMIT = 100;

/**
 * A host subscription names exactly one target ("organizationId
 * or hostUserId"; docs/product/engagement.md#host-subscriptions).
 */
export interface HostTarget {
  organizationId?: string | null | undefined;
  hostUserId?: string | null | undefined;
}

/** Exactly one of the two ids, non-empty; anything else is refused with `engagement.subscription.oneTarget`. */
export function hostTargetOf(input: HostTarget): { kind: "organization"; id: string } | { kind: "user"; id: string } | null {
  const org = input.organizationId?.trim() || undefined;
  const user = input.hostUserId?.trim() || undefined;
  if (org && !user) return { kind: "organization", id: org };
  if (user && !org) return { kind: "user", id: user };
  return null;
}
