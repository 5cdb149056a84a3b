import { lazy } from "react";

// The console's "stage" tab, for the manage page to list (ADR 0023). Shaped like event-manage's ConsoleTab
// without importing it (features never import each other); the panel loads with the tab.

const Panel = lazy(async () => ({ default: (await import("./hackathon-stage-panel.tsx")).HackathonStagePanel }));

export const hackathonStageConsoleTab = {
  id: "stage",
  label: "hackathonAdmin.stage.tab",
  component: Panel,
  // Hackathons only; any admin reads it (the server's GET is anyAdmin), moving needs canEditEvent (the panel hides the buttons otherwise).
  when: ({ event }: { event: { type: string } }) => event.type === "HACKATHON",
} as const;
