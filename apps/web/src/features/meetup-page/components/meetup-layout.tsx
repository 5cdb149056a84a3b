import { Suspense } from "react";
import type { EventLayoutParts } from "@/lib/event-layout.ts";

/**
 * The common structure (docs/product/event-page.md#structure), the meetup's page. Two columns on desktop (story left, a sticky
 * sidebar with the facts, registration and contact); on phones the facts and registration come straight
 * after the title, and the page leaves room at the bottom for the fixed action bar.
 *
 * The Suspense boundaries are for hydration, not for loading: on a server-drawn page React hydrates what
 * is outside them first (the top row and the hero, what a phone shows first), then each boundary in an
 * interruptible render, and a boundary at once when the reader clicks inside it (ADR 0025). Their
 * fallbacks are never shown there; nothing inside suspends but the lazy parts, which carry their own.
 */
export function MeetupLayout(parts: EventLayoutParts) {
  return (
    <>
      <Suspense>{parts.floatingBack}</Suspense>
      <div data-layout="meetup" className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:pb-12">
        <div className="mb-5">{parts.topRow}</div>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
          <div className="lg:col-start-1 lg:row-start-1">
            {parts.hero}
            {parts.headerActions ? <div className="mt-5">{parts.headerActions}</div> : null}
          </div>
          <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <Suspense>
              {parts.facts}
              {parts.registration}
              {parts.contact}
            </Suspense>
          </aside>
          {/* Below the fold on a phone. */}
          <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
            <Suspense>
              {parts.about}
              {parts.awards}
              {parts.people}
              {parts.photos}
              {parts.tickets}
              {parts.hosts}
            </Suspense>
          </div>
        </div>
      </div>
      <Suspense>{parts.actionBar}</Suspense>
    </>
  );
}
