import type { AppNotification } from "@commons/domain";
import { Button } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useAnswerInvitation } from "../api/answer-invitation.ts";

/**
 * Accept and decline under an attendee invitation's notice (the actionable kind,
 * docs/product/organiser-console.md#invitations); once answered, the answer instead.
 */
export function InvitationActions({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation("ui");
  const answer = useAnswerInvitation();
  const invitation = notification.invitation;
  if (!invitation) return null;
  if (invitation.status !== "PENDING") {
    return (
      <p className="px-9 pb-3 text-sm text-slate-500" data-testid="invitation-answer">
        {t(invitation.status === "ACCEPTED" ? "notifications.invitationAccepted" : "notifications.invitationDeclined")}
      </p>
    );
  }
  const busy = answer.isPending;
  return (
    <div className="flex gap-2 px-9 pb-3" role="group" aria-label={notification.title}>
      <Button size="sm" loading={busy && answer.variables?.answer === "accept"} disabled={busy} onClick={() => answer.mutate({ id: invitation.id, answer: "accept" })}>
        {t("notifications.acceptInvitation")}
      </Button>
      <Button size="sm" variant="outline" loading={busy && answer.variables?.answer === "decline"} disabled={busy} onClick={() => answer.mutate({ id: invitation.id, answer: "decline" })}>
        {t("notifications.declineInvitation")}
      </Button>
    </div>
  );
}
