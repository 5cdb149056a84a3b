import { lazy } from "react";

// The organiser console's feedback tab, for the manage page to list (ADR 0023). Its shape is the console's
// ConsoleTab (features do not import each other; the page's list checks it). The panel loads with the tab.

const FeedbackSummaryPanel = lazy(async () => ({ default: (await import("./components/feedback-summary-panel.tsx")).FeedbackSummaryPanel }));

/** Any role on the event may read the summary (the server's 'anyAdmin'), so the tab has no condition. */
export const feedbackTab = {
  id: "feedback",
  label: "feedback.tab",
  component: FeedbackSummaryPanel,
} as const;
