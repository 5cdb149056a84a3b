import { EVENT_TYPES, type EventType, eventTypeLabelKey, type Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import Hash from "lucide-react/icons/hash";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { segmentedItemClass, segmentedListClass } from "@/components/ui/tabs.tsx";
import { fieldClass } from "@/components/ui/input.tsx";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { cn } from "@/lib/utils.ts";
import { EVENT_WHEN, EVENTS_SEARCH_DEBOUNCE_MS, type EventsSearch } from "../hooks/events-search.ts";

interface EventsToolbarProps {
  locale: Locale;
  search: EventsSearch;
  /** Called 300 ms after typing stops, with the trimmed text (empty clears the search). */
  onQueryChange: (q: string) => void;
}

const chipClass =
  "inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors " +
  "border-slate-200 bg-white text-slate-600 hover:border-slate-300 hover:text-slate-900";
const chipActiveClass = "border-slate-900 bg-slate-900 text-white hover:border-slate-900 hover:text-white";

export function EventsToolbar({ locale, search, onQueryChange }: EventsToolbarProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const [text, setText] = useState(search.q ?? "");
  const [urlQuery, setUrlQuery] = useState(search.q);
  const debounced = useDebouncedValue(text.trim(), EVENTS_SEARCH_DEBOUNCE_MS);

  // Back/forward or "clear filters" changes the URL under the box; show what the URL says.
  if (search.q !== urlQuery) {
    setUrlQuery(search.q);
    setText(search.q ?? "");
  }

  useEffect(() => {
    if (debounced !== (search.q ?? "")) onQueryChange(debounced);
    // Only a settled change of the text should navigate, not a URL change echoing back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const typeSearch = (type: EventType | undefined) => (prev: EventsSearch): EventsSearch => ({ ...prev, type, page: undefined });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t("events.whenLabel")} className={cn(segmentedListClass, "w-full sm:w-auto")}>
          {EVENT_WHEN.map((when) => (
            <Link
              key={when}
              to="/$locale/events"
              params={{ locale }}
              search={(prev: EventsSearch) => ({ ...prev, when: when === "upcoming" ? undefined : when, page: undefined })}
              data-state={(search.when ?? "upcoming") === when ? "active" : undefined}
              aria-current={(search.when ?? "upcoming") === when ? "page" : undefined}
              className={segmentedItemClass}
            >
              {t(`events.when.${when}`)}
            </Link>
          ))}
        </nav>
        <div className="relative w-full sm:w-72">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("events.searchPlaceholder")}
            aria-label={t("events.searchLabel")}
            className={cn(fieldClass, "h-10 rounded-full pl-9")}
          />
        </div>
      </div>
      {/* A filter made of links: the chosen one is the current page (aria-current), never "pressed" (a link
          cannot be a toggle button; issue 27 item 1). */}
      <nav aria-label={t("events.typeLabel")} className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
        <Link
          to="/$locale/events"
          params={{ locale }}
          search={typeSearch(undefined)}
          className={cn(chipClass, !search.type && chipActiveClass)}
          aria-current={!search.type ? "page" : undefined}
        >
          {t("events.type.all")}
        </Link>
        {EVENT_TYPES.map((type) => (
          <Link
            key={type}
            to="/$locale/events"
            params={{ locale }}
            search={typeSearch(type)}
            className={cn(chipClass, search.type === type && chipActiveClass)}
            aria-current={search.type === type ? "page" : undefined}
          >
            {t(`shared:${eventTypeLabelKey(type)}`)}
          </Link>
        ))}
        {search.tag ? (
          <Link
            to="/$locale/events"
            params={{ locale }}
            search={(prev: EventsSearch) => ({ ...prev, tag: undefined, page: undefined })}
            className={cn(chipClass, "gap-1 border-brand-200 bg-brand-50 pr-3 text-brand-700 hover:border-brand-300 hover:text-brand-800")}
            aria-label={t("events.removeTag", { tag: search.tag })}
          >
            <Hash className="size-3.5" aria-hidden />
            {search.tag}
            <X className="ml-1 size-3.5" aria-hidden />
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
