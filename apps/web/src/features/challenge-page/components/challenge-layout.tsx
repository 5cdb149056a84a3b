import { Suspense } from "react";
import type { EventLayoutParts } from "@/lib/event-layout.ts";

/**
 * The Building Public challenge's page (docs/product/challenges.md): the meetup's structure (top row, hero,
 * a sticky sidebar with the facts, registration and contact, the phone's action bar and floating back
 * button) with the challenge's header under the title, the main card (my participation) and the community
 * dashboard first in the main column, and "my certificates" in the sidebar once completed. The meetup's
 * sections (about, people, photos, hosts) follow.
 *
 * The Suspense boundaries are the meetup layout's, for the same reason (selective hydration, ADR 0025).
 */
export function ChallengeLayout(parts: EventLayoutParts) {
  const challenge = parts.challenge;
  return (
    <>
      <Suspense>{parts.floatingBack}</Suspense>
      <div data-layout="challenge" className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:pb-12">
        <div className="mb-5">{parts.topRow}</div>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
          <div className="lg:col-start-1 lg:row-start-1">
            {parts.hero}
            {challenge ? (
              <div className="mt-5">
                <Suspense>{challenge.header}</Suspense>
              </div>
            ) : null}
            {parts.headerActions ? <div className="mt-5">{parts.headerActions}</div> : null}
          </div>
          <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <Suspense>
              {parts.facts}
              {parts.registration}
              {challenge?.certificates}
              {parts.contact}
            </Suspense>
          </aside>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-2">
            <Suspense>
              {challenge ? (
                <div className="flex flex-col gap-8" id="challenge">
                  {challenge.main}
                  {challenge.dashboard}
                </div>
              ) : null}
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
