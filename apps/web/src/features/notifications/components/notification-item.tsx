import type { Locale, AppNotification } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { formatRelativeTime } from "@/lib/format.ts";
import { cn } from "@/lib/utils.ts";

interface NotificationItemProps {
  notification: AppNotification;
  locale: Locale;
  onOpen: (notification: AppNotification) => void;
  compact?: boolean;
}

export function NotificationItem({ notification, locale, onOpen, compact }: NotificationItemProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const unread = !notification.readAt;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn(
        "flex w-full items-start gap-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50",
        compact ? "px-4 py-3" : "rounded-xl px-4 py-4",
        unread && "bg-brand-50/40",
      )}
    >
      <span className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")} aria-hidden />
      <span className="min-w-0 flex-1">
        <span className={cn("block text-sm text-slate-900", unread ? "font-semibold" : "font-medium")}>{notification.title}</span>
        {notification.body ? (
          <span className={cn("mt-0.5 block text-sm text-slate-500", compact && "line-clamp-2")}>{notification.body}</span>
        ) : null}
        <span className="mt-1 block text-xs text-slate-400">
          <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt, locale)}</time>
          {unread ? <span className="sr-only">{t("notifications.unread")}</span> : null}
        </span>
      </span>
    </button>
  );
}
