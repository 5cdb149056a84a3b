import { z } from "zod";
import { ATTENDEE_INVITATION_STATUSES } from "../invitations/invitation-rules.ts";
import { instant, paginationSchema } from "./envelope.ts";

export const notificationSchema = z
  .strictObject({
    id: z.string(),
    type: z.string(),
    title: z.string().meta({ description: "In the caller's language" }),
    body: z.string(),
    link: z.string().nullable().meta({ description: "An app path without the locale prefix" }),
    invitation: z
      .strictObject({ id: z.string(), status: z.enum(ATTENDEE_INVITATION_STATUSES) })
      .nullable()
      .meta({ description: "An attendee invitation the reader can accept or decline (docs/product/organiser-console.md#invitations)" }),
    readAt: instant().nullable(),
    createdAt: instant(),
  })
  .meta({ id: "Notification" });
export type AppNotification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`. */
export const notificationsPageSchema = z.strictObject({ notifications: z.array(notificationSchema), pagination: paginationSchema });
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** The unread count, and what marking read answers. */
export const unreadCountSchema = z.strictObject({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
