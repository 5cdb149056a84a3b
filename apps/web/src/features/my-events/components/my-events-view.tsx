import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { segmentedItemClass, segmentedListClass } from "@/components/ui/tabs.tsx";
import { cn } from "@/lib/utils.ts";
import { useMyEvents } from "../api/get-my-events.ts";
import { MY_EVENTS_TABS, type MyEventsTab, splitMyEvents } from "../hooks/my-events-tabs.ts";
import { MyEventCard } from "./my-event-card.tsx";
import "@/i18n/parts/console.ts";

/** "My events": what I organise or help run, in three tabs kept in the URL (`?tab=`). */
export function MyEventsView({ locale, tab }: { locale: Locale; tab: MyEventsTab }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { data, error, isPending, refetch } = useMyEvents();
  const groups = data ? splitMyEvents(data) : null;
  const createButton = (label: string) => (
    <Button asChild>
      <Link to="/$locale/app/events/new" params={{ locale }}>
        <Plus aria-hidden />
        {label}
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("console.my.title")}</h1>
          <p className="mt-2 text-[15px] text-slate-500">{t("console.my.subtitle")}</p>
        </div>
        {data && data.length > 0 ? createButton(t("console.my.create")) : null}
      </header>
      {isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-10 w-72 rounded-xl" />
          <Skeleton className="h-44 w-full rounded-2xl" />
          <Skeleton className="h-44 w-full rounded-2xl" />
        </div>
      ) : !groups ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data?.length === 0 ? (
        <EmptyState
          icon={<CalendarPlus />}
          title={t("console.my.empty.title")}
          description={t("console.my.empty.description")}
          action={createButton(t("console.my.empty.action"))}
        />
      ) : (
        <>
          <nav aria-label={t("console.my.tabs")} className={cn(segmentedListClass, "mb-6 w-full sm:w-auto")}>
            {MY_EVENTS_TABS.map((name) => (
              <Link
                key={name}
                to="/$locale/app/events"
                params={{ locale }}
                search={{ tab: name }}
                replace
                data-state={tab === name ? "active" : "inactive"}
                aria-current={tab === name ? "page" : undefined}
                className={cn(segmentedItemClass, "px-2 whitespace-nowrap sm:px-4")}
              >
                {t(`console.my.tab.${name}`)}
                <span className="rounded-full bg-slate-200/70 px-1.5 text-xs tabular-nums text-slate-600">{groups[name].length}</span>
              </Link>
            ))}
          </nav>
          {groups[tab].length === 0 ? (
            <EmptyState title={t(`console.my.emptyTab.${tab}`)} action={tab === "past" ? undefined : createButton(t("console.my.create"))} />
          ) : (
            <ul className="flex flex-col gap-4">
              {groups[tab].map((event) => (
                <li key={event.id}>
                  <MyEventCard event={event} locale={locale} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
