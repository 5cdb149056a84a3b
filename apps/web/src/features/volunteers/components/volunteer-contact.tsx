import type { EventVolunteers } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";

/** The volunteers' contact: the server sends it only to approved volunteers and the event's managers. */
export function VolunteerContact({ contact }: { contact: NonNullable<EventVolunteers["contact"]> }) {
  const { t } = useTranslation("ui");
  if (!contact.info && !contact.wechatQrCode) return null;
  return (
    <section aria-label={t("volunteers.contact.title")} className="flex gap-4 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4" data-testid="volunteer-contact">
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-emerald-900">{t("volunteers.contact.title")}</h3>
        {contact.info ? <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{contact.info}</p> : null}
      </div>
      {contact.wechatQrCode ? (
        <img src={contact.wechatQrCode} alt={t("volunteers.contact.qrAlt")} className="size-28 shrink-0 rounded-lg border border-emerald-200 bg-white object-contain" />
      ) : null}
    </section>
  );
}
