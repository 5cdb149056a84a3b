import { type EventDetail, type EventVolunteerRole, type Locale, volunteersStillWanted } from "@commons/domain";
import HandHeart from "lucide-react/icons/hand-heart";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { notifyLoginRequired } from "@/lib/notify-error.tsx";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.tsx";
import { useCancelVolunteer } from "../api/cancel-volunteer.ts";
import { useEventVolunteers } from "../api/get-event-volunteers.ts";
import { VolunteerApplyDialog } from "./volunteer-apply-dialog.tsx";
import { VolunteerListDialog } from "./volunteer-list-dialog.tsx";
import { VolunteerStatusBadge } from "./volunteer-status-badge.tsx";

interface VolunteerSectionProps {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
}

/**
 * The event page's volunteer card (docs/product/people.md#volunteers), drawn only when the event has open
 * roles: how many are still wanted, the caller's status, and the list and application dialogs.
 */
export function VolunteerSection({ event, viewerId }: VolunteerSectionProps) {
  const { t } = useTranslation("ui");
  const headingId = useId();
  // The page draws before the session answers (viewerId null, then the reader's), and the answer is keyed by
  // viewer: asking once the page's viewer is the settled session's saves a visitor's fetch the reader's replaces.
  const session = useSession();
  const settled = !session.isPending && (session.session?.user.id ?? null) === viewerId;
  const { data } = useEventVolunteers(event.id, viewerId, settled);
  const cancel = useCancelVolunteer(event.id);
  const [listOpen, setListOpen] = useState(false);
  const [applying, setApplying] = useState<EventVolunteerRole | null>(null);
  if (!data || data.roles.length === 0) return null;

  const wanted = data.roles.reduce((sum, role) => sum + (role.closed ? 0 : volunteersStillWanted(role)), 0);
  const mine = data.roles.map((role) => role.myApplication).find((a) => a && (a.status === "APPROVED" || a.status === "APPLIED")) ?? null;

  const onApply = (role: EventVolunteerRole) => {
    if (!viewerId) {
      notifyLoginRequired(window.location.pathname + window.location.search);
      return;
    }
    setListOpen(false);
    setApplying(role);
  };
  const onCancel = async (role: EventVolunteerRole) => {
    try {
      await cancel.mutateAsync(role.id);
      toast.success(tShared("volunteers.cancelled"));
    } catch (error) {
      // Spec §8: a failed cancel shows the server's error.
      toast.error(t("volunteers.cancelFailed"), { description: errorMessage(error, tShared("errorPanel.generic")) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5" data-testid="volunteer-section">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-violet-50 text-violet-700">
          <HandHeart aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t("volunteers.card.heading")}
          </h2>
          <p className="text-sm text-slate-600">
            {wanted > 0 ? t("volunteers.card.summary", { roles: data.roles.length, wanted }) : t("volunteers.card.summaryFull", { roles: data.roles.length })}
          </p>
        </div>
        {mine ? <VolunteerStatusBadge status={mine.status} /> : null}
      </div>
      <Button variant="outline" className="self-start" onClick={() => setListOpen(true)}>
        {t("volunteers.card.open")}
      </Button>
      <VolunteerListDialog
        open={listOpen}
        onOpenChange={setListOpen}
        data={data}
        cancellingRoleId={cancel.isPending ? (cancel.variables ?? null) : null}
        onApply={onApply}
        onCancel={(role) => void onCancel(role)}
      />
      <VolunteerApplyDialog
        eventId={event.id}
        role={applying}
        onDone={() => {
          setApplying(null);
          setListOpen(true);
        }}
      />
    </section>
  );
}
