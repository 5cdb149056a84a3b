import { HACKATHON_TABS, type HackathonTab } from "@commons/domain";
import { Tabs as TabsPrimitive } from "radix-ui";
import { Suspense } from "react";
import type { EventLayoutParts } from "@/lib/event-layout.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { StageRow } from "./stage-row.tsx";
import "@/i18n/parts/hackathon-page.ts";

const isTab = (value: string): value is HackathonTab => (HACKATHON_TABS as readonly string[]).includes(value);

/**
 * The hackathon's page (docs/product/hackathons.md#the-hackathon-page): the meetup's structure (top row,
 * hero, a sticky sidebar with the facts, registration and contact, the phone's action bar and floating back
 * button) with the stage row under the title and five tabs in the main column. The overview tab holds what
 * the meetup page shows below its title; the others hold the hackathon's own parts.
 *
 * The Suspense boundaries are the meetup layout's, for the same reason (selective hydration, ADR 0025); the
 * tab panels sit inside the main column's boundary, so a click on a tab hydrates it at once.
 */
export function HackathonLayout(parts: EventLayoutParts) {
  const { t } = useTranslation();
  const hackathon = parts.hackathon;
  return (
    <>
      <Suspense>{parts.floatingBack}</Suspense>
      <div data-layout="hackathon" className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:pb-12">
        <div className="mb-5">{parts.topRow}</div>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
          <div className="lg:col-start-1 lg:row-start-1">
            {parts.hero}
            {hackathon ? (
              <div className="mt-5">
                <StageRow stage={hackathon.config.stage.current} />
              </div>
            ) : null}
            {parts.headerActions ? <div className="mt-5">{parts.headerActions}</div> : null}
          </div>
          <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <Suspense>
              {parts.facts}
              {parts.registration}
              {hackathon?.submission}
              {parts.contact}
            </Suspense>
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <Suspense>
              {hackathon ? (
                <TabsPrimitive.Root value={hackathon.tab} onValueChange={(value) => isTab(value) && hackathon.onTabChange(value)}>
                  <TabsPrimitive.List
                    aria-label={t("hackathonPage.tabs")}
                    className="-mx-4 mb-8 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:gap-2 sm:px-0"
                  >
                    {HACKATHON_TABS.map((tab) => (
                      <TabsPrimitive.Trigger
                        key={tab}
                        value={tab}
                        // Radix selects on mousedown; a click held while the page hydrates is replayed as a
                        // click alone (ADR 0025), so the click selects too (the same tab twice is harmless).
                        onClick={() => tab !== hackathon.tab && hackathon.onTabChange(tab)}
                        className={
                          "-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors " +
                          "hover:text-slate-900 focus-visible:rounded-md focus-visible:outline-2 focus-visible:outline-brand-500 " +
                          "data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:px-4"
                        }
                      >
                        {t(`hackathonPage.tab.${tab}`)}
                      </TabsPrimitive.Trigger>
                    ))}
                  </TabsPrimitive.List>
                  <TabsPrimitive.Content value="overview" className="flex flex-col gap-10 focus-visible:outline-none">
                    {parts.about}
                    {parts.people}
                    {parts.photos}
                    {parts.tickets}
                    {parts.hosts}
                  </TabsPrimitive.Content>
                  <TabsPrimitive.Content value="projects" className="flex flex-col gap-8 focus-visible:outline-none">
                    {hackathon.projects}
                  </TabsPrimitive.Content>
                  <TabsPrimitive.Content value="resources" className="focus-visible:outline-none">
                    {hackathon.resources}
                  </TabsPrimitive.Content>
                  <TabsPrimitive.Content value="awards" className="focus-visible:outline-none">
                    {hackathon.awards}
                  </TabsPrimitive.Content>
                  <TabsPrimitive.Content value="results" className="focus-visible:outline-none">
                    {hackathon.results}
                  </TabsPrimitive.Content>
                </TabsPrimitive.Root>
              ) : (
                // Never for a hackathon (the page always builds its parts); the meetup's sections, should it happen.
                <div className="flex flex-col gap-10">
                  {parts.about}
                  {parts.people}
                  {parts.photos}
                  {parts.tickets}
                  {parts.hosts}
                </div>
              )}
            </Suspense>
          </div>
        </div>
      </div>
      <Suspense>{parts.actionBar}</Suspense>
    </>
  );
}
