import type { AttendeeInvitationStatus, Locale } from "@commons/domain";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useInvitations } from "../api/add-registration.ts";
import { formatInstantInZone } from "@/lib/format.ts";
import "@/i18n/parts/console.ts";

const TONE: Record<AttendeeInvitationStatus, BadgeTone> = { PENDING: "amber", ACCEPTED: "green", DECLINED: "neutral" };

/**
 * The people this event invited and how they answered (docs/product/organiser-console.md#invitations), so
 * an organiser sees why someone "added" is not (yet) a registrant. Hidden until there is one.
 */
export function InvitationsList({ eventId, locale, timeZone }: { eventId: string; locale: Locale; timeZone: string }) {
  const { t } = useTranslation("ui");
  const { data } = useInvitations(eventId);
  if (!data || data.invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id="invitations-heading" className="text-sm font-semibold text-slate-900">
        {t("console.invitations.title", { count: data.invitations.length })}
      </h3>
      <p className="mt-1 text-sm text-slate-500">{t("console.invitations.hint")}</p>
      <ul className="mt-3 divide-y divide-slate-100" data-testid="invitations-list">
        {data.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800">{invitation.invitee}</span>
            <span className="flex items-center gap-3">
              <span className="text-slate-500 tabular-nums">{formatInstantInZone(invitation.respondedAt ?? invitation.createdAt, locale, timeZone)}</span>
              <Badge tone={TONE[invitation.status]}>{t(`console.invitations.status.${invitation.status}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
