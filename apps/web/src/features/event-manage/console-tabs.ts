import type { Locale } from "@commons/domain";
import type { ComponentType } from "react";
import type { TranslationKey } from "@/lib/i18n.ts";
import type { ManagedEvent, ManagePermissions } from "./api/get-managed-event.ts";

// The console shows the tabs its page hands it, in that order (ADR 0023, ARCHITECTURE.md "Console
// tabs"). The page under app/routes assembles the list: this feature's own tabs, and later the
// hackathon's submissions, judging and results, each feature exporting its tabs' definitions. The
// console never imports another feature, and no feature imports the console's components.

/** What a tab's condition decides on: the event (its type, status) and the viewer's rights on it. */
export interface ConsoleContext {
  event: ManagedEvent;
  permissions: ManagePermissions;
}

/** What every tab's component receives. */
export interface ConsoleTabProps extends ConsoleContext {
  eventId: string;
  locale: Locale;
}

export interface ConsoleTab {
  /** The `?tab=` value: lower-case, kebab-case, unique in the list. */
  id: string;
  /** The tab's name, from the catalogs. */
  label: TranslationKey;
  /** The panel; `React.lazy` is fine (the console waits for it under Suspense). */
  component: ComponentType<ConsoleTabProps>;
  /** Shown only when this holds (an event type, a right of the viewer's); always when absent. */
  when?: (context: ConsoleContext) => boolean;
  /** A small live count beside the label. */
  badge?: ComponentType<{ eventId: string }>;
}

const TAB_ID_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** The `?tab=` search value worth keeping: one of `tabs`, and not the first (the default keeps a bare URL). */
export function parseConsoleTab(tabs: readonly ConsoleTab[], value: unknown): string | undefined {
  if (typeof value !== "string" || !TAB_ID_PATTERN.test(value)) return undefined;
  const index = tabs.findIndex((tab) => tab.id === value);
  return index > 0 ? value : undefined;
}

/** The tabs this viewer gets for this event, in the list's order (the server refuses the rest anyway). */
export function availableTabs(tabs: readonly ConsoleTab[], context: ConsoleContext): ConsoleTab[] {
  return tabs.filter((tab) => !tab.when || tab.when(context));
}
