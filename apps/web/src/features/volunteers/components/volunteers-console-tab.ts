import { lazy } from "react";

// The console's "volunteers" tab, for the manage page to list (ADR 0023). Shaped like event-manage's
// ConsoleTab without importing it (features never import each other); the panel loads with the tab.

const Panel = lazy(async () => ({ default: (await import("./volunteers-console-panel.tsx")).VolunteersConsolePanel }));

export const volunteersConsoleTab = {
  id: "volunteers",
  label: "volunteers.console.tab",
  component: Panel,
  // Mirrors the server: reviewing needs the organiser or canManageRegistrations.
  when: ({ permissions }: { permissions: { isOrganizer: boolean; canManageRegistrations: boolean } }) => permissions.isOrganizer || permissions.canManageRegistrations,
} as const;
