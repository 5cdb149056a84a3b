import type { MyEvent } from "../api/get-my-events.ts";

export const MY_EVENTS_TABS = ["upcoming", "drafts", "past"] as const;
export type MyEventsTab = (typeof MY_EVENTS_TABS)[number];

export function parseMyEventsTab(value: unknown): MyEventsTab {
  return MY_EVENTS_TABS.includes(value as MyEventsTab) ? (value as MyEventsTab) : "upcoming";
}

/**
 * Drafts are drafts whatever their date; "upcoming" is every published event that has not ended yet
 * (soonest first); "past" holds ended, completed and cancelled ones (latest first).
 */
export function splitMyEvents(events: readonly MyEvent[], now: number = Date.now()): Record<MyEventsTab, MyEvent[]> {
  const upcoming: MyEvent[] = [];
  const drafts: MyEvent[] = [];
  const past: MyEvent[] = [];
  for (const event of events) {
    if (event.status === "DRAFT") drafts.push(event);
    else if (event.status === "PUBLISHED" && new Date(event.endTime).getTime() >= now) upcoming.push(event);
    else past.push(event);
  }
  const byStart = (a: MyEvent, b: MyEvent) => a.startTime.localeCompare(b.startTime);
  upcoming.sort(byStart);
  drafts.sort(byStart);
  past.sort((a, b) => byStart(b, a));
  return { upcoming, drafts, past };
}
