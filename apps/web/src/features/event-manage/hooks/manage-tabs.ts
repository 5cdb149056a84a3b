import type { ManagePermissions } from "../api/get-managed-event.ts";

export const MANAGE_TABS = ["overview", "registrations", "export", "checkin", "messages", "admins"] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];

export function parseManageTab(value: unknown): ManageTab {
  return MANAGE_TABS.includes(value as ManageTab) ? (value as ManageTab) : "overview";
}

/** The tabs this person may open: the server refuses the rest anyway (403), so they are not offered. */
export function visibleTabs(p: ManagePermissions): ManageTab[] {
  return MANAGE_TABS.filter((tab) => {
    switch (tab) {
      case "overview":
        return true;
      case "registrations":
      case "export":
      case "messages":
        return p.isOrganizer || p.canManageRegistrations;
      case "checkin":
        return p.isOrganizer || p.canCheckIn || p.canManageRegistrations;
      case "admins":
        return p.isOrganizer;
    }
  });
}
