import { useOverview } from "../api/get-overview.ts";
import type { ManagePermissions } from "../api/get-managed-event.ts";
import type { ConsoleTab } from "../console-tabs.ts";
import { lazy } from "react";

// The console's own tabs, for the page to list. Their conditions mirror the server's checks: a tab
// the viewer could only get a 403 from is not offered. The panels load with their first tab: the list
// itself sits in the entry chunk (the route validates `?tab=` against it), so it must stay light.

const panels = () => import("./core-tab-panels.tsx");
const OverviewTab = lazy(async () => ({ default: (await panels()).OverviewTab }));
const RegistrationsTab = lazy(async () => ({ default: (await panels()).RegistrationsTab }));
const ExportTab = lazy(async () => ({ default: (await panels()).ExportTab }));
const CheckInPanel = lazy(async () => ({ default: (await panels()).CheckInPanel }));
const MessagesPanel = lazy(async () => ({ default: (await panels()).MessagesPanel }));
const AdminsTab = lazy(async () => ({ default: (await panels()).AdminsTab }));

const managesRegistrations = ({ permissions: p }: { permissions: ManagePermissions }) => p.isOrganizer || p.canManageRegistrations;

/** The registrations waiting for a decision, beside the tab's name (the overview query is shared). */
function PendingBadge({ eventId }: { eventId: string }) {
  const overview = useOverview(eventId);
  const pending = overview.data?.counts.PENDING ?? 0;
  if (pending <= 0) return null;
  return <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800 tabular-nums">{pending}</span>;
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
