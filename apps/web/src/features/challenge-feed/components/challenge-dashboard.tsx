import { DEFAULT_LOCALE, isLocale } from "@commons/domain";
import { Tabs as TabsPrimitive } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { useEventZone } from "../api/get-event-zone.ts";
import { useParticipants } from "../api/get-participants.ts";
import { ChallengeFeed } from "./challenge-feed.tsx";
import { ParticipantsPanel } from "./participants-panel.tsx";
import "@/i18n/parts/challenge-feed.ts";

const DASHBOARD_TABS = ["feed", "participants"] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];
const isTab = (value: string): value is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(value);

interface ChallengeDashboardProps {
  eventId: string;
  locale: string;
  /** The person the feed is filtered to (the page's `?user=`), or null for everyone. */
  userFilter: string | null;
  onUserFilterChange(userId: string | null): void;
}

const TRIGGER =
  "-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors " +
  "hover:text-slate-900 focus-visible:rounded-md focus-visible:outline-2 focus-visible:outline-brand-500 " +
  "data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:px-4";

/**
 * docs/product/challenges.md#dashboard: the challenge's tabs, community updates and participants. Choosing a
 * person in the participants tab filters the feed to them and brings the feed forward.
 */
export function ChallengeDashboard({ eventId, locale, userFilter, onUserFilterChange }: ChallengeDashboardProps) {
  const { t } = useTranslation();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [tab, setTab] = useState<DashboardTab>("feed");
  // The page has the event already; its zone is the one the challenge's days are counted in.
  const timeZone = useEventZone(eventId) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Read from the cache only, for the chip's name: the list itself is asked for when its tab opens.
  const participants = useParticipants(eventId, false);
  const filterName = participants.data?.participants.find((person) => person.user.id === userFilter)?.user.name ?? null;

  const showPerson = (userId: string) => {
    onUserFilterChange(userId);
    setTab("feed");
  };

  return (
    <TabsPrimitive.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)} data-testid="challenge-dashboard">
      <TabsPrimitive.List aria-label={t("challengeFeed.tabs")} className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 sm:gap-2">
        {DASHBOARD_TABS.map((value) => (
          <TabsPrimitive.Trigger
            key={value}
            value={value}
            // Radix selects on mousedown; a click replayed after hydration (ADR 0025) arrives as a click alone.
            onClick={() => value !== tab && setTab(value)}
            className={TRIGGER}
          >
            {t(`challengeFeed.tab.${value}`)}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      <TabsPrimitive.Content value="feed" className="focus-visible:outline-none">
        <ChallengeFeed eventId={eventId} locale={lang} timeZone={timeZone} userFilter={userFilter} userFilterName={filterName} onUserFilterChange={onUserFilterChange} />
      </TabsPrimitive.Content>
      <TabsPrimitive.Content value="participants" className="focus-visible:outline-none">
        <ParticipantsPanel eventId={eventId} onShowPerson={showPerson} />
      </TabsPrimitive.Content>
    </TabsPrimitive.Root>
  );
}
