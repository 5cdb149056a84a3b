import type { InterestContact } from "@commons/domain";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import { useTranslation } from "@/lib/i18n.ts";

/** docs/product/people.md#mutual-interest: what a mutual interest reveals, only the methods the person chose to show. */
export function ParticipantContact({ name, contact }: { name: string; contact: InterestContact }) {
  const { t } = useTranslation();
  const none = !contact.wechatId && !contact.email;
  return (
    <div className="mt-3 rounded-xl border border-emerald-100 bg-emerald-50/60 px-3 py-2 text-sm" data-testid="participant-contact">
      <p className="text-xs font-semibold text-emerald-800">{t("participants.contact.title", { name })}</p>
      {none ? (
        <p className="mt-1 text-slate-600">{t("participants.contact.none")}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1 text-slate-700">
          {contact.wechatId ? (
            <li className="flex items-center gap-1.5 [overflow-wrap:anywhere]">
              <MessageCircle className="size-3.5 shrink-0 text-emerald-700" aria-hidden />
              {t("participants.contact.wechat", { id: contact.wechatId })}
            </li>
          ) : null}
          {contact.email ? (
            <li className="flex items-center gap-1.5 [overflow-wrap:anywhere]">
              <Mail className="size-3.5 shrink-0 text-emerald-700" aria-hidden />
              <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                {t("participants.contact.email", { email: contact.email })}
              </a>
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
