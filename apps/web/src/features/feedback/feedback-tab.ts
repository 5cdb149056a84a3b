import { lazy } from "react";

// The organiser console's feedback tab, for the manage page to list (ADR 0023). Its shape is the console's
// ConsoleTab (features do not import each other; the page's list checks it). The panel loads with the tab.

const FeedbackSummaryPanel = lazy(async () => ({ default: (await import("./components/feedback-summary-panel.tsx")).FeedbackSummaryPanel }));

/** As the server: the organiser and admins who manage registrations or edit the event, not a check-in-only admin. */
export const feedbackTab = {
  id: "feedback",
  label: "feedback.tab",
  component: FeedbackSummaryPanel,
  when: ({ permissions }: { permissions: { canManageRegistrations: boolean; canEditEvent: boolean } }) =>
    permissions.canManageRegistrations || permissions.canEditEvent,
} as const;
