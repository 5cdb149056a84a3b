import { z } from "zod";

/** Notifications are listed newest first, 20 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE = 10_000;

// "" from a cleared query parameter means "not given".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** `GET /api/notifications` search parameters; stray keys are ignored. */
export const notificationsQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE).default(1)),
});

export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;
