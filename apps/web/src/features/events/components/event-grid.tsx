import type { Locale, EventCard as EventCardData } from "@commons/domain";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils.ts";
import { EventCard, EventCardSkeleton } from "./event-card.tsx";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6";

interface EventGridProps {
  events: readonly EventCardData[];
  locale: Locale;
  tagHref?: ComponentProps<typeof EventCard>["tagHref"];
  className?: string;
  /** The grid opens the page: its first cover is the largest paint on a phone, fetched first and never lazily. */
  leadsPage?: boolean;
}

/** One column on phones, two on tablets, three on desktops. */
export function EventGrid({ events, locale, tagHref, className, leadsPage }: EventGridProps) {
  return (
    <div className={cn(GRID, className)}>
      {events.map((event, index) => (
        <EventCard key={event.id} event={event} locale={locale} tagHref={tagHref} priority={leadsPage && index === 0} />
      ))}
    </div>
  );
}

export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <EventCardSkeleton key={index} />
      ))}
    </div>
  );
}
