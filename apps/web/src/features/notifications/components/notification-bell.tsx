import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import Bell from "lucide-react/icons/bell";
import CheckCheck from "lucide-react/icons/check-check";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useSession } from "@/lib/session.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useUnreadCount } from "../api/get-unread-count.ts";
import { useMarkAllRead } from "../api/mark-read.ts";
import { useOpenNotification } from "../hooks/use-open-notification.ts";
import { NotificationItem } from "./notification-item.tsx";

const PREVIEW_COUNT = 6;

/** The header bell: unread badge, and a popover with the latest notifications. Signed-in only. */
export function NotificationBell({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(isSignedIn).data?.unreadCount ?? 0;
  const list = useNotifications(1, { enabled: isSignedIn && open });
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotification(() => setOpen(false));
  if (!isSignedIn) return null;

  const items = list.data?.notifications.slice(0, PREVIEW_COUNT) ?? [];
  const badge = unread > 99 ? t("notifications.manyUnread") : String(unread);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className="relative flex size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
        aria-label={unread > 0 ? t("notifications.bellWithCount", { count: unread }) : t("notifications.title")}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white">
            {badge}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-24px))] overflow-hidden p-0">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <p className="text-sm font-semibold text-slate-900">{t("notifications.title")}</p>
          <Button variant="ghost" size="sm" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden />
            {t("notifications.markAllRead")}
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {list.isPending ? (
            <div className="flex flex-col gap-3 p-4">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-12 w-full" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-slate-500">{t("notifications.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem notification={item} locale={locale} onOpen={openNotification} compact />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link
          to="/$locale/notifications"
          params={{ locale }}
          onClick={() => setOpen(false)}
          className="block border-t border-slate-100 px-4 py-3 text-center text-sm font-medium text-brand-600 hover:bg-slate-50"
        >
          {t("notifications.viewAll")}
        </Link>
      </PopoverContent>
    </Popover>
  );
}
