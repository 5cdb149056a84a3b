import { lazy } from "react";

// The console's "judging" tab, for the manage page to list (ADR 0023). Shaped like event-manage's ConsoleTab
// without importing it (features never import each other); the panel loads with the tab.

const Panel = lazy(async () => ({
  default: (await import("./judging-panel.tsx")).JudgingPanel,
}));

export const judgingConsoleTab = {
  id: "judging",
  label: "hackathonJudging.tab",
  component: Panel,
  // Hackathons only; the server's judges and progress routes need canEditEvent.
  when: ({
    event,
    permissions,
  }: {
    event: { type: string };
    permissions: { canEditEvent: boolean };
  }) => event.type === "HACKATHON" && permissions.canEditEvent,
} as const;
