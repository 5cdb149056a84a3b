import type { ConsoleTabProps } from "../console-tabs.ts";
import { useOverview } from "../api/get-overview.ts";
import { CheckInTab } from "./checkin-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";

// The console's own panels, loaded when their tab opens (core-tabs.tsx lists them lazily): the route's
// tab list is read by its search validation, which runs in the entry chunk on every page.

export { AdminsTab } from "./admins-tab.tsx";
export { ExportTab } from "./export-tab.tsx";
export { OverviewTab } from "./overview-tab.tsx";
export { RegistrationsTab } from "./registrations-tab.tsx";

export function CheckInPanel({ eventId, locale, event }: ConsoleTabProps) {
  const overview = useOverview(eventId);
  return (
    <CheckInTab
      eventId={eventId}
      locale={locale}
      event={event}
      scannerHref={`/${locale}/app/events/${eventId}/checkin`}
      approved={overview.data?.counts.APPROVED}
    />
  );
}

export function MessagesPanel({ eventId, locale, event }: ConsoleTabProps) {
  return <MessagesTab eventId={eventId} locale={locale} timeZone={event.timezone} />;
}
