import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { CriteriaSection } from "./criteria-section.tsx";
import { JudgesSection } from "./judges-section.tsx";
import { ProgressTable } from "./progress-table.tsx";
import "@/i18n/parts/hackathon-judging.ts";

/** What the console hands its tabs (event-manage's ConsoleTabProps, without importing it). */
interface JudgingPanelProps {
  eventId: string;
  locale: Locale;
  permissions: { canEditEvent: boolean };
}

/** The console's judging tab (docs/product/hackathons.md#judging): judges, criteria and the progress table. */
export function JudgingPanel({
  eventId,
  locale,
  permissions,
}: JudgingPanelProps) {
  const { t } = useTranslation("ui");
  return (
    <div className="flex flex-col gap-6" data-testid="judging-panel">
      <div className="flex justify-end">
        <Link
          to="/$locale/app/events/$id/judge"
          params={{ locale, id: eventId }}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t("judging.openPage")}
        </Link>
      </div>
      <JudgesSection eventId={eventId} canEdit={permissions.canEditEvent} />
      <CriteriaSection eventId={eventId} canEdit={permissions.canEditEvent} />
      <ProgressTable eventId={eventId} />
    </div>
  );
}
