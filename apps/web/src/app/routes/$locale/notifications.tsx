import { createFileRoute } from "@tanstack/react-router";
import BellOff from "lucide-react/icons/bell-off";
import CheckCheck from "lucide-react/icons/check-check";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useNotifications } from "@/features/notifications/api/get-notifications.ts";
import { useUnreadCount } from "@/features/notifications/api/get-unread-count.ts";
import { useMarkAllRead } from "@/features/notifications/api/mark-read.ts";
import { NotificationItem } from "@/features/notifications/components/notification-item.tsx";
import { InvitationActions } from "@/features/notifications/components/invitation-actions.tsx";
import { useOpenNotification } from "@/features/notifications/hooks/use-open-notification.ts";
import { requireSession } from "@/lib/require-session.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

interface NotificationsSearch {
  page?: number;
}

export const Route = createFileRoute("/$locale/notifications")({
  validateSearch: (raw: Record<string, unknown>): NotificationsSearch => {
    const page = Number(raw.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, context.locale, location.href),
  component: NotificationsPage,
});

function NotificationsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data, error, isPending, refetch } = useNotifications(page);
  const unread = useUnreadCount(true).data?.unreadCount ?? 0;
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  useDocumentTitle(t("notifications.title"));

  const totalPages = data?.pagination.totalPages ?? 1;
  const goTo = (target: number) => void navigate({ search: { page: target > 1 ? target : undefined } });

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("notifications.title")}</h1>
          <p className="mt-1 text-sm text-slate-500">{t("notifications.unreadSummary", { count: unread })}</p>
        </div>
        <Button variant="outline" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          <CheckCheck aria-hidden />
          {t("notifications.markAllRead")}
        </Button>
      </header>
      {isPending ? (
        <Card className="flex flex-col gap-4 p-5">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </Card>
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data.notifications.length === 0 ? (
        <EmptyState icon={<BellOff />} title={t("notifications.empty")} description={t("notifications.emptyDescription")} />
      ) : (
        <>
          <Card className="overflow-hidden p-1.5">
            <ul className="flex flex-col gap-0.5">
              {data.notifications.map((item) => (
                <li key={item.id}>
                  <NotificationItem notification={item} locale={locale} onOpen={open} />
                  <InvitationActions notification={item} />
                </li>
              ))}
            </ul>
          </Card>
          {totalPages > 1 ? (
            <nav aria-label={t("pagination.label")} className="mt-6 flex items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                <ChevronLeft aria-hidden />
                {t("pagination.previous")}
              </Button>
              <span className="text-sm text-slate-500">{t("pagination.pageOf", { page, total: totalPages })}</span>
              <Button variant="outline" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
                {t("pagination.next")}
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
