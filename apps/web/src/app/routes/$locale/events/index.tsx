import type { Locale } from "@commons/domain";
import { createFileRoute } from "@tanstack/react-router";
import CalendarX from "lucide-react/icons/calendar-x";
import { Suspense } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { eventsQueryOptions, useEvents } from "@/features/events/api/get-events.ts";
import { EventGrid, EventGridSkeleton } from "@/features/events/components/event-grid.tsx";
import { EventsPagination } from "@/features/events/components/events-pagination.tsx";
import { EventsToolbar } from "@/features/events/components/events-toolbar.tsx";
import { type EventsSearch, hasActiveFilters, parseEventsSearch } from "@/features/events/hooks/events-search.ts";
import { cn } from "@/lib/utils.ts";

export const Route = createFileRoute("/$locale/events/")({
  validateSearch: parseEventsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the request while the page's code loads; the component shows skeletons until it lands.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(eventsQueryOptions(deps)),
  component: EventsPage,
});

function EventsPage() {
  const { t } = useTranslation(["ui", "shared"]);
  const { locale } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data, error, isPending, isPlaceholderData, refetch } = useEvents(search);

  const setQuery = (q: string) =>
    void navigate({ search: (prev: EventsSearch) => ({ ...prev, q: q || undefined, page: undefined }), replace: true });
  const clearFilters = () => void navigate({ search: (prev: EventsSearch) => ({ when: prev.when }) });
  const tagHref = (tag: string) => ({
    to: "/$locale/events" as const,
    params: { locale },
    search: { when: search.when, type: search.type, tag } satisfies EventsSearch,
  });

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:px-6 sm:pt-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("events.title")}</h1>
        <p className="mt-2 text-[15px] text-slate-500">{t("events.subtitle")}</p>
      </header>
      <EventsToolbar locale={locale} search={search} onQueryChange={setQuery} />
      <section className="mt-8" aria-live="polite" aria-busy={isPending || isPlaceholderData}>
        {/* The cards' titles are h3: this names the list they sit in, so the outline does not skip a level. */}
        <h2 className="sr-only">{t(`events.when.${search.when ?? "upcoming"}`)}</h2>
        {isPending ? (
          <EventGridSkeleton />
        ) : error && !data ? (
          <ErrorPanel error={error} onRetry={() => void refetch()} />
        ) : data && data.events.length === 0 ? (
          <EventsEmpty locale={locale} search={search} onClear={clearFilters} />
        ) : data ? (
          // On a server-drawn list the cards, mostly below the fold on a phone, are hydrated after the
          // toolbar, and a tapped card first (ADR 0025).
          <Suspense>
            <EventGrid
              leadsPage
              events={data.events}
              locale={locale}
              tagHref={tagHref}
              className={cn("transition-opacity", isPlaceholderData && "opacity-60")}
            />
            <EventsPagination locale={locale} pagination={data.pagination} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}

function EventsEmpty({ locale, search, onClear }: { locale: Locale; search: EventsSearch; onClear: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const navigate = Route.useNavigate();
  if (hasActiveFilters(search)) {
    return (
      <EmptyState
        icon={<CalendarX />}
        title={t("events.empty.filteredTitle")}
        description={t("events.empty.filteredDescription")}
        action={
          <Button variant="outline" onClick={onClear}>
            {t("events.empty.clearFilters")}
          </Button>
        }
      />
    );
  }
  const past = search.when === "past";
  return (
    <EmptyState
      icon={<CalendarX />}
      title={t(past ? "events.empty.pastTitle" : "events.empty.upcomingTitle")}
      description={t(past ? "events.empty.pastDescription" : "events.empty.upcomingDescription")}
      action={
        past ? undefined : (
          <Button variant="outline" onClick={() => void navigate({ params: { locale }, search: { when: "past" } })}>
            {t("events.empty.seePast")}
          </Button>
        )
      }
    />
  );
}
