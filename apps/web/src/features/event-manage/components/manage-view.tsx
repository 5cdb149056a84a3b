import type { Locale } from "@commons/domain";
import { Suspense } from "react";
import { Link } from "@tanstack/react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { ScrollStrip } from "@/components/ui/scroll-strip.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { segmentedItemClass } from "@/components/ui/tabs.tsx";
import { formatEventSchedule } from "@/lib/format.ts";
import { cn } from "@/lib/utils.ts";
import { useManagedEvent } from "../api/get-managed-event.ts";
import { availableTabs, type ConsoleTab } from "../console-tabs.ts";
import "@/i18n/parts/console.ts";

const STATUS_TONE: Record<string, BadgeTone> = { DRAFT: "amber", PUBLISHED: "green", COMPLETED: "neutral", CANCELLED: "rose" };

interface ManageViewProps {
  eventId: string;
  locale: Locale;
  /** Every tab the page offers, in order; each shows when its condition holds for this event and viewer. */
  tabs: readonly ConsoleTab[];
  /** The `?tab=` asked for; the first available tab when absent or not available. */
  tab: string | undefined;
}

/** The organiser's console for one event; the tab lives in the URL (`?tab=`) so it can be linked. */
export function ManageView({ eventId, locale, tabs: offered, tab }: ManageViewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const { data, error, isPending, refetch } = useManagedEvent(eventId);

  if (isPending) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-10 sm:px-6">
        <Skeleton className="h-9 w-80" />
        <Skeleton className="h-10 w-full max-w-xl rounded-xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  }
  if (!data) return <ErrorPanel error={error} onRetry={() => void refetch()} className="min-h-[60vh]" />;

  const { event, permissions } = data;
  const tabs = availableTabs(offered, { event, permissions });
  const active = tabs.find((candidate) => candidate.id === tab) ?? tabs[0];
  const Panel = active?.component;
  const schedule = formatEventSchedule(event, locale);
  const params = { locale, id: eventId };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <Link to="/$locale/app/events" params={{ locale }} className="inline-flex items-center gap-1.5 text-sm text-slate-500 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("console.nav.myEvents")}
      </Link>
      <header className="mt-3 mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <div className="mb-2 flex items-center gap-2">
            <Badge tone={STATUS_TONE[event.status] ?? "neutral"}>{t(`console.status.${event.status}`)}</Badge>
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-500">
              <CalendarDays className="size-4" aria-hidden />
              {schedule.date}
            </span>
          </div>
          <h1 className="line-clamp-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{event.title}</h1>
        </div>
        <div className="flex shrink-0 gap-2">
          {permissions.canEditEvent ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/$locale/app/events/$id/edit" params={params}>
                <Pencil aria-hidden />
                {t("console.manage.edit")}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <Link to="/$locale/events/$id" params={params}>
              <ExternalLink aria-hidden />
              {t("console.manage.view")}
            </Link>
          </Button>
        </div>
      </header>
      <nav aria-label={t("console.manage.tabs")} className="mb-6">
        {/* On a phone the tabs scroll sideways, and the strip fades where more of them wait (issue 27 item 19). */}
        <ScrollStrip className="-mx-4 px-4 sm:mx-0 sm:px-0">
          <div className="inline-flex min-w-max rounded-xl bg-slate-100 p-1">
            {tabs.map(({ id, label, badge: TabBadge }) => (
              <Link
                key={id}
                to="/$locale/app/events/$id/manage"
                params={params}
                // The first tab is the default: its URL stays bare.
                search={id === tabs[0]?.id ? {} : { tab: id }}
                // Exact, or the first tab's bare URL would count as current on every tab (aria-current twice).
                activeOptions={{ exact: true }}
                replace
                data-state={active?.id === id ? "active" : "inactive"}
                aria-current={active?.id === id ? "page" : undefined}
                className={cn(segmentedItemClass, "flex-none px-3.5 sm:px-4")}
              >
                {t(label)}
                {TabBadge ? <TabBadge eventId={eventId} /> : null}
              </Link>
            ))}
          </div>
        </ScrollStrip>
      </nav>
      <Suspense fallback={<Skeleton className="h-72 w-full rounded-2xl" />}>
        {Panel ? <Panel key={active?.id} eventId={eventId} locale={locale} event={event} permissions={permissions} /> : null}
      </Suspense>
    </div>
  );
}
