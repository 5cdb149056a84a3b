import Copy from "lucide-react/icons/copy";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { copyWithToast } from "@/lib/clipboard.ts";

export interface ContactOrganizerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizerName: string;
  /** The organiser's free-text note for attendees (contract: null for external events). */
  organizerContact: string | null;
  /** Only what the organiser chose to show: email when showEmail, WeChat when showWechat; never the phone. */
  contactMethods: { email: string | null; wechatId: string | null; preferredContact: string | null } | null;
}

export function ContactOrganizerDialog({ open, onOpenChange, organizerName, organizerContact, contactMethods }: ContactOrganizerDialogProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const email = contactMethods?.email ?? null;
  const wechat = contactMethods?.wechatId ?? null;
  // Only name a preferred method that is actually shown (a preferred phone is never disclosed).
  const preferred =
    contactMethods?.preferredContact === "WECHAT" && wechat
      ? t("engagement.contactWechat")
      : contactMethods?.preferredContact === "EMAIL" && email
        ? t("engagement.contactEmail")
        : null;
  const nothing = !organizerContact && !email && !wechat;
  const copy = (text: string) => void copyWithToast(text, { copied: t("engagement.copied"), failed: t("engagement.copyFailed") });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("engagement.contactTitle")} description={t("engagement.contactDescription")} closeLabel={t("common.close")}>
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold text-slate-900">{organizerName}</p>
          {organizerContact ? (
            <div className="rounded-xl bg-slate-50 p-4">
              <p className="text-xs font-medium text-slate-500">{t("engagement.contactNote")}</p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{organizerContact}</p>
            </div>
          ) : null}
          {email ? (
            <ContactRow icon={<Mail className="size-4" aria-hidden />} label={t("engagement.contactEmail")} value={email} onCopy={copy} href={`mailto:${email}`} copyLabel={t("engagement.copy")} />
          ) : null}
          {wechat ? (
            <ContactRow icon={<MessageCircle className="size-4" aria-hidden />} label={t("engagement.contactWechat")} value={wechat} onCopy={copy} copyLabel={t("engagement.copy")} />
          ) : null}
          {preferred ? (
            <p className="text-xs text-slate-500">{t("engagement.contactPreferred", { method: preferred })}</p>
          ) : null}
          {nothing ? <p className="text-sm text-slate-500">{t("engagement.contactNone")}</p> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface ContactRowProps {
  icon: ReactNode;
  label: string;
  value: string;
  href?: string;
  copyLabel: string;
  onCopy: (value: string) => void;
}

function ContactRow({ icon, label, value, href, copyLabel, onCopy }: ContactRowProps) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-500">{label}</p>
        {href ? (
          <a href={href} className="block truncate text-sm font-medium text-brand-700 hover:underline">
            {value}
          </a>
        ) : (
          <p className="truncate text-sm font-medium text-slate-900">{value}</p>
        )}
      </div>
      <button
        type="button"
        onClick={() => onCopy(value)}
        className="inline-flex h-8 items-center gap-1 rounded-lg px-2.5 text-xs font-medium text-slate-600 hover:bg-slate-100"
      >
        <Copy className="size-3.5" aria-hidden />
        {copyLabel}
      </button>
    </div>
  );
}
