import { useOverview } from "../api/get-overview.ts";
import type { ManagePermissions } from "../api/get-managed-event.ts";
import type { ConsoleTab, ConsoleTabProps } from "../console-tabs.ts";
import { AdminsTab } from "./admins-tab.tsx";
import { CheckInTab } from "./checkin-tab.tsx";
import { ExportTab } from "./export-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { RegistrationsTab } from "./registrations-tab.tsx";

// The console's own tabs, for the page to list. Their conditions mirror the server's checks: a tab
// the viewer could only get a 403 from is not offered.

const managesRegistrations = ({ permissions: p }: { permissions: ManagePermissions }) => p.isOrganizer || p.canManageRegistrations;

/** The registrations waiting for a decision, beside the tab's name (the overview query is shared). */
function PendingBadge({ eventId }: { eventId: string }) {
  const overview = useOverview(eventId);
  const pending = overview.data?.counts.PENDING ?? 0;
  if (pending <= 0) return null;
  return <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800 tabular-nums">{pending}</span>;
}

function CheckInPanel({ eventId, locale, event }: ConsoleTabProps) {
  const overview = useOverview(eventId);
  return (
    <CheckInTab
      eventId={eventId}
      locale={locale}
      timeZone={event.timezone}
      scannerHref={`/${locale}/app/events/${eventId}/checkin`}
      approved={overview.data?.counts.APPROVED}
    />
  );
}

function MessagesPanel({ eventId, locale, event }: ConsoleTabProps) {
  return <MessagesTab eventId={eventId} locale={locale} timeZone={event.timezone} />;
}

export const overviewTab: ConsoleTab = { id: "overview", label: "console.manage.tab.overview", component: OverviewTab };

export const registrationsTab: ConsoleTab = {
  id: "registrations",
  label: "console.manage.tab.registrations",
  component: RegistrationsTab,
  when: managesRegistrations,
  badge: PendingBadge,
};

export const exportTab: ConsoleTab = { id: "export", label: "console.manage.tab.export", component: ExportTab, when: managesRegistrations };

export const checkInTab: ConsoleTab = {
  id: "checkin",
  label: "console.manage.tab.checkin",
  component: CheckInPanel,
  when: ({ permissions: p }) => p.isOrganizer || p.canCheckIn || p.canManageRegistrations,
};

export const messagesTab: ConsoleTab = { id: "messages", label: "console.manage.tab.messages", component: MessagesPanel, when: managesRegistrations };

export const adminsTab: ConsoleTab = { id: "admins", label: "console.manage.tab.admins", component: AdminsTab, when: ({ permissions }) => permissions.isOrganizer };
