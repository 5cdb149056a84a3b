import type { Pagination } from "@/lib/api-types.ts";

export interface AppNotification {
  id: string;
  type: string;
  /** Rendered by the server in the reader's language. */
  title: string;
  body: string | null;
  /** A same-site path to open, when the notification is about something. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsPage {
  notifications: AppNotification[];
  pagination: Pagination;
}

export interface UnreadCount {
  unreadCount: number;
}

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (page: number) => ["notifications", "list", page] as const,
  unreadCount: ["notifications", "unread-count"] as const,
};
