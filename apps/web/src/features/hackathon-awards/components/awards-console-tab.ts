import { lazy } from "react";

// The console's "Awards" tab (docs/product/hackathons.md#awards), for the manage page to list. Shaped like
// event-manage's ConsoleTab without importing it (features never import each other).

const Panel = lazy(async () => ({ default: (await import("./awards-panel.tsx")).AwardsPanel }));

export const hackathonAwardsConsoleTab = {
  id: "awards",
  label: "hackathonAwards.tab",
  component: Panel,
  // Hackathons only, and only for those who may assign (the server's canEditEvent).
  when: ({ event, permissions }: { event: { type: string }; permissions: { canEditEvent: boolean } }) => event.type === "HACKATHON" && permissions.canEditEvent,
} as const;
