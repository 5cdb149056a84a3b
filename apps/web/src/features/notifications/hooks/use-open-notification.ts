import { useNavigate } from "@tanstack/react-router";
import { currentLocale } from "@/lib/i18n.ts";
import { withLocale } from "@/lib/locale-path.ts";
import { safeRedirect } from "@/lib/safe-redirect.ts";
import { useMarkRead } from "../api/mark-read.ts";
import type { AppNotification } from "@commons/domain";

/** Opening a notification marks it read and follows its link — but only to a path on this site. */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (notification: AppNotification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    const target = notification.link ? safeRedirect(notification.link, "") : "";
    if (target) {
      onOpened?.();
      // The server stores links without a language ("/events/1"); open them in the one being read.
      void navigate({ href: withLocale(target, currentLocale()) });
    }
  };
}
