import type { VolunteerStatus } from "@commons/domain";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { useTranslation } from "@/lib/i18n.ts";

const TONE: Record<VolunteerStatus, BadgeTone> = { APPLIED: "amber", APPROVED: "green", REJECTED: "rose", CANCELLED: "neutral" };

/** The caller's (or, in the console, an applicant's) application status. */
export function VolunteerStatusBadge({ status }: { status: VolunteerStatus }) {
  const { t } = useTranslation("ui");
  return (
    <Badge tone={TONE[status]} data-testid="volunteer-status">
      {t(`volunteers.status.${status}`)}
    </Badge>
  );
}
